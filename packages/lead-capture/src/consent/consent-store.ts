import type { LeadConsent, LeadData } from '../lead.js';

/** A signup waiting for its confirmation click (double opt-in). */
export interface PendingSignup {
  /** The signup lead's id; the confirmation link names it. */
  id: string;
  /** The lead as submitted (email, form, name), to subscribe once confirmed. */
  data: LeadData;
  /** The consent record taken when the form was sent. */
  consent: LeadConsent;
  /** When the confirmation mail was requested (epoch ms). */
  requestedAt: number;
  /** When the link stops working (epoch ms). */
  expiresAt: number;
  /** When the visitor confirmed (epoch ms), or null while pending. */
  confirmedAt: number | null;
}

/**
 * Server state of double opt-in: which signups wait for confirmation and which were confirmed, so
 * a link works once. Implementations: in memory (tests, one process) and SQLite (in the leads
 * database); another store only has to keep these three operations.
 */
export interface ConsentStore {
  /** Records a pending signup; a second call for the same id changes nothing (delivery retries). */
  savePending(signup: Omit<PendingSignup, 'confirmedAt'>): Promise<void>;
  /** The signup, or null when the id is unknown (or was purged). */
  get(id: string): Promise<PendingSignup | null>;
  /** Marks the signup confirmed at `at` unless it already was; resolves to whether this call did it. */
  markConfirmed(id: string, at: number): Promise<boolean>;
  /**
   * Deletes signups never confirmed whose link expired before `before` (epoch ms), with their
   * personal data. Confirmed ones stay: they are the proof of what the subscriber agreed to.
   */
  purgeExpired(before: number): Promise<number>;
  /**
   * Deletes confirmed signups confirmed before `before` (epoch ms): the proof of consent is kept
   * for a stated period (three years by default, see `createLeadCapture`), not for ever.
   */
  purgeConfirmed(before: number): Promise<number>;
  close(): Promise<void>;
}

/** The in-memory {@link ConsentStore}, with what tests and the erasure of one person's data read. */
export interface MemoryConsentStore extends ConsentStore {
  /** Every signup. */
  all(): PendingSignup[];
  /** Deletes these signups; resolves to how many. */
  forget(ids: readonly string[]): number;
}

/** A {@link ConsentStore} in memory: nothing survives the process. For tests and single-process trials. */
export function createMemoryConsentStore(): MemoryConsentStore {
  const signups = new Map<string, PendingSignup>();
  return {
    async savePending(signup) {
      if (!signups.has(signup.id)) signups.set(signup.id, structuredClone({ ...signup, confirmedAt: null }));
    },
    async get(id) {
      const found = signups.get(id);
      return found ? structuredClone(found) : null;
    },
    async markConfirmed(id, at) {
      const found = signups.get(id);
      if (!found || found.confirmedAt !== null) return false;
      found.confirmedAt = at;
      return true;
    },
    async purgeExpired(before) {
      let count = 0;
      for (const [id, signup] of signups) {
        if (signup.confirmedAt === null && signup.expiresAt < before) {
          signups.delete(id);
          count += 1;
        }
      }
      return count;
    },
    async purgeConfirmed(before) {
      let count = 0;
      for (const [id, signup] of signups) {
        if (signup.confirmedAt !== null && signup.confirmedAt < before && signups.delete(id)) count += 1;
      }
      return count;
    },
    async close() {},
    all: () => [...signups.values()].map((signup) => structuredClone(signup)),
    forget: (ids) => ids.reduce((deleted, id) => deleted + (signups.delete(id) ? 1 : 0), 0),
  };
}
