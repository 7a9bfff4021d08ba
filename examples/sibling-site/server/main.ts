/**
 * Colmena's server: the built page, rendered once at start, and the lead API of
 * `@rooted/lead-capture` (SQLite outbox, delivery worker) under `/api`, with the newsletter's
 * confirmation page at `/subscribe/confirm`. Built by
 * `vite build --ssr server/main.ts` into `dist/server/main.js`; `pnpm start` runs it.
 *
 * Environment: PORT (3000; 0 picks a free one), HOST (127.0.0.1), PUBLIC_URL (where confirmation
 * links point; default this server), DATA_DIR (`data`: the SQLite file), OMNISEND_API_KEY and
 * OMNISEND_API_URL (empty key: leads wait in the outbox until one is set).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLeadCapture, installGracefulShutdown, toNodeListener } from '@rooted/lead-capture/node';
import { consentTexts } from '../src/consent';
import { render } from '../src/entry-server';
import { renderColmenaConfirmation } from './confirmation-page';
import { loadStaticFiles } from './static-files';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';
const dataDir = env.DATA_DIR ?? 'data';
const client = join(import.meta.dirname, '..', 'client');

mkdirSync(dataDir, { recursive: true });
const template = readFileSync(join(client, 'index.html'), 'utf8');
const home = template.replace('<!--app-html-->', render(new Date().getFullYear()));
const serveStatic = loadStaticFiles(client, home);

const server = createServer();
await new Promise<void>((resolve) => server.listen(port, host, resolve));
const { port: bound } = server.address() as AddressInfo;

const leads = createLeadCapture({
  dbPath: join(dataDir, 'leads.db'),
  omnisend: { apiKey: env.OMNISEND_API_KEY ?? '', ...(env.OMNISEND_API_URL ? { baseUrl: env.OMNISEND_API_URL } : {}) },
  // Confirmation links of newsletter signups point here (double opt-in is on by default).
  publicUrl: env.PUBLIC_URL ?? `http://${host}:${bound}`,
  trustProxy: false,
  // The consent record keeps the server's sentence for the version a form names, never one the
  // browser claims.
  consentTexts,
  // The page a confirmation link opens, in Spanish.
  renderConfirmationPage: renderColmenaConfirmation,
});
const api = toNodeListener(leads.handler);
const confirm = toNodeListener(leads.confirmation);

server.on('request', (req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/')) return api(req, res);
  // The link in the newsletter's confirmation email.
  if (path === '/subscribe/confirm') return confirm(req, res);
  if ((req.method === 'GET' || req.method === 'HEAD') && serveStatic(path, res)) return;
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
});
installGracefulShutdown({ server, leads });
// The smoke test reads this line to find the server.
console.log(`Colmena listening on http://${host}:${bound}`);
