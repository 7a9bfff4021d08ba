import { createMemoryOutbox, createMemoryPersonalData, renderConfirmationPage } from '@rooted/lead-capture';
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { defaultSiteContent } from '@rooted/site-content';
import { createMemoryTelemetryStore } from '@rooted/telemetry';
import { openSiteDatabase } from '../database/site-db';
import { createSqliteDeskStore } from '../desk/desk-store';
import { createMediaRoutes } from '../media/media-routes';
import { createSqliteMediaStore } from '../media/media-store';
import { createPrivacyDeskRoutes } from '../privacy/privacy-desk-routes';
import { createPrivacyRoutes } from '../privacy/privacy-routes';
import { createPrivacyService } from '../privacy/privacy-service';
import { createSqlitePrivacyStore } from '../privacy/privacy-store';
import { testAdmin } from './owner-api';

/**
 * Every owner route over in-memory stores, for tests that walk the site's whole route map: the
 * owner's routes with pictures and the Privacy section, and the person's privacy routes signed
 * with `secret`.
 */
export async function wholeOwnerApi(secret: string) {
  const db = openSiteDatabase(':memory:');
  const outbox = createMemoryOutbox();
  const personalData = createMemoryPersonalData({ outbox });
  const mails = createMemoryOutbox();
  const privacy = createPrivacyService({
    personalData,
    outbox,
    mail: { queue: async (job) => void (await mails.add(job)) },
    telemetry: createMemoryTelemetryStore(),
    store: createSqlitePrivacyStore(db),
    desk: createSqliteDeskStore(db),
  });
  const admin = await testAdmin(
    defaultSiteContent,
    {},
    {
      media: createMediaRoutes(createSqliteMediaStore(db)),
      privacy: createPrivacyDeskRoutes({ service: privacy, personalData }),
    },
  );
  const privacyRoutes = createPrivacyRoutes({
    service: privacy,
    secrets: [secret],
    rateLimits: createMemoryRateLimitStore(),
    renderPage: (page) => renderConfirmationPage(page),
  });
  return { admin, privacyRoutes };
}
