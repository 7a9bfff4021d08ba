import { isConsenting, toLeadData, type LeadConsent } from './lead.js';
import type { LeadLogger } from './logger.js';
import type { NewLead, Outbox } from './outbox.js';
import type { LeadSubmission } from './schemas.js';

/** What storing an accepted lead needs to know about the request and the server. */
export interface StoreLeadInput {
  outbox: Outbox;
  submission: LeadSubmission;
  /** Acceptance time (server clock, epoch ms). */
  at: number;
  id: string;
  ip: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  doubleOptIn: boolean;
  idempotencyKey?: string | undefined;
  idempotencySince: number;
  onStored?: ((id: string) => void) | undefined;
  /** Called once a new lead is stored (not for a replayed idempotency key), with the lead as stored. */
  onAccepted?: ((lead: NewLead) => void) | undefined;
  logger: LeadLogger;
  /**
   * Spends a confirmation mail from the address's daily allowance; false when it is spent. Absent:
   * every consenting signup asks for its mail.
   */
  mayMail?: ((email: string, at: number) => Promise<boolean>) | undefined;
}

/** Result of {@link storeLead}: the stored id, or `unavailable` when the outbox could not take it. */
export type StoreLeadResult = { ok: true; id: string; confirmationRequired: boolean } | { ok: false };

/**
 * Stores a validated, non-spam lead with its consent record, the one way every route does it (the
 * JSON API and the plain HTML form posts), so a lead is the same whichever way it arrived.
 */
export async function storeLead(input: StoreLeadInput): Promise<StoreLeadResult> {
  const { at, ip, userAgent, doubleOptIn, logger } = input;
  let submission = input.submission;
  if (
    doubleOptIn &&
    input.mayMail &&
    isConsenting(toLeadData(submission)) &&
    !(await input.mayMail(submission.email, at))
  ) {
    // This address was sent its confirmation mail today: the visitor is told to check their inbox
    // (that mail's link still works) and no new mail goes out. A signup with nothing else in it is
    // dropped; a message keeps its words for the owner, without the subscription it asked for.
    if (submission.kind === 'newsletter' || submission.kind === 'exit-intent')
      return { ok: true, id: input.id, confirmationRequired: true };
    submission = { ...submission, marketingOptIn: false } as LeadSubmission;
    const stored = await storeLead({ ...input, submission, mayMail: undefined });
    return stored.ok ? { ...stored, confirmationRequired: true } : stored;
  }
  const data = toLeadData(submission);
  const kind = submission.kind;
  const pageUrl = submission.pageUrl ?? input.referer?.slice(0, 2048);
  const consent: LeadConsent | undefined = isConsenting(data)
    ? {
        createdAt: new Date(at).toISOString(),
        ...(ip ? { ip } : {}),
        ...(userAgent ? { userAgent: userAgent.slice(0, 512) } : {}),
        form: kind,
        ...(submission.consentText ? { text: submission.consentText } : {}),
        ...(submission.consentVersion ? { version: submission.consentVersion } : {}),
        ...(pageUrl ? { pageUrl } : {}),
        ...(doubleOptIn ? { doubleOptIn: 'pending' as const } : {}),
      }
    : undefined;
  let stored: { id: string; replayed: boolean };
  const { idempotencyKey } = input;
  const lead: NewLead = {
    id: input.id,
    data,
    ...(consent ? { consent } : {}),
    createdAt: at,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
  try {
    stored = await input.outbox.add(lead, { idempotencySince: input.idempotencySince });
  } catch (error) {
    logger.error('Could not store a lead', { kind, error: String(error) });
    return { ok: false };
  }
  if (!stored.replayed) {
    try {
      input.onStored?.(stored.id);
    } catch (error) {
      logger.warn('onStored callback failed', { error: String(error) });
    }
    try {
      input.onAccepted?.(lead);
    } catch (error) {
      logger.warn('onAccepted callback failed', { error: String(error) });
    }
  }
  return { ok: true, id: stored.id, confirmationRequired: doubleOptIn && isConsenting(data) };
}
