import type { ConfirmationPage, LeadList, LeadLogger, NewLead, Outbox, PersonalDataStore } from '@rooted/lead-capture';
import type { LeadCapture } from '@rooted/lead-capture/node';
import type { TrustProxy } from '@rooted/server-kit';
import type { SiteContent } from '@rooted/site-content';
import type { TelemetryStore } from '@rooted/telemetry';
import { createContentPublisher, type ContentPublisher } from './content/content-publisher';
import { createStorySchedule, SCHEDULE_PUBLISHER, type StorySchedule } from './content/story-schedule';
import { createDeskRoutes } from './desk/desk-routes';
import type { BackupStatusSource } from './desk/backups';
import { createHealthRoutes } from './desk/health-routes';
import { createLeadDayCounter } from './desk/lead-day-counter';
import { createSettingsRoutes } from './desk/settings-routes';
import { createFrontPageRoutes } from './front-page/front-page-route';
import { createMail, type MailStatus } from './mail/mail';
import { mailJob, requestOfAnswer } from './mail/mail-job';
import type { OwnerEvent } from './mail/owner-mail-text';
import { createOwnerNotices } from './mail/owner-notices';
import { createOwnerWatch } from './mail/owner-watch';
import { createMediaRoutes } from './media/media-routes';
import { createNotifications } from './notifications/notifications';
import { NOTIFIED_KINDS } from './notifications/notification-text';
import { loopbackSite, webhookHostAllowed } from './notifications/webhook-address';
import { guardedFetch } from './notifications/webhook-agent';
import { sendWebhook } from './notifications/webhook-send';
import { createAdminRoutes, type EditorFiles } from './owner-routes';
import type { OwnerStores } from './owner-stores';
import { confirmationMail } from './privacy/privacy-mail';
import { deadlineOf } from './privacy/privacy-service';
import { createPrivacy } from './privacy/privacy-wiring';
import type { OwnerMail } from './sign-in/owner-mail';

/**
 * How often an instance on PostgreSQL checks for a version another instance published (one
 * indexed read of the newest id) and re-renders its pages: visitors of this instance see a
 * publish at most this much later.
 */
export const CONTENT_CATCH_UP_MS = 5_000;

/** What the site hands the owner's API: its stores, its lead API, and what only the site can do. */
export interface OwnerApiDeps {
  /** Owners, sessions, versions, pictures, the desk, settings and privacy: SITE_DB or the shared database. */
  stores: OwnerStores;
  /** The lead API: its outbox and worker (the desk, requeue, erasure), its signing secrets (privacy links). */
  leads: LeadCapture<Outbox>;
  /** The owner's list of leads: the shared database's, or the SQLite outbox listing its own. */
  leadList: LeadList;
  /** Error reports and field vitals, for the Health section and erasures. */
  telemetry: TelemetryStore;
  /** The notifications' own outbox, and the same queue searched for one person's data (null in memory). */
  notifications: { outbox: Outbox; personalData: PersonalDataStore | null };
  /**
   * The site's own mail: its outbox (mail.db, or a schema of its own), the same queue searched for
   * one person's data, and the owner's SMTP server (`SMTP_URL`, `MAIL_FROM`; absent, mail waits).
   */
  mail: { outbox: Outbox; personalData: PersonalDataStore | null; smtp?: { url: string; from: string } | undefined };
  /** What the site renders and serves. */
  site: {
    /** The content the build's pages were rendered from (the data file). */
    baseline: SiteContent;
    /** Renders every page of `content` and puts them in front of visitors (a publish, a scheduled story). */
    renderPages(content: SiteContent): Promise<void>;
    /** A story body as its page shows it, for the Stories section's preview. */
    renderStoryMarkdown(markdown: string): string;
    /** A page in the site's look (a privacy request confirmed, refused). */
    renderPage(page: ConfirmationPage): string;
    /** The editor's build; absent, `/admin` says it is not built. */
    editor?: EditorFiles;
  };
  /** Request policy, from the server's configuration. */
  request: {
    trustProxy: TrustProxy;
    allowedOrigins?: readonly string[] | undefined;
    /** The site's public URL: passkeys belong to its host, setup links use it. */
    publicUrl: string;
  };
  /** With static hosting: a URL POSTed after every publish so the host rebuilds. */
  contentBuildHook?: string | undefined;
  /** Where background failures are told (counting leads, notifications). */
  logger: LeadLogger;
  /** Default {@link CONTENT_CATCH_UP_MS}; only on a shared database. */
  catchUpMs?: number;
  /**
   * The site's backups, read when asked: Health shows them, the front page lists a failed or late
   * one, and the owners are emailed of it. Absent (or undefined): this server keeps no backups.
   */
  backupStatus?: BackupStatusSource;
}

