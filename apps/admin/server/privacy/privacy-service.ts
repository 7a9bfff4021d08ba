import { createHash, randomBytes } from 'node:crypto';
import {
  ERASED_TAG,
  erasureJob,
  isUpdateJob,
  normalizeAddress,
  PRIVACY_REQUEST_TTL_MS,
  requestConfirmationJob,
  type ErasureCounts,
  type NewLead,
  type Outbox,
  type PersonalData,
  type PersonalDataStore,
  type PrivacyRequestKind,
} from '@rooted/lead-capture';
import { mentionForms, type ErrorGroup, type TelemetryStore } from '@rooted/telemetry';
import type { DeskStore } from '../desk/desk-store';
import { answerMail } from './privacy-mail';
import type { PrivacyRequest, PrivacyStore } from './privacy-store';

/** Everything held about one address: the lead stores' records and any error report that names it. */
export interface PrivacyExport extends PersonalData {
  /** ISO time of the export. */
  exportedAt: string;
  errorReports: ErrorGroup[];
}

/** What an erasure did, and the step left for the owner. */
export interface ErasureOutcome extends ErasureCounts {
  errorReports: number;
  requests: number;
  /** The one thing our server cannot do: Omnisend's API has no delete. */
  manualStep: string;
}

/** The step an owner takes by hand after every erasure. */
export const OMNISEND_MANUAL_STEP = `In Omnisend, open Audience, find the contact by its email address (or filter by the tag "${ERASED_TAG}") and delete it. We have already set it to unsubscribed.`;

/** What the service needs: the lead stores, telemetry, the desk's trail and its own store. */
export interface PrivacyServiceOptions {
  personalData: PersonalDataStore;
  /**
   * Stores that hold copies of leads for a while (the owner's notifications' queue): an erasure
   * removes the address from them too, though a download does not list them twice.
   */
  copies?: readonly PersonalDataStore[];
  /** The leads' outbox: an erasure's unsubscribe goes to Omnisend through it. */
  outbox: Outbox;
  /**
   * The site's own mail (SMTP): a request's confirmation link and the answer to the requester.
   * Never Omnisend, which carries marketing only: a request about an address it does not know
   * must not make it a contact there.
   */
  mail: { queue(job: NewLead): Promise<void> };
  /** The site as its visitors know it, for the requester's answer. */
  siteName?: string;
  /** A request was confirmed: the owners are told (by email, with its due date). Never throws. */
  onConfirmed?: (request: PrivacyRequest & { deadline: number }) => void;
  telemetry: Pick<TelemetryStore, 'errorsMentioning' | 'eraseMentions'>;
  store: PrivacyStore;
  desk: Pick<DeskStore, 'record'>;
  /** Wakes the delivery worker, so the mail or the unsubscribe is sent at once. */
  kick?: () => void;
  now?: () => number;
  newId?: () => string;
}

const DAY_MS = 86_400_000;
/** How long an answered request keeps its address (for a second download, or a question about it). */
export const ANSWERED_REQUEST_KEEP_MS = 30 * DAY_MS;

