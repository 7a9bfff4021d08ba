import { decodeEncodedText } from '@rooted/server-kit';
import type { LeadConsent, LeadData, LeadState } from '../lead.js';
import type { NewLead } from '../outbox.js';
import type { LeadKind } from '../schemas.js';

/**
 * Outbox jobs of a privacy request have ids with this prefix: the mail that confirms a request
 * (`privacy-confirm-<request id>`) and the unsubscribe that carries an erasure to Omnisend
 * (`privacy-erasure-<uuid>`). They hold the address only until Omnisend has it: they are not
 * leads, the owner's list never shows them, and once delivered they are deleted
 * ({@link PersonalDataStore.forgetSentPrivacyJobs}).
 */
export const PRIVACY_JOB_PREFIX = 'privacy-';
/** Id prefix of the job that carries an erasure to Omnisend. */
export const ERASURE_JOB_PREFIX = `${PRIVACY_JOB_PREFIX}erasure-`;
/** Id prefix of the job that mails the link confirming a privacy request; the request's id follows. */
export const REQUEST_CONFIRMATION_JOB_PREFIX = `${PRIVACY_JOB_PREFIX}confirm-`;

/**
 * Id prefix of the job that carries the owner's correction of a delivered lead to Omnisend. Unlike
 * the other privacy jobs it holds what the person typed (corrected), so it is part of their data:
 * an access request finds it and an erasure deletes it, until Omnisend has it.
 */
export const UPDATE_JOB_PREFIX = `${PRIVACY_JOB_PREFIX}update-`;

/** True for a job that carries out a privacy request (a confirmation mail, an erasure): never a person's data to find or erase. */
export function carriesPrivacyRequest(id: string): boolean {
  return isPrivacyJob(id) && !id.startsWith(UPDATE_JOB_PREFIX);
}

/** The tag an erased contact gets in Omnisend, so the owner can find the contacts left to delete by hand. */
export const ERASED_TAG = 'gdpr_erased';

/** True for an outbox id of a privacy job (see {@link PRIVACY_JOB_PREFIX}). */
export function isPrivacyJob(id: string): boolean {
  return id.startsWith(PRIVACY_JOB_PREFIX);
}

/** One lead in an export: what the visitor sent, the consent evidence, and where it stands. */
export interface ExportedLead {
  id: string;
  form: LeadKind;
  state: LeadState;
  /** ISO time the server accepted it. */
  receivedAt: string;
  /** ISO time it reached Omnisend, or null. */
  deliveredAt: string | null;
  /** What the visitor sent; null for a stored record that cannot be read back as a lead (see `stored`). */
  data: LeadData | null;
  /**
   * A damaged record (not JSON, or not a lead) that holds the address in its text: the text as
   * stored, so the person gets it and an erasure deletes it.
   */
  stored?: string;
  consent?: LeadConsent;
}

/** One double opt-in signup in an export. */
export interface ExportedSignup {
  id: string;
  /** ISO time the confirmation mail was requested. */
  requestedAt: string;
  /** ISO time the link was opened, or null. */
  confirmedAt: string | null;
  data: LeadData;
  consent: LeadConsent;
}

/**
 * Everything the lead stores hold about one address, in a form a person can read and a program
 * can parse. Holds personal data: only for the person (through the owner), never in a log.
 */
export interface PersonalData {
  /** The address, lower-cased and trimmed, as it was searched. */
  address: string;
  leads: ExportedLead[];
  signups: ExportedSignup[];
  /** Keys a browser sent so a retried submission is stored once; each names one of the leads. */
  idempotencyKeys: { key: string; leadId: string; createdAt: string }[];
  /**
   * Rate-limit counters tied to the person: those keyed by an address the person's consent
   * records hold (their IP), or by the address itself. Empty where counters live in memory.
   */
  rateLimitKeys: string[];
}

/** How many records of each kind an erasure deleted. */
export interface ErasureCounts {
  leads: number;
  signups: number;
  idempotencyKeys: number;
  rateLimitKeys: number;
}

/**
 * Finds and erases one person's data in the lead stores (outbox, double opt-in signups,
 * idempotency keys, rate-limit counters). Implementations: memory, SQLite, PostgreSQL; one
 * contract test (`test-support/personal-data-contract.ts`) runs on all three.
 */
