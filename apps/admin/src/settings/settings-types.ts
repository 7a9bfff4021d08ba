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

/** `GET /api/admin/desk/settings`. */
export interface OwnerSettingsView {
  webhook: WebhookSetting | null;
}

/** What a test message did: delivered, or why not in plain words. */
export type WebhookTestResult = { ok: true; status: number } | { ok: false; problem: string };
