/** sessionStorage key: the popup was shown in this tab. */
export const EXIT_INTENT_SHOWN_KEY = 'exit-intent-shown';
/** localStorage key: `{dismissedAt}` after a dismissal, `{subscribedAt}` after any newsletter signup. */
export const EXIT_INTENT_KEY = 'exit-intent';

type Area = 'local' | 'session';
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a key; private modes and blocked storage fall back to memory, so a blocked storage never breaks the page. */
export function readStored(kind: Area, key: string): string | null {
  try {
    const storage = area(kind);
    if (storage) return storage.getItem(key);
  } catch {
    // Fall through to memory.
  }
  return memory[kind].get(key) ?? null;
}

/** Writes a key; when storage throws (quota, private mode) the value lives in memory for this page. */
export function writeStored(kind: Area, key: string, value: string): void {
  try {
    const storage = area(kind);
    if (storage) {
      storage.setItem(key, value);
      return;
    }
  } catch {
    // Memory keeps it for this page view.
  }
  memory[kind].set(key, value);
}

/** Remembers a newsletter signup: the popup never shows again (`{subscribedAt}` is kept). */
export function recordNewsletterSignup(now: number = Date.now()): void {
  writeStored('local', EXIT_INTENT_KEY, JSON.stringify({ subscribedAt: new Date(now).toISOString() }));
}

/** Remembers a dismissal: the popup stays quiet for 30 days. A signup is never overwritten. */
export function recordExitIntentDismissed(now: number = Date.now()): void {
  if (readChoice().subscribedAt) return;
  writeStored('local', EXIT_INTENT_KEY, JSON.stringify({ dismissedAt: new Date(now).toISOString() }));
}

/** Marks the popup as shown in this tab. */
export function recordExitIntentShown(): void {
  writeStored('session', EXIT_INTENT_SHOWN_KEY, '1');
}

/** The visitor's stored choice; unparseable values count as none. */
export function readChoice(): { dismissedAt?: number; subscribedAt?: number } {
  const raw = readStored('local', EXIT_INTENT_KEY);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as { dismissedAt?: unknown; subscribedAt?: unknown };
    const time = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : Number.NaN);
    const out: { dismissedAt?: number; subscribedAt?: number } = {};
    const dismissed = time(value.dismissedAt);
    const subscribed = time(value.subscribedAt);
    if (!Number.isNaN(dismissed)) out.dismissedAt = dismissed;
    if (!Number.isNaN(subscribed)) out.subscribedAt = subscribed;
    return out;
  } catch {
    return {};
  }
}
