import { createMemoryOutbox, createMemoryPersonalData, renderConfirmationPage } from '@rooted/lead-capture';
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { defaultSiteContent } from '@rooted/site-content';
import { createMemoryTelemetryStore } from '@rooted/telemetry';
import { openSiteDatabase } from '../database/site-db';
import { deskRoom } from '../desk/desk-routes';
import { createSqliteDeskStore } from '../desk/desk-store';
import { healthRoom } from '../desk/health-routes';
import { createSqliteLeadDays } from '../desk/lead-days';
import { createSqliteOwnerSettings } from '../desk/owner-settings';
import { settingsRoom } from '../desk/settings-routes';
import { frontPageRoom } from '../front-page/front-page-route';
import { mediaFiles, mediaRoom } from '../media/media-routes';
import { createSqliteMediaStore } from '../media/media-store';
import { privacyRoom } from '../privacy/privacy-desk-routes';
import { createPrivacyRoutes } from '../privacy/privacy-routes';
import { createPrivacyService } from '../privacy/privacy-service';
import { createSqlitePrivacyStore } from '../privacy/privacy-store';
import { testAdmin } from './owner-api';

/**
 * Every owner route over in-memory stores, for tests that walk the site's whole route map: the
 * owner's routes with the rooms of the route map, pictures and the Privacy section, and the
 * person's privacy routes signed with `secret`.
 */
export async function wholeOwnerApi(secret: string) {
  const db = openSiteDatabase(':memory:');
  const outbox = createMemoryOutbox();
  const personalData = createMemoryPersonalData({ outbox });
  const mails = createMemoryOutbox();
  const telemetry = createMemoryTelemetryStore();
  const desk = createSqliteDeskStore(db);
  const privacyStore = createSqlitePrivacyStore(db);
  const privacy = createPrivacyService({
    personalData,
    outbox,
    mail: { queue: async (job) => void (await mails.add(job)) },
    telemetry,
    store: privacyStore,
    desk,
  });
  const deliveryStatus = () => ({ state: 'unconfigured' as const, pause: null });
  const mediaStore = createSqliteMediaStore(db);
  const rooms = {
    desk: deskRoom({ outbox, leads: outbox, deliveryStatus, store: desk }),
    health: healthRoom({ leadDays: createSqliteLeadDays(db), telemetry }),
    settings: settingsRoom({
      settings: createSqliteOwnerSettings(db),
      audit: (entry) => desk.record(entry),
      send: async () => ({ ok: false as const, problem: 'Not sent in tests.', kind: 'fix' as const }),
    }),
    frontPage: frontPageRoom({ leads: outbox, outbox, deliveryStatus, desk, privacy: privacyStore }),
    media: mediaRoom(mediaStore),
    privacy: privacyRoom({ service: privacy, personalData }),
  };
  const admin = await testAdmin(
    defaultSiteContent,
    {},
    {
      rooms,
      mediaFiles: mediaFiles(mediaStore),
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
