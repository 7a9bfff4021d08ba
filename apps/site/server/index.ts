import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { consoleLogger } from '@rooted/lead-capture';
import type { SqliteOutbox } from '@rooted/lead-capture/sqlite';
import { installGracefulShutdown } from '@rooted/lead-capture/node';
import { consoleTelemetryLogger } from '@rooted/telemetry';
import { createSiteApp } from './app';
import { createConfirmationRenderer } from './confirmation-page';
import { createFormPageRenderer } from './form-pages';
import { createOwnerAdmin } from './admin/owner-admin';
import { limitedCreateServer } from './http-limits';
import { loadServerConfig, ServerConfigError } from './config';
import { outageGate } from './database/outage-gate';
import { openSiteStores } from './database/open-site-stores';
import { createLeadApiOn } from './lead-api';
import { loadStaticFiles } from './static-files';
import { createLeadDayCounter } from './desk/lead-day-counter';
import { createTelemetryApiOn } from './telemetry-api';
import { createHealthRoutes } from './desk/health-routes';
import { createSettingsRoutes } from './desk/settings-routes';
import { createNotifications } from './notifications/notifications';
import { sendWebhook } from './notifications/webhook-send';
import { createPrivacy } from './privacy/privacy-wiring';
import { ledgerPath } from './backup/erasure-ledger';
import { startServerBackups } from './backup/server-backups';
import { createBackupRoutes } from './backup/backup-routes';

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
    return loadServerConfig({ ...process.env, ROOTED_BUILD_ANALYTICS: process.env.ROOTED_BUILD_ANALYTICS }, { dataDir, cwd: process.cwd() });
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
const stores = await openSiteStores(config.database, { erasureLedger: ledgerPath(config.backup.dir) }).catch((error: unknown) => {
  // A message without the URL: it may carry the database password.
  console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
// On the shared database an outage is logged once by its watch, not by every request that meets it.
const { outage } = stores;
// The owner's notifications of new leads: an outbox and delivery worker of their own, so a failing
// webhook never holds a lead and a missing Omnisend key never holds a notification.
const leadLogger = outage?.quiet(consoleLogger) ?? consoleLogger;
// Leads per day for the Health section, counted in memory and written once a second.
const leadDayCounter = createLeadDayCounter(stores.owners.leadDays, {
  onError: (error) => leadLogger.warn('Could not count leads for the Health section', { error: error instanceof Error ? error.message : String(error) }),
});
const notifications = createNotifications({ outbox: stores.notifications, settings: stores.owners.settings, logger: leadLogger });
const leads = createLeadApiOn(
  config,
  stores.leads,
  {
    publicUrl: serverUrl,
    renderConfirmationPage: createConfirmationRenderer(files),
    renderFormPage: createFormPageRenderer(files),
    // Neither holds up the visitor's answer; each logs its own failure.
    onAccepted: (lead) => {
      leadDayCounter.count(lead.data.kind, lead.createdAt);
      void notifications.accepted(lead);
    },
  },
  outage?.quiet(consoleLogger),
);
const telemetry = createTelemetryApiOn(config, stores.telemetry, outage?.quiet(consoleTelemetryLogger));
const renderConfirmationPage = createConfirmationRenderer(files);
// People's requests for a copy or the erasure of their data, and the owner's Privacy section.
const privacy = createPrivacy({
  leads,
  telemetry: stores.telemetry,
  owners: stores.owners,
  ...(stores.notificationsPersonalData ? { copies: [stores.notificationsPersonalData] } : {}),
  renderPage: renderConfirmationPage,
  trustProxy: config.trustProxy,
  ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
});
// Published content is rendered into the pages before the first request: a deploy rebuilt them
// from the data file.
const admin = await createOwnerAdmin({
  stores: stores.owners,
  contentBuildHook: config.contentBuildHook,
  distDir: fileURLToPath(new URL('..', import.meta.url)),
  files,
  trustProxy: config.trustProxy,
  ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
  publicUrl,
  desk: {
    outbox: leads.outbox,
    // On PostgreSQL the shared stores list the leads; the SQLite outbox lists its own.
    leads: stores.owners.leadList ?? (leads.outbox as SqliteOutbox),
    deliveryStatus: leads.worker.status,
    // A requeued lead is sent at once, not at the worker's next idle poll.
    onRequeued: () => leads.worker.kick(),
  },
  deskParts: [
    createHealthRoutes({ leadDays: leadDayCounter, telemetry: stores.telemetry }),
    createSettingsRoutes({ settings: stores.owners.settings, audit: (entry) => stores.owners.desk.record(entry), send: (url, text) => sendWebhook(url, text) }),
    createBackupRoutes(config),
  ],
  ...(privacy ? { privacy: privacy.deskRoutes } : {}),
});
await admin.start();
const stopPrivacySweep = privacy?.startSweeping();
// Daily backups of the SQLite files (none on PostgreSQL), and the mark a restore looks for.
const stopBackups = startServerBackups(config);
const app = createSiteApp({
  files,
  leads: leads.routes,
  confirmation: leads.confirmation,
  telemetry: telemetry.routes,
  analytics: config.analytics,
  admin: admin.routes,
  ...(privacy ? { privacy: privacy.routes } : {}),
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
    close: () => {
      admin.close();
      stopPrivacySweep?.();
      stopBackups();
      return notifications
        .close()
        .then(() => leads.close())
        .finally(() => leadDayCounter.close().finally(() => telemetry.close().finally(() => stores.close())));
    },
  },
});