/** One month, as the law counts the answer to a request: the same day of the next month. */
export function deadlineOf(confirmedAt: number): number {
  const date = new Date(confirmedAt);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  // The 31st of a shorter month is its last day.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/** `sha256(salt + address)` in hex, with a fresh salt: what a proof keeps of an address. */
export function hashAddress(
  address: string,
  salt = randomBytes(16).toString('hex'),
): { addressHash: string; salt: string } {
  return {
    addressHash: createHash('sha256')
      .update(salt + normalizeAddress(address))
      .digest('hex'),
    salt,
  };
}

/**
 * Privacy requests end to end: a person asks (a confirmation mail through the site's own mail), confirms
 * by the link, and the owner downloads the data or erases it. The activity trail names requests
 * by id and erasures by their proof's hash, never by the address.
 */
/** Error groups mentioning the address in any of its encoded forms, each group once. */
async function mentioningAnyForm(telemetry: Pick<TelemetryStore, 'errorsMentioning'>, address: string) {
  const found = new Map<string, ErrorGroup>();
  for (const form of mentionForms(address))
    for (const group of await telemetry.errorsMentioning(form)) found.set(group.fingerprint, group);
  return [...found.values()];
}

export function createPrivacyService(options: PrivacyServiceOptions) {
  const { personalData, outbox, telemetry, store, desk } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const siteName = { siteName: options.siteName ?? 'our site' };

  return {
    /** Records an unconfirmed request and queues the mail with its link. Changes nothing else. */
    async request(kind: PrivacyRequestKind, address: string): Promise<string> {
      const at = now();
      const id = newId();
      await store.create({
        id,
        kind,
        address: normalizeAddress(address),
        requestedAt: at,
        expiresAt: at + PRIVACY_REQUEST_TTL_MS,
      });
      await options.mail.queue(requestConfirmationJob({ id, kind }, address, at));
      return id;
    },

    /** The person opened the link: the request now reaches the owner. */
    async confirm(id: string): Promise<'confirmed' | 'already-confirmed' | 'unknown'> {
      const request = await store.get(id);
      if (!request || request.address === null) return 'unknown';
      const at = now();
      if (!(await store.confirm(id, at))) return 'already-confirmed';
      options.onConfirmed?.({ ...request, confirmedAt: at, deadline: deadlineOf(at) });
      return 'confirmed';
    },

    confirmed: () => store.confirmed(),
    get: (id: string) => store.get(id),
    proofs: (limit = 50) => store.proofs(limit),

    /**
     * Everything held about the address, as one document. A correction waiting to reach Omnisend
     * is a copy of fields its lead already holds (corrected): listed, it would look like a second
     * lead, so the export leaves it out (an erasure still deletes it).
     */
    async exportOf(address: string): Promise<PrivacyExport> {
      const [data, errorReports] = await Promise.all([
        personalData.find(address),
        mentioningAnyForm(telemetry, normalizeAddress(address)),
      ]);
      const leads = data.leads.filter((lead) => !isUpdateJob(lead.id));
      return { ...data, leads, exportedAt: new Date(now()).toISOString(), errorReports };
    },

    /** The owner downloaded an access request's data: it is answered. */
    async fulfilAccess(request: PrivacyRequest, by: string, format: 'JSON' | 'CSV'): Promise<void> {
      // The first download answers the request: the requester is told once.
      if (request.fulfilledAt === null && request.address !== null)
        await options.mail.queue(answerMail(request, request.address, by, siteName, now()));
      await store.fulfil(request.id, { at: now(), by });
      await desk.record({
        at: now(),
        owner: by,
        action: 'privacy-exported',
        detail: `Downloaded the data of access request ${request.id} as ${format}.`,
      });
    },

    /** The owner downloaded an address's data on a request received by email or phone. */
    async recordDirectExport(by: string, format: 'JSON' | 'CSV'): Promise<void> {
      await desk.record({
        at: now(),
        owner: by,
        action: 'privacy-exported',
        detail: `Downloaded the data of an address as ${format} (a request received by email or phone).`,
      });
    },

    /**
     * Erases the address everywhere: the unsubscribe is queued first (so even a crash halfway
     * tells Omnisend), then the lead stores, telemetry and the requests naming it; a proof
     * without personal data is kept and the trail names the proof's hash.
     */
    async erase(address: string, by: string, request?: PrivacyRequest): Promise<ErasureOutcome> {
      const normalized = normalizeAddress(address);
      const at = now();
      // The requester's answer first, while the address is still known: it is a privacy job, which
      // the erasure below leaves alone, so it is sent after the address is gone everywhere else.
      if (request && request.fulfilledAt === null)
        await options.mail.queue(answerMail(request, normalized, by, siteName, at));
      await outbox.add(erasureJob(normalized, at));
      options.kick?.();
      const counts = await personalData.erase(normalized);
      for (const copy of options.copies ?? []) await copy.erase(normalized);
      // Each form the address may have kept in a report the scrubber missed: plain, percent- and entity-encoded.
      let errorReports = 0;
      for (const form of mentionForms(normalized)) errorReports += await telemetry.eraseMentions(form);
      if (request) await store.fulfil(request.id, { at, by });
      const requests = await store.forgetAddress(normalized);
      const proof = hashAddress(normalized);
      // In the owner's words: she reads these in Privacy and Activity.
      const summary = `${counts.leads} form submission(s), ${counts.signups} newsletter confirmation(s), ${counts.idempotencyKeys} sent-twice guard(s), ${counts.rateLimitKeys} too-many-tries counter(s), ${errorReports} error report(s)`;
      await store.recordProof({ ...proof, at, by, requestId: request?.id ?? null, summary });
      await store.settle();
      const which = request ? `erasure request ${request.id}` : 'a request received by email or phone';
      await desk.record({
        at,
        owner: by,
        action: 'privacy-erased',
        detail: `Erased ${summary} (${which}; proof code ${proof.addressHash.slice(0, 12)}).`,
      });
      return { ...counts, errorReports, requests, manualStep: OMNISEND_MANUAL_STEP };
    },

    /**
     * Retention of the requests themselves: an unconfirmed one goes a day after its link expired,
     * an answered one loses its address {@link ANSWERED_REQUEST_KEEP_MS} after the answer.
     */
    async sweep(): Promise<number> {
      const at = now();
      const changed = await store.purge({
        unconfirmedBefore: at - DAY_MS,
        fulfilledBefore: at - ANSWERED_REQUEST_KEEP_MS,
      });
      if (changed > 0) await store.settle();
      return changed;
    },
  };
}

/** The service's type. */
export type PrivacyService = ReturnType<typeof createPrivacyService>;
