import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldDocument {
  /** The proxy's origin: open pages here. */
  origin: string;
  /** Sends the rest of the held page. */
  release(): void;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

/**
 * A proxy in front of `target` that sends the page at `path` only up to the end of `until` and
 * holds the rest until released, as a slow network delivers a long page: the browser parses and
 * paints what has arrived while the rest is on its way. Everything else passes through. The page
 * is fetched uncompressed so the split falls where the test says.
 */
export async function holdDocumentRest(target: string, path: string, until: string): Promise<HeldDocument> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value);
    headers.set('accept-encoding', 'identity');
    const upstream = await fetch(`${target}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      redirect: 'manual',
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    upstream.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) response.setHeader(name, value);
    });
    response.writeHead(upstream.status);
    const isHeldPage = request.url === path && (upstream.headers.get('content-type') ?? '').startsWith('text/html');
    const split = isHeldPage ? body.indexOf(until) : -1;
    if (split < 0) return void response.end(body);
    response.write(body.subarray(0, split + until.length));
    await released;
    response.end(body.subarray(split + until.length));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
