/** How long a submission's idempotency key is honoured by default: a browser retries within minutes, 24 h is ample. */
export const IDEMPOTENCY_WINDOW_MS = 86_400_000;

/** Result of {@link parseIdempotencyKey}. */
export type IdempotencyKeyResult = { ok: true; key: string | undefined } | { ok: false };

const MAX_KEY_LENGTH = 128;

/**
 * Reads the `Idempotency-Key` request header: absent → no key; a token of 1–128 characters
 * (letters, digits, `-`, `_`, `.`, `:`), optionally quoted as the IETF draft's structured-field
 * string, → the key; anything else → invalid. The browser sends one random UUID per submission
 * and the same one on its retries, so a retry after a lost answer stores nothing new.
 * Checked character by character: no pattern can cost more than linear time here.
 */
export function parseIdempotencyKey(header: string | null): IdempotencyKeyResult {
  if (header === null) return { ok: true, key: undefined };
  let key = header.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return { ok: false };
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    const allowed =
      (code >= 48 && code <= 58) || // 0-9 and ':'
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 45 || // -
      code === 46 || // .
      code === 95; // _
    if (!allowed) return { ok: false };
  }
  return { ok: true, key };
}
