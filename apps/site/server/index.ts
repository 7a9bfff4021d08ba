import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createSiteApp } from './app';
import { loadStaticFiles } from './static-files';

/**
 * The production server: `pnpm start` (after `pnpm build`). PORT and HOST
 * override the defaults; nothing else is needed to run the site.
 */
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${process.env.PORT}".`);
  process.exit(2);
}

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const files = await loadStaticFiles(clientDir).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(`No built site at ${clientDir}. Run \`pnpm build\` first.`);
  process.exit(2);
});

const app = createSiteApp({ files });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Rooted Ventures is running at http://${hostname}:${info.port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