/**
 * The owner's side of the server, whole: sign-in and accounts, content and publishing (pages
 * re-rendered through the site), stories on a schedule, pictures, the desk, health, settings,
 * notifications and privacy requests. The site mounts `routes` (`/admin`, `/api/admin`, `/media`)
 * and `privacyRoutes` (the person's `/privacy/request` and `/privacy/confirm`), tells it of each
 * accepted lead, and calls `start()` before the first request: a deploy rebuilt the pages from
 * the data file, so the newest published version is rendered first.
 */
export async function createOwnerApi(deps: OwnerApiDeps) {
  const { stores, leads, logger } = deps;
  // Scheduled stories go public at their time without anyone publishing: the server wakes then,
  // marks them published (once, whichever instance wakes first) and re-renders. Every render below
  // re-arms it from the content it rendered; the publisher it wakes is made below, before any render.
  const schedule: StorySchedule = createStorySchedule({
    wake: async (now) => {
      const version = await publisher.publishDue(new Date(now));
      if (version)
        await stores.desk.record({
          at: Date.now(),
          owner: SCHEDULE_PUBLISHER,
          action: 'published',
          detail: `Published version ${version.id}: stories scheduled for this time went live.`,
        });
    },
    onError: (error) => {
      if (stores.reportOutage?.(error)) return;
      console.error(
        'content: could not publish the stories due now; trying again in a minute:',
        error instanceof Error ? error.message : error,
      );
    },
  });
  const publisher: ContentPublisher = createContentPublisher({
    versions: stores.versions,
    baseline: deps.site.baseline,
    render: async (content) => {
      await deps.site.renderPages(content);
      schedule.arm(content);
    },
    ...(deps.contentBuildHook ? { buildHook: deps.contentBuildHook } : {}),
  });

  // Leads per day for the Health section, counted in memory and written once a second.
  const leadDays = createLeadDayCounter(stores.leadDays, {
    onError: (error) =>
      logger.warn('Could not count leads for the Health section', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  // The owner's notifications of new leads: an outbox and delivery worker of their own, so a failing
  // webhook never holds a lead and a missing Omnisend key never holds a notification.
  // Webhooks reach the public internet only, checked when set and again as each connection opens
  // (a name can be pointed elsewhere later); this machine only for a development site on it.
  const webhookPolicy = { allowLoopback: loopbackSite(deps.request.publicUrl) };
  const webhookFetch = guardedFetch(webhookPolicy);
  const notifications = createNotifications({
    outbox: deps.notifications.outbox,
    settings: stores.settings,
    logger,
    fetch: webhookFetch,
  });
  const { allowedOrigins, trustProxy, publicUrl } = deps.request;
  const siteName = new URL(publicUrl).host;
  // Mail that is not marketing, through the owner's own server: owner notices, privacy mails.
  const mail = createMail({
    outbox: deps.mail.outbox,
    personalData: deps.mail.personalData,
    smtp: deps.mail.smtp,
    logger,
    render: (lead) => confirmationMail(lead, { publicUrl, secrets: leads.signingSecrets, siteName }),
    onSent: async (lead) => {
      const requestId = requestOfAnswer(lead.id);
      if (requestId) await stores.privacy.noteAnswerSent(requestId, Date.now());
    },
  });
  // Mail to one owner (another owner's setup link, a notice that their account changed) goes through
  // the same durable queue, only once the owner's mail server is set up: without it a setup link is
  // shown to the owner who asked, after they proved who they are.
  const ownerMail: OwnerMail | undefined = deps.mail.smtp
    ? {
        send: (to, subject, text) =>
          mail.queue(mailJob(`owner-${crypto.randomUUID()}`, to, { to, subject, text }, Date.now())),
      }
    : undefined;
  const notices = createOwnerNotices({ mail, accounts: stores.accounts, settings: stores.settings, publicUrl });
  const watch = createOwnerWatch({
    notices,
    mail,
    accounts: stores.accounts,
    settings: stores.settings,
    privacy: stores.privacy,
    leads,
    leadList: deps.leadList,
    webhook: notifications,
    publicUrl,
    deadline: deadlineOf,
    backups: deps.backupStatus,
  });
  const privacy = createPrivacy({
    leads,
    telemetry: deps.telemetry,
    owners: stores,
    // Copies of a person's data held for a while: notifications and queued mail about them.
    copies: [deps.notifications.personalData, deps.mail.personalData].filter((copy) => copy !== null),
    mail,
    siteName,
    onConfirmed: (request) =>
      void notices.notifyOwners({
        kind: 'privacy-request',
        requestId: request.id,
        requestKind: request.kind,
        deadline: request.deadline,
      }),
    renderPage: deps.site.renderPage,
    trustProxy,
    ...(allowedOrigins ? { allowedOrigins } : {}),
  });

  const desk = createDeskRoutes({
    outbox: leads.outbox,
    leads: deps.leadList,
    deliveryStatus: leads.worker.status,
    store: stores.desk,
    // A requeued lead is sent at once, not at the worker's next idle poll.
    onRequeued: () => leads.worker.kick(),
  });
  desk.route(
    '/',
    createFrontPageRoutes({
      leads: deps.leadList,
      outbox: leads.outbox,
      deliveryStatus: leads.worker.status,
      desk: stores.desk,
      privacy: stores.privacy,
      // Where the owner's email stands: not set up, paused and why, mails waiting.
      mail,
      backups: deps.backupStatus,
    }),
  );
  desk.route('/', createHealthRoutes({ leadDays, telemetry: deps.telemetry, backups: deps.backupStatus }));
  desk.route(
    '/',
    createSettingsRoutes({
      settings: stores.settings,
      audit: (entry) => stores.desk.record(entry),
      send: (url, text) => sendWebhook(url, text, { fetch: webhookFetch }),
      addressAllowed: (url) => webhookHostAllowed(url, webhookPolicy),
      mailStatus: () => mail.status(),
    }),
  );

  const routes = createAdminRoutes({
    // Uploaded pictures live beside the content that names them: SITE_DB, or the shared database.
    media: createMediaRoutes(stores.media),
    audit: (entry) => stores.desk.record({ at: Date.now(), ...entry }),
    desk,
    ...(privacy ? { privacy: privacy.deskRoutes } : {}),
    accounts: stores.accounts,
    sessions: stores.sessions,
    signIn: stores.signIn,
    publisher,
    publicUrl: deps.request.publicUrl,
    ...(stores.rateLimits ? { rateLimits: stores.rateLimits } : {}),
    ...(deps.site.editor ? { editor: deps.site.editor } : {}),
    renderStoryMarkdown: deps.site.renderStoryMarkdown,
    ...(ownerMail ? { ownerMail } : {}),
    trustProxy,
    ...(allowedOrigins ? { allowedOrigins } : {}),
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  let stopSweeping: (() => void) | undefined;
  let stopWatching: (() => void) | undefined;
  return {
    routes,
    /** The person's privacy routes; null when the lead stores cannot search one person's data (in memory). */
    privacyRoutes: privacy?.routes ?? null,
    publisher,
    /** Tells the owner's side of a lead the visitor's answer already holds: counted, notified. Never throws. */
    leadAccepted(lead: NewLead): void {
      leadDays.count(lead.data.kind, lead.createdAt);
      void notifications.accepted(lead);
      if (NOTIFIED_KINDS.has(lead.data.kind)) void notices.notifyOwners({ kind: 'lead', data: lead.data });
    },
    /** Email as the owner's front page tells it: set up or not, paused and why, mails waiting. */
    mail: { status: (): Promise<MailStatus> => mail.status() },
    /**
     * Tells the owners of an event by email, as each chose in Settings. `key` names the cause, so
     * one cause raised twice is mailed once. Never throws, never waits for the mail server.
     */
    notifyOwners: (event: OwnerEvent, key?: string): Promise<void> => notices.notifyOwners(event, key),
    async start() {
      await publisher.renderCurrent();
      // Before the first publish the pages show the data file: its stories may be scheduled too.
      if ((await publisher.versions.currentId()) === null) schedule.arm(deps.site.baseline);
      stopSweeping ??= privacy?.startSweeping();
      stopWatching ??= watch.start(undefined, (error) => {
        if (stores.reportOutage?.(error)) return;
        console.error(
          'Email: could not check for reminders and problems to tell the owners:',
          error instanceof Error ? error.message : error,
        );
      });
      if (!stores.shared || timer) return;
      // Another instance's publish reaches this one's pages on the next check.
      timer = setInterval(() => {
        publisher.catchUp().catch((error: unknown) => {
          // An unreachable database is logged once by its outage watch, not every few seconds here.
          if (stores.reportOutage?.(error)) return;
          console.error(
            'content: could not check for a newer version:',
            error instanceof Error ? error.message : error,
          );
        });
      }, deps.catchUpMs ?? CONTENT_CATCH_UP_MS);
      timer.unref();
    },
    /** Stops the timers, then the notifications' and the mail's workers, then writes the last lead counts. */
    async close() {
      clearInterval(timer);
      schedule.close();
      stopSweeping?.();
      stopWatching?.();
      await notifications.close();
      await mail.close();
      await leadDays.close();
    },
  };
}

/** The owner's API as the site mounts it. */
export type OwnerApi = Awaited<ReturnType<typeof createOwnerApi>>;
