import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { consoleLogger } from '@rooted/lead-capture';
import type { SqliteOutbox } from '@rooted/lead-capture/sqlite';
import { installGracefulShutdown } from '@rooted/lead-capture/node';
import { consoleTelemetryLogger } from '@rooted/telemetry';
import { createOwnerApi } from '@rooted/admin/server';
import type { NewLead } from '@rooted/lead-capture';
import { createSiteApp } from './app';
import { createConfirmationRenderer } from './confirmation-page';
import { createFormPageRenderer } from './form-pages';
import { limitedCreateServer } from './http-limits';
import { loadServerConfig, ServerConfigError } from './config';
import { outageGate } from './database/outage-gate';
import { openSiteStores } from './database/open-site-stores';
import { createLeadApiOn } from './lead-api';
import { loadStaticFiles } from './static-files';
import { createTelemetryApiOn } from './telemetry-api';
import { ownerSiteParts } from './owner-site-parts';
import { ledgerPath } from './backup/erasure-ledger';
import { backupStatusOf, startServerBackups } from './backup/server-backups';

/**
 * The production server: `pnpm start` (after `pnpm build`). Nothing needs to be set to run the
 * site; every variable it reads is listed, with its rule, in @rooted/readiness's server table and
 * in apps/site/README.md, and is read once, here, into one checked configuration. A bad value stops
 * the server before it listens, with every problem named in one message.
 */
const dataDir = fileURLToPath(new URL('../../data', import.meta.url));
const config = (() => {
  try {
    // ROOTED_BUILD_ANALYTICS is written in as the build's value (tsup.config.ts): named here so the
    // replacement happens, since the client was built with or without analytics.
    return loadServerConfig(
      { ...process.env, ROOTED_BUILD_ANALYTICS: process.env.ROOTED_BUILD_ANALYTICS },
      { dataDir, cwd: process.cwd() },
    );
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
})();
const { port, host: hostname } = config;

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const files = await loadStaticFiles(clientDir).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(`No built site at ${clientDir}. Run \`pnpm build\` first.`);
  process.exit(2);
});

const serverUrl = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
// The site's public URL (PUBLIC_URL, else the first of ALLOWED_ORIGINS, else this server): passkeys
// are scoped to its host, and an https URL turns HSTS on.
const publicUrl = config.publicUrl ?? serverUrl;
// One choice between PostgreSQL (DATABASE_URL) and the SQLite files, for every store.
const stores = await openSiteStores(config.database, { erasureLedger: ledgerPath(config.backup.dir) }).catch(
  (error: unknown) => {
    // A message without the URL: it may carry the database password.
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
// On the shared database an outage is logged once by its watch, not by every request that meets it.
const { outage } = stores;
// The owner's side is told of each new lead once it is stored (counted for Health, notified);
// neither holds up the visitor's answer, and each logs its own failure. It exists before the
// server listens, so no lead is accepted before it.
const toOwner: { accepted?: (lead: NewLead) => void } = {};
const leads = createLeadApiOn(
  config,
  stores.leads,
  {
    publicUrl: serverUrl,
    renderConfirmationPage: createConfirmationRenderer(files),
    renderFormPage: createFormPageRenderer(files),
    onAccepted: (lead) => toOwner.accepted?.(lead),
  },
  outage?.quiet(consoleLogger),
);
const telemetry = createTelemetryApiOn(config, stores.telemetry, outage?.quiet(consoleTelemetryLogger));
const distDir = fileURLToPath(new URL('..', import.meta.url));
const owner = await createOwnerApi({
  stores: stores.owners,
  leads,
  // On PostgreSQL the shared stores list the leads; the SQLite outbox lists its own.
  leadList: stores.owners.leadList ?? (leads.outbox as SqliteOutbox),
  telemetry: stores.telemetry,
  notifications: { outbox: stores.notifications, personalData: stores.notificationsPersonalData },
  mail: {
    outbox: stores.mail,
    personalData: stores.mailPersonalData,
    smtp: config.mail ? { url: config.mail.smtpUrl, from: config.mail.from } : undefined,
  },
  site: await ownerSiteParts({ distDir, files }),
  request: { publicUrl },
  contentBuildHook: config.contentBuildHook,
  logger: outage?.quiet(consoleLogger) ?? consoleLogger,
  backupStatus: backupStatusOf(config),
});
toOwner.accepted = owner.leadAccepted;
// Published content is rendered into the pages before the first request: a deploy rebuilt them
// from the data file.
await owner.start();
// Daily backups of the SQLite files (none on PostgreSQL), and the mark a restore looks for. A
// failed or late one is the owner's side's to tell: it reads backupStatus.
const stopBackups = startServerBackups(config);
const app = createSiteApp({
  files,
  // Read by every room from the request's context: which proxies to believe, which origins may write.
  requestPolicy: { trustProxy: config.trustProxy, allowedOrigins: config.allowedOrigins },
  leads: leads.routes,
  confirmation: leads.confirmation,
  telemetry: telemetry.routes,
  analytics: config.analytics,
  owner: { routes: owner.routes, publisher: owner.publisher },
  ...(owner.privacyRoutes ? { privacy: owner.privacyRoutes } : {}),
  // An https public URL means every visitor arrives over TLS: browsers may then refuse plain HTTP.
  hsts: new URL(publicUrl).protocol === 'https:',
  // While the database is unreachable, writes are refused at once (503, Retry-After) rather than each waiting for the pool.
  ...(outage ? { outageGate: outageGate(outage) } : {}),
});
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
    // The owner's side first: its last lead counts and notifications still need the shared pool,
    // which ends with the lead API.
    close: () =>
      Promise.resolve(stopBackups())
        .then(() => owner.close())
        .then(() => leads.close())
        .finally(() => telemetry.close().finally(() => stores.close())),
  },
});
