/** The `localStorage` key of the visitor's analytics choice (listed in content/legal/storage-keys.ts). */
export const CONSENT_KEY = 'cookie-consent';

/** The visitor's answer, when it was given and to which revision of the cookie policy. */
export interface ConsentRecord {
  choice: 'accepted' | 'rejected';
  /** ISO time of the answer. */
  at: string;
  /** The cookie policy's `revised` date the visitor answered. */
  revision: string;
}

/**
 * The stored answer to this policy `revision`, or null: none given, unreadable storage or record,
 * or an answer to an older revision (a changed policy asks again).
 */
export function readConsent(
  revision: string,
  storage: Storage | undefined = globalThis.localStorage,
): ConsentRecord | null {
  try {
    const parsed = JSON.parse(storage?.getItem(CONSENT_KEY) ?? 'null') as Partial<ConsentRecord> | null;
    if (!parsed || (parsed.choice !== 'accepted' && parsed.choice !== 'rejected') || typeof parsed.at !== 'string')
      return null;
    return parsed.revision === revision ? (parsed as ConsentRecord) : null;
  } catch {
    return null;
  }
}

/** Stores an answer; a browser that refuses storage gets the banner again next visit, nothing worse. */
export function writeConsent(
  choice: ConsentRecord['choice'],
  revision: string,
  now = new Date(),
  storage: Storage | undefined = globalThis.localStorage,
): ConsentRecord {
  const record: ConsentRecord = { choice, at: now.toISOString(), revision };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota.
  }
  return record;
}

/** The `href` of every "Cookie settings" link (footer, cookies page): a click reopens the banner. */
export const COOKIE_SETTINGS_HREF = '#cookie-settings';
