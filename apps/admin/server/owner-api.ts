import type { NewLead } from '@rooted/lead-capture';
import { wireContent } from './content/content-wiring';
import { wireDesk } from './desk/desk-wiring';
import { wireFrontPage } from './front-page/front-page-wiring';
import type { MailStatus } from './mail/mail';
import { wireMail } from './mail/mail-wiring';
import type { OwnerEvent } from './mail/owner-mail-text';
import { mediaFiles, mediaRoom } from './media/media-routes';
import { NOTIFIED_KINDS } from './notifications/notification-text';
import { wireNotifications } from './notifications/notifications-wiring';
import { CONTENT_CATCH_UP_MS, type OwnerApiDeps } from './owner-api-deps';
import { createAdminRoutes } from './owner-routes';
import { createPrivacy } from './privacy/privacy-wiring';

export { CONTENT_CATCH_UP_MS, type OwnerApiDeps };

/**
 * The owner's side of the server, whole: sign-in and accounts, content and publishing (pages
 * re-rendered through the site), stories on a schedule, pictures, the desk, health, settings,
 * notifications and privacy requests. The site mounts `routes` (`/admin`, `/api/admin`, `/media`)
 * and `privacyRoutes` (the person's `/privacy/request` and `/privacy/confirm`), tells it of each
 * accepted lead, and calls `start()` before the first request: a deploy rebuilt the pages from
 * the data file, so the newest published version is rendered first.
 */
export async function createOwnerApi(deps: OwnerApiDeps) {
  const { stores, leads } = deps;
  const { schedule, publisher } = wireContent(deps);
  const { notifications, webhookPolicy, webhookFetch } = wireNotifications(deps);
  const { mail, ownerMail, notices, watch, siteName } = wireMail(deps, notifications);
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
  });

  const { leadDays, ...deskRooms } = wireDesk(deps, { mail, webhookPolicy, webhookFetch });
  const routes = createAdminRoutes({
    rooms: {
      ...deskRooms,
      frontPage: wireFrontPage(deps, mail),
      // Uploaded pictures live beside the content that names them: SITE_DB, or the shared database.
      media: mediaRoom(stores.media),
      ...(privacy ? { privacy: privacy.room } : {}),
    },
    mediaFiles: mediaFiles(stores.media),
    audit: (entry) => stores.desk.record({ at: Date.now(), ...entry }),
    accounts: stores.accounts,
    sessions: stores.sessions,
    signIn: stores.signIn,
    publisher,
    publicUrl: deps.request.publicUrl,
    ...(stores.rateLimits ? { rateLimits: stores.rateLimits } : {}),
    ...(deps.site.editor ? { editor: deps.site.editor } : {}),
    renderStoryMarkdown: deps.site.renderStoryMarkdown,
    ...(deps.site.renderStoryPage ? { renderStoryPage: deps.site.renderStoryPage } : {}),
    ...(ownerMail ? { ownerMail } : {}),
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
