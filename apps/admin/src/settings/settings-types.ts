/**
 * What the settings routes answer, as the owner's app reads it (the owner's API, server/desk/,
 * imports these types, so both sides keep one definition).
 */

/**
 * The notification webhook as the owner's page shows it: its host only. The whole address may
 * hold a secret token (a Slack webhook's path is one), so it is never sent back.
 */
export interface WebhookSetting {
  host: string;
  /** When it was set, and by whom. */
  at: number;
  owner: string;
}

/** How the signed-in owner hears from the site by email: each event, one summary a day, or not at all. */
export type EmailChoice = 'each' | 'daily' | 'off';

/** Where email stands: the server's mail (SMTP_URL) set up, paused and why in plain words, mails waiting. */
export interface EmailStatusView {
  configured: boolean;
  paused?: string;
  waiting: number;
}

/**
 * When the daily summary goes out: after this whole hour on the clocks of `timeZone` (the IANA
 * name her browser reports, e.g. `Europe/London`), so it keeps her morning through summer time.
 */
export interface SummaryTime {
  hour: number;
  timeZone: string;
}

/** `GET /api/admin/desk/settings`. */
export interface OwnerSettingsView {
  webhook: WebhookSetting | null;
  /** The signed-in owner's own choice, the hour of her summary, and email's state. */
  email: { choice: EmailChoice; summary: SummaryTime; status: EmailStatusView };
}

/** What a test message did: delivered, or why not in plain words. */
export type WebhookTestResult = { ok: true; status: number } | { ok: false; problem: string };
