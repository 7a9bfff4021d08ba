import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { LeadHandler } from './handler.js';

/**
 * Adapts the fetch-style lead handler to a `node:http` request listener, passing the socket
 * address along for rate limiting and consent records. Mount it for paths under `/api`.
 */
export function toNodeListener(handler: LeadHandler): RequestListener {
  return (req, res) => {
    serve(handler, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"Internal error"}');
    });
  };
}

async function serve(handler: LeadHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
  } as RequestInit);
  const response = await handler(request, { remoteAddress: req.socket.remoteAddress });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body && req.method !== 'HEAD') {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

/**
 * The request body as a web stream. Cancelling (e.g. after a 413) discards the rest of the
 * upload instead of destroying the socket, so the error response still reaches the client.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (done) return;
        done = true;
        controller.close();
      });
      req.on('error', (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      done = true;
      req.resume();
    },
  });
}