export interface PersonalDataStore {
  /** Everything held about `address` (compared trimmed and case-insensitively). */
  find(address: string): Promise<PersonalData>;
  /**
   * Deletes everything {@link find} returns, in one transaction, so that the bytes are gone from
   * the store's files where the store can promise it (SQLite: overwritten and checkpointed).
   * Privacy jobs (see {@link PRIVACY_JOB_PREFIX}) are not touched: they carry the erasure out.
   */
  erase(address: string): Promise<ErasureCounts>;
  /**
   * Deletes privacy jobs Omnisend has received, with the address they held; `waiting` counts the
   * erasure jobs not sent yet (0: every erasure has reached Omnisend).
   */
  forgetSentPrivacyJobs(): Promise<{ deleted: number; waiting: number }>;
  close(): Promise<void>;
}

/**
 * True when a stored payload's text holds `address` (lower-cased), ASCII letters folded: the raw
 * match that finds a damaged record (not JSON, or not a lead), which no parsed field can. The
 * address also counts percent- or entity-encoded (`jane%40example.org`, `jane&#64;example.org`),
 * decoded as the telemetry scrubber decodes, since it is the same person's address either way.
 */
export function textHolds(payload: string, address: string): boolean {
  const fold = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
  if (fold(payload).includes(address)) return true;
  return (payload.includes('%') || payload.includes('&')) && fold(decodeEncodedText(payload)).includes(address);
}

/** The export's entry for a stored row that cannot be read back as a lead (its text goes in `stored`). */
export function damagedLead(row: {
  id: string;
  kind: string;
  state: LeadState;
  created_at: number;
  delivered_at: number | null;
}): ExportedLead {
  return {
    id: row.id,
    form: row.kind as LeadKind,
    state: row.state,
    receivedAt: new Date(row.created_at).toISOString(),
    deliveredAt: isoOrNull(row.delivered_at),
    data: null,
  };
}

/** The address as the stores compare it: trimmed, lower-cased. */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The outbox job that tells Omnisend about an erasure: the contact's channels set to unsubscribed
 * and tagged {@link ERASED_TAG}. It goes through the outbox so an Omnisend outage delays it and
 * never loses it; the deliverer recognises it by its id.
 */
export function erasureJob(address: string, at: number, newId: () => string = () => crypto.randomUUID()): NewLead {
  return {
    id: `${ERASURE_JOB_PREFIX}${newId()}`,
    data: { kind: 'newsletter', email: normalizeAddress(address), firstName: undefined },
    createdAt: at,
  };
}

/** ISO text of an epoch ms, or null. */
export function isoOrNull(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

/** The IPs a person's consent records hold: rate-limit counters keyed by them are theirs. */
export function consentIps(records: readonly (LeadConsent | undefined)[]): string[] {
  const ips = new Set<string>();
  for (const consent of records) {
    if (consent?.ip) ips.add(consent.ip);
    if (consent?.confirmation?.ip) ips.add(consent.confirmation.ip);
  }
  return [...ips];
}

/** What a person may ask for: a copy of their data, or its erasure. */
export type PrivacyRequestKind = 'access' | 'erasure';

/**
 * The outbox job that mails the link confirming a privacy request: a custom event the owner's
 * Omnisend flow turns into an email, as for a newsletter signup's confirmation. Its id names the
 * request's kind and id (`privacy-confirm-access-<id>`); the link is signed when it is sent.
 */
export function requestConfirmationJob(
  request: { id: string; kind: PrivacyRequestKind },
  address: string,
  at: number,
): NewLead {
  return {
    id: `${REQUEST_CONFIRMATION_JOB_PREFIX}${request.kind}-${request.id}`,
    data: { kind: 'newsletter', email: normalizeAddress(address), firstName: undefined },
    createdAt: at,
  };
}

/** The request a confirmation job's id names, or null for any other id. */
export function requestOfJob(id: string): { id: string; kind: PrivacyRequestKind } | null {
  const match = /^privacy-confirm-(access|erasure)-(.+)$/.exec(id);
  return match ? { kind: match[1] as PrivacyRequestKind, id: match[2] as string } : null;
}
