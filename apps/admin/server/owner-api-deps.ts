import type { BackupStatusSource } from './desk/backups';
import type { ConfirmationPage, LeadList, LeadLogger, Outbox, PersonalDataStore } from '@rooted/lead-capture';
import type { LeadCapture } from '@rooted/lead-capture/node';
import type { SiteContent } from '@rooted/site-content';
import type { TelemetryStore } from '@rooted/telemetry';
import type { RenderStoryPage } from './content/story-page-preview';
import type { EditorFiles } from './owner-routes';
import type { OwnerStores } from './owner-stores';

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
    /**
     * A story's whole page from draft content, in a theme, as a visitor will see it (nothing written
     * or published), for the story form's Preview; undefined when no story has the slug.
     */
    renderStoryPage?: RenderStoryPage;
    /** A page in the site's look (a privacy request confirmed, refused). */
    renderPage(page: ConfirmationPage): string;
    /** The editor's build; absent, `/admin` says it is not built. */
    editor?: EditorFiles;
  };
  /**
   * Where requests come to. How they are read (proxy trust, allowed origins) is not handed in: the
   * site sets it once per request (`requestPolicy` of `@rooted/server-kit`) and every route reads it there.
   */
  request: {
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
