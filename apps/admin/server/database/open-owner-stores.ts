import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import { createSqliteContentVersions } from '../content/content-versions';
import { createSqliteDeskStore } from '../desk/desk-store';
import { createSqliteLeadDays } from '../desk/lead-days';
import { createSqliteOwnerSettings } from '../desk/owner-settings';
import { postgresDeskStoreOn, SITE_DESK_FEATURE } from '../desk/postgres-desk-store';
import { postgresLeadDaysOn, SITE_LEAD_DAYS_FEATURE } from '../desk/postgres-lead-days';
import { postgresOwnerSettingsOn, SITE_SETTINGS_FEATURE } from '../desk/postgres-owner-settings';
import { createSqliteMediaStore } from '../media/media-store';
import { postgresMediaStoreOn, SITE_MEDIA_FEATURE } from '../media/postgres-media-store';
import type { OwnerStores } from '../owner-stores';
import { postgresPrivacyStoreOn, SITE_PRIVACY_FEATURE } from '../privacy/postgres-privacy-store';
import { createSqlitePrivacyStore } from '../privacy/privacy-store';
import { createOwnerAccounts } from '../sign-in/owners';
import { createOwnerSessions } from '../sign-in/sessions';
import { createSqliteSignInStore } from '../sign-in/sign-in-store';
import { postgresSiteStoresOn, SITE_ADMIN_FEATURE } from './postgres-site-store';
import { openSiteDatabase } from './site-db';

/** The stores every owner feature keeps, whichever database holds them. */
type FeatureStores = Omit<OwnerStores, 'leadList' | 'rateLimits' | 'shared' | 'reportOutage'>;

/**
 * The owner's tables on PostgreSQL, one feature each (accounts and content, pictures, the desk,
 * leads per day, settings, privacy requests): the site migrates them with every other feature's
 * under one lock. A new owner feature adds its `PostgresFeature` here and its store below.
 */
export const OWNER_FEATURES: readonly PostgresFeature[] = [
  SITE_ADMIN_FEATURE,
  SITE_MEDIA_FEATURE,
  SITE_DESK_FEATURE,
  SITE_LEAD_DAYS_FEATURE,
  SITE_SETTINGS_FEATURE,
  SITE_PRIVACY_FEATURE,
];

/** Every owner store on the shared PostgreSQL pool (migrated with {@link OWNER_FEATURES}). */
export function postgresOwnerStoresOn(sql: Sql, schema: string): FeatureStores {
  return {
    ...postgresSiteStoresOn(sql, schema),
    media: postgresMediaStoreOn(sql, schema),
    desk: postgresDeskStoreOn(sql, schema),
    leadDays: postgresLeadDaysOn(sql, schema),
    settings: postgresOwnerSettingsOn(sql, schema),
    privacy: postgresPrivacyStoreOn(sql, schema),
  };
}

/**
 * Every owner store in the site's SQLite file (SITE_DB), opened on the main thread: small and
 * written rarely. `close` closes the file.
 */
export function openSqliteOwnerStores(path: string): { stores: FeatureStores; close(): void } {
  const db = openSiteDatabase(path);
  return {
    stores: {
      accounts: createOwnerAccounts(db),
      sessions: createOwnerSessions(db),
      versions: createSqliteContentVersions(db),
      signIn: createSqliteSignInStore(db),
      media: createSqliteMediaStore(db),
      desk: createSqliteDeskStore(db),
      leadDays: createSqliteLeadDays(db),
      settings: createSqliteOwnerSettings(db),
      privacy: createSqlitePrivacyStore(db),
    },
    close: () => db.close(),
  };
}
