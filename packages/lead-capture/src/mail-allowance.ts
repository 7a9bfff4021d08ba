import type { RateLimitResult, RateLimitStore } from '@rooted/server-kit';
import { digests } from './bot-defence/digests.js';

const encoder = new TextEncoder();

const DAY_MS = 86_400_000;

/** Confirmation mails one address may be sent a day: the first signup's mail is the one to open. */
export const CONFIRMATION_MAILS_PER_ADDRESS = { limit: 1, windowMs: DAY_MS } as const;
/**
 * Mails of every kind the site's forms may cause to one address a day (signup confirmations and
 * privacy-request links together): whoever types a stranger's address into every form in turn
 * still fills no inbox. Today the kinds' own allowances (one confirmation, three privacy
 * requests) add up to it; it is what bounds any kind of visitor-caused mail added later.
 */
export const MAILS_PER_ADDRESS = { limit: 4, windowMs: DAY_MS } as const;

/** The kinds of mail a visitor's form causes, each with its own daily allowance per address. */
export type VisitorMail = 'confirmation' | 'privacy-request';

/**
 * The address as the counters know it: a hash, so the rate-limit store (shared, swept only as its
 * windows end) never holds a readable address that an erasure would have to find.
 */
export async function addressKey(email: string): Promise<string> {
  // node:crypto where there is one: a Web Crypto digest on Node is a thread-pool job and a promise,
  // and was the largest single cost of a lead on the main thread in the bench's profile.
  const bytes = await digests.sha256(encoder.encode(email.trim().toLowerCase()));
  return Array.from(bytes.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Spends one mail of `kind` to `email` from the address's allowances: the kind's own (`ownRule`,
 * default one confirmation a day) and the total across kinds ({@link MAILS_PER_ADDRESS}). Not
 * allowed when either is spent (with the wait until the first of them frees one): the caller then
 * sends nothing new. A store that cannot count lets the mail
 * through (as the forms' flood guards do): losing a person's confirmation is worse than one mail
 * too many while the database is down.
 */
export async function spendMailAllowance(
  store: RateLimitStore,
  email: string,
  kind: VisitorMail,
  at: number,
  ownRule: { limit: number; windowMs: number } = CONFIRMATION_MAILS_PER_ADDRESS,
): Promise<RateLimitResult> {
  const key = await addressKey(email);
  try {
    // The kind's own allowance first: a repeated signup never spends the total that a privacy request needs.
    const own = await store.hit(`mail|${kind}|${key}`, at, ownRule);
    if (!own.allowed) return own;
    return await store.hit(`mail|any|${key}`, at, MAILS_PER_ADDRESS);
  } catch {
    return { allowed: true };
  }
}
