import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createSiteApp } from '../apps/site/server/app';
import { loadStaticFiles } from '../apps/site/server/static-files';
import { fileResponse } from '../apps/site/server/static-response';

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port = 0): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

/** Our production build, served exactly as `pnpm start` serves it (on any free port unless one is given). */
export async function serveSite(clientDir: string, port = 0): Promise<RunningServer> {
  const app = createSiteApp({ files: await loadStaticFiles(clientDir) });
  return listen(app.fetch, port);
}

/**
 * The baseline: the same client build without prerendering, served as a plain
 * single-page app (every path answers the empty index.html), with the same
 * compression and caching so only prerendering differs.
 */
export async function serveSpa(clientDir: string): Promise<RunningServer> {
  const files = await loadStaticFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${clientDir}`);
  const app = new Hono();
  app.get('*', (c) => {
    const path = new URL(c.req.url).pathname;
    const asset = files.get(path);
    return asset && path !== '/index.html'
      ? fileResponse(c.req.raw, path, asset)
      : fileResponse(c.req.raw, '/index.html', index);
  });
  return listen(app.fetch);
}

/**
 * The machine's floor: a bare HTML page (a heading and a paragraph, no CSS, no script) that
 * `pnpm bench` measures with the same settings as the site. Whatever it scores is what the
 * machine and Chromium cost before any of our code, so runs on different machines compare.
 */
export const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="A bare page that measures the machine."></head><body><h1>Reference page</h1><p>A heading and a paragraph: no stylesheet, no script, no image.</p></body></html>`;

export function serveReference(): Promise<RunningServer> {
  return listen(() => new Response(REFERENCE_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
}
