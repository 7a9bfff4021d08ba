import type { RateLimitStore } from '@rooted/server-kit';
import type { LeadList } from '@rooted/lead-capture';
import type { PostgresStores } from '@rooted/lead-capture/postgres';
import type { TelemetryStore } from '@rooted/telemetry';
import type { ContentVersions } from '../admin/content-versions';
import type { OwnerAccounts } from '../admin/owners';
import type { OwnerSessions } from '../admin/sessions';
import type { SignInStore } from '../admin/sign-in-store';
import type { MediaStore } from '../media/media-store';
import type { DeskStore } from '../desk/desk-store';
import type { LeadDays } from '../desk/lead-days';
import type { OwnerSettings } from '../desk/owner-settings';
import type { Outbox, PersonalDataStore } from '@rooted/lead-capture';
import type { PrivacyStore } from '../privacy/privacy-store';
import type { OutageWatch } from './outage-watch';

/** The owners' side of the stores: accounts, sessions, published versions and pictures. */
export interface OwnerStores {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  versions: ContentVersions;
  /** Passkeys, remembered devices, the owner's view of their sessions. */
  signIn: SignInStore;
  media: MediaStore;
  /** The owner's desk: the activity trail and the leads marked handled. */
  desk: DeskStore;
  /** Leads accepted per day and form, for the Health section. */
  leadDays: LeadDays;
  /** The owners' settings (the notification webhook). */
  settings: OwnerSettings;
  /** People's requests about their data, and the proofs of erasures. */
  privacy: PrivacyStore;
  /** On the shared database: the owner's list of leads (on SQLite the outbox itself lists them). */
  leadList?: LeadList;
  /** On a shared database: the sign-in limits every instance counts into. */
  rateLimits?: RateLimitStore;
  /** Several instances may publish: each must look for the others' publishes. */
  shared: boolean;
  /** On the shared database: hands an error to the outage watch; true when it was the outage (already logged). */
  reportOutage?: (error: unknown) => boolean;
}

/** Every store of the site server, on one PostgreSQL database or on the SQLite files. */
export interface SiteStores {
  /** For `createLeadCapture`: the shared stores, or the outbox file (opened on its own thread). */
  leads: { stores: PostgresStores } | { dbPath: string };
  telemetry: TelemetryStore;
  owners: OwnerStores;
  /** The owner's notifications of new leads: an outbox of their own (server/notifications/). */
  notifications: Outbox;
  /** The same queue searched for one person's data (an erasure removes their notifications); null in memory. */
  notificationsPersonalData: PersonalDataStore | null;
  /** On the shared database: its outage watch (stores log through `outage.quiet`); SQLite files have none. */
  outage?: OutageWatch;
  /** Closes what the lead API does not: the SQLite site file and the notifications' file. The shared pool closes with the lead API. */
  close(): void;
}

