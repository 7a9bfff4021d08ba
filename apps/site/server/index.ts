import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { installGracefulShutdown } from '@rooted/lead-capture/node';
import { createSiteApp } from './app';
import { createConfirmationRenderer } from './confirmation-page';
import { createFormPageRenderer } from './form-pages';
import { createOwnerAdmin } from './admin/owner-admin';
import { limitedCreateServer } from './http-limits';
import { openLeadApi, parseAllowedOrigins, parseTrustProxy, resolvePublicUrl, wantsPostgres } from './lead-api';
import { sitePostgresFeatures } from './site-database';
import { loadStaticFiles } from './static-files';
import { openTelemetryApi } from './telemetry-api';

/**
 * The production server: `pnpm start` (after `pnpm build`). PORT and HOST
 * override the defaults; nothing else is needed to run the site. The lead API
 * (`/api/leads`) keeps every lead in a SQLite outbox (LEADS_DB, default
 * apps/site/data/leads.db), or with DATABASE_URL=postgres://… all its state in
 * PostgreSQL (for several instances), and delivers it to Omnisend once
 * OMNISEND_API_KEY is set (OMNISEND_API_URL, LEADS_ADMIN_TOKEN and TRUST_PROXY
 * are optional). Error reports and field vitals (`/api/telemetry/*`) go to
 * TELEMETRY_DB (default apps/site/data/telemetry.db), or with DATABASE_URL to the same
 * PostgreSQL database; SENTRY_DSN forwards error
 * reports from here.
 * Owners sign in at /admin (accounts from `pnpm --filter @rooted/site site-owner add <email>`);
 * SITE_DB and CONTENT_BUILD_HOOK are optional; with DATABASE_URL owners and published content
 * live in PostgreSQL too, and every instance re-renders its pages when another one publishes.
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

// dist/server/index.js → apps/site/data/leads.db, wherever the process was started from.
const defaultDbPath = fileURLToPath(new URL('../../data/leads.db', import.meta.url));
const serverUrl = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
// The site's public URL (PUBLIC_URL, else the first of ALLOWED_ORIGINS, else this server): passkeys
// are scoped to its host, and an https URL turns HSTS on.
const publicUrl = (() => {
  try {
    return resolvePublicUrl(process.env, serverUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
})();
const leads = await (async () =>
  openLeadApi(process.env, defaultDbPath, {
    // With DATABASE_URL the site's other tables migrate with the lead API's, on its pool.
    ...(wantsPostgres(process.env) ? { postgresFeatures: await sitePostgresFeatures() } : {}),
    publicUrl: serverUrl,
    renderConfirmationPage: createConfirmationRenderer(files),
    renderFormPage: createFormPageRenderer(files),
  }))().catch((error: unknown) => {
  // A message without the URL: it may carry the database password.
  console.error(`Could not open the lead API's database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
// With DATABASE_URL, on the lead API's pool (TELEMETRY_DB is then ignored).
const telemetry = await openTelemetryApi(process.env, fileURLToPath(new URL('../../data/telemetry.db', import.meta.url)), leads.database);
// Replaced at build time (tsup.config.ts): the CSP allows Google's hosts only when the client was
// built with analytics, since the two are built from one environment.
const analytics = process.env.ROOTED_BUILD_ANALYTICS === 'true';
// Published content (SITE_DB, default apps/site/data/site.db) is rendered into the pages before
// the first request: a deploy rebuilt them from the data file.
const admin = await createOwnerAdmin({
  env: process.env,
  defaultDbPath: fileURLToPath(new URL('../../data/site.db', import.meta.url)),
  distDir: fileURLToPath(new URL('..', import.meta.url)),
  files,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  allowedOrigins: parseAllowedOrigins(process.env.ALLOWED_ORIGINS),
  publicUrl,
  // With DATABASE_URL, owners and published versions live there (SITE_DB is then ignored).
  ...(leads.database ? { database: leads.database } : {}),
});
await admin.start();
const hsts = new URL(publicUrl).protocol === 'https:';
const app = createSiteApp({ files, api: leads.handler, confirmation: leads.confirmation, telemetry: telemetry.handler, analytics, hsts, admin: admin.routes });
const server = serve({ fetch: app.fetch, port, hostname, createServer: limitedCreateServer() }, (info) => {
  console.log(`Rooted Ventures is running at http://${hostname}:${info.port}`);
});

// SIGTERM/SIGINT: stop accepting, finish the requests and the delivery in flight, close the
// outbox, exit 0, all within 20 s (a deploy never cuts a visitor's submission off).
// The telemetry database closes after the leads, once no request can reach it any more.
installGracefulShutdown({
  server: server as Server,
  leads: {
    worker: leads.worker,
    close: () => {
      admin.close();
      return leads.close().finally(() => telemetry.close());
    },
  },
});
