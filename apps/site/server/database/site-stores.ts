import type { Outbox, PersonalDataStore } from '@rooted/lead-capture';
import type { PostgresStores } from '@rooted/lead-capture/postgres';
import type { TelemetryStore } from '@rooted/telemetry';
import type { OwnerStores } from '@rooted/admin/server';
import type { OutageWatch } from './outage-watch';

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
  /** The site's own mail (SMTP): an outbox of its own (mail.db, or a schema of its own). */
  mail: Outbox;
  /** The same queue searched for one person's data (an erasure reaches queued mail about them); null in memory. */
  mailPersonalData: PersonalDataStore | null;
  /** On the shared database: its outage watch (stores log through `outage.quiet`); SQLite files have none. */
  outage?: OutageWatch;
  /** Closes what the lead API does not: the SQLite site file and the notifications' file. The shared pool closes with the lead API. */
  close(): void;
}
