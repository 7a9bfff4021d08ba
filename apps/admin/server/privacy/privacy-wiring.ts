import type { LeadCapture } from '@rooted/lead-capture/node';
import type { NewLead, Outbox, PersonalDataStore } from '@rooted/lead-capture';
import { createMemoryRateLimitStore, type RateLimitStore } from '@rooted/server-kit';
import type { TelemetryStore } from '@rooted/telemetry';
import type { OwnerStores } from '../owner-stores';
import type { ConfirmationPage } from '@rooted/lead-capture';
import { privacyRoom } from './privacy-desk-routes';
import { createPrivacyRoutes } from './privacy-routes';
import { createPrivacyService, type PrivacyServiceOptions } from './privacy-service';

/** What the site server hands the privacy side: the lead API, telemetry, the owners' stores and the look. */
export interface PrivacyWiringOptions {
  leads: LeadCapture<Outbox>;
  telemetry: TelemetryStore;
  owners: OwnerStores;
  /** Copies of leads kept for a while (the notifications' queue), erased with the leads. */
  copies?: readonly PersonalDataStore[];
  renderPage: (page: ConfirmationPage) => string;
  /** The site's own mail: confirmation links and answers to requesters. */
  mail: { queue(job: NewLead): Promise<void> };
  siteName?: string;
  onConfirmed?: PrivacyServiceOptions['onConfirmed'];
}

/**
 * The privacy side of the server: the person's routes (for the site app) and the owner's (for the
 * owners' routes), over one service. Null when the lead stores cannot search one person's data
 * (an in-memory database).
 */
export function createPrivacy(options: PrivacyWiringOptions) {
  const { leads, owners } = options;
  const personalData = leads.personalData;
  if (!personalData) return null;
  const service = createPrivacyService({
    personalData,
    ...(options.copies ? { copies: options.copies } : {}),
    outbox: leads.outbox,
    mail: options.mail,
    ...(options.siteName ? { siteName: options.siteName } : {}),
    ...(options.onConfirmed ? { onConfirmed: options.onConfirmed } : {}),
    telemetry: options.telemetry,
    store: owners.privacy,
    desk: owners.desk,
    kick: () => leads.worker.kick(),
  });
  const rateLimits: RateLimitStore = owners.rateLimits ?? createMemoryRateLimitStore();
  return {
    service,
    routes: createPrivacyRoutes({
      service,
      secrets: leads.signingSecrets,
      rateLimits,
      renderPage: options.renderPage,
    }),
    room: privacyRoom({ service, personalData }),
    /** Runs the requests' retention now and every hour; returns the function that stops it. */
    startSweeping(everyMs = 3_600_000): () => void {
      const sweep = () =>
        void service
          .sweep()
          .catch((error: unknown) =>
            console.error('privacy: retention sweep failed:', error instanceof Error ? error.message : error),
          );
      sweep();
      const timer = setInterval(sweep, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
