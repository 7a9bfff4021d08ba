import type { TrustProxy } from '@rooted/server-kit';

/** Where the server keeps its state: one PostgreSQL database, or three SQLite files. */
export type DatabaseConfig =
  | {
      kind: 'postgres';
      /** `DATABASE_URL`; carries the password: never log it. */
      url: string;
      /** `DATABASE_SCHEMA`, default `public`. */
      schema: string;
    }
  | {
      kind: 'sqlite';
      /** Absolute paths (`LEADS_DB`, `TELEMETRY_DB`, `SITE_DB`, else beside each other in the data folder). */
      leadsPath: string;
      telemetryPath: string;
      sitePath: string;
    };

/**
 * Everything the server reads from its environment, parsed and checked once at start-up
 * ({@link loadServerConfig}). Parts of the server receive this object (or a part of it) and
 * never read `process.env` themselves.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** `PUBLIC_URL`, else the first allowed origin; the server's own address when both are unset. */
  publicUrl: string | undefined;
  /** `ALLOWED_ORIGINS`, normalised; `undefined` means the request's own host. */
  allowedOrigins: string[] | undefined;
  trustProxy: TrustProxy;
  database: DatabaseConfig;
  leads: {
    omnisendApiKey: string;
    omnisendApiUrl: string | undefined;
    /** Current first, then the one before the last rotation; empty: a generated secret is used. */
    signingSecrets: string[];
    doubleOptIn: boolean;
    powPrefix: string | undefined;
  };
  /** `OPERATOR_TOKEN` (formerly `LEADS_ADMIN_TOKEN`): the operator's bearer token (lead status, telemetry); none: those routes answer 404. */
  adminToken: string | undefined;
  telemetry: {
    retentionDays: number;
    sentry: { dsn: string; environment: string } | undefined;
  };
  /**
   * The owner's own mail server (`SMTP_URL`, a nodemailer connection URL that carries the
   * password: never log it) and the sender (`MAIL_FROM`); undefined: mail waits in its queue.
   */
  mail: { smtpUrl: string; from: string } | undefined;
  /** `CONTENT_BUILD_HOOK`: POSTed after every publish. */
  contentBuildHook: string | undefined;
  /**
   * `BACKUP_DIR` (absolute) and `BACKUP_KEEP_DAYS`: where the daily backups and the erasure ledger
   * go, and how many days of them stay. `BACKUP_SCHEDULE` (default on): off, the server makes no
   * backups of its own (a test server, or an operator who backs up with the CLI on a timer of theirs).
   */
  backup: { dir: string; keepDays: number; schedule: boolean };
  /** The client was built with analytics: the CSP allows its hosts. */
  analytics: boolean;
}
