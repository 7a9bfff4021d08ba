/** The `Idempotency-Key` of one form's submissions. */
export interface IdempotencyKeys {
  /** The key for a submission of `body` (the serialised lead). */
  keyFor(body: string): string;
  /** The submission was stored: the next one is new. */
  succeeded(): void;
}

/**
 * One `Idempotency-Key` per submission. A form sent again with exactly the same values after a
 * failure (the visitor's retry: the answer may have been lost after the server stored the lead)
 * reuses the key, so the server answers the original 202 and stores nothing twice. Changed
 * values, or a new submission after a success, get a fresh key.
 */
export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  let pending: { body: string; key: string } | null = null;
  return {
    keyFor(body: string): string {
      if (pending?.body !== body) pending = { body, key: newKey() };
      return pending.key;
    },
    succeeded(): void {
      pending = null;
    },
  };
}

/** A random UUID v4. `crypto.randomUUID` exists only in secure contexts, so plain-HTTP previews fall back. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
