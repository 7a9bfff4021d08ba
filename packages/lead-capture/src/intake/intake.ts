import type { RateLimitResult, RateLimitStore } from '@rooted/server-kit';
import type { BotDefence, DefenceRefusal } from '../bot-defence/bot-defence.js';
import type { ConsentWordingResult } from '../consent/consent-texts.js';
import { isConsenting, toLeadData } from '../lead.js';
import type { LeadLogger } from '../logger.js';
import type { NewLead, Outbox } from '../outbox.js';
import { validateLead, type FieldErrors, type LeadKind, type LeadSubmission } from '../schemas.js';
import { detectSpam, fillTimeLeft } from '../spam.js';
import { storeLead } from '../store-lead.js';

/** A limit as the rate-limit store takes it. */
export interface IntakeRule {
  limit: number;
  windowMs: number;
}

/** One submission as an adapter read it: the body's object and who sent it. */
export interface Submission {
  /** `json`: the API, with form token and proof of work; `form`: a plain HTML post, without them. */
  via: 'json' | 'form';
  kind: LeadKind;
  /** The body's fields, not yet validated (the JSON object, or the form's values with its kind). */
  fields: Record<string, unknown>;
  ip: string | undefined;
  /** The client's rate-limit key (its address, or its /64 for IPv6). */
  clientKey: string;
  userAgent: string | undefined;
  referer: string | undefined;
  idempotencyKey?: string | undefined;
}

/** What became of a submission; each adapter answers it in its own format. */
export type IntakeOutcome =
  | { outcome: 'accepted'; id: string; confirmationRequired: boolean }
  | { outcome: 'replayed'; id: string }
  | { outcome: 'refused'; refusal: DefenceRefusal }
  | { outcome: 'invalid'; fields: FieldErrors; consent: boolean }
  | { outcome: 'too-fast'; waitMs: number }
  | { outcome: 'limited'; retryAfterMs: number }
  | { outcome: 'unavailable' };

/** What the pipeline works with: built once by the handler from its options. */
export interface IntakeDeps {
  outbox: Outbox;
  now: () => number;
  newId: () => string;
  logger: LeadLogger;
  defence: BotDefence | null;
  limiter: RateLimitStore | null;
  /** The limits each channel counts, in order; empty: no limit. */
  rules: (submission: Submission) => ReadonlyArray<readonly [key: string, rule: IntakeRule]>;
  doubleOptIn: boolean;
  mayMail: ((email: string, at: number) => Promise<boolean>) | undefined;
  settleConsent: (submission: LeadSubmission) => ConsentWordingResult;
  minFillMs: Partial<Record<LeadKind, number>> | undefined;
  idempotencyWindowMs: number;
  onStored: ((id: string) => void) | undefined;
  onAccepted: ((lead: NewLead) => void) | undefined;
  /** Refusals counted for the status route. */
  rejected: { honeypot: number; tooFast: number; rateLimited: number };
}

/**
 * The one way from a submission to the outbox, whichever way it arrived (see decision 0141):
 * replay → form token and proof of work → fields and consent wording → spam trap → rate limit
 * → mail allowance and store. The checks that cost nothing shared come first; the ones that count
 * or write shared state come last, so a refused or mistyped submission never spends a visitor's
 * allowance. A reserved form token is given back whenever nothing is stored.
 */
export function createIntake(deps: IntakeDeps): (submission: Submission) => Promise<IntakeOutcome> {
  const { outbox, logger, defence } = deps;
  return async (submission) => {
    const { kind } = submission;
    const at = deps.now();
    const since = at - deps.idempotencyWindowMs;
    if (submission.idempotencyKey !== undefined) {
      // A retry of a submission already stored: the same answer, nothing new stored or counted.
      try {
        const known = await outbox.findByIdempotencyKey(submission.idempotencyKey, since);
        if (known !== null) return { outcome: 'replayed', id: known };
      } catch (error) {
        logger.error('Could not read the lead outbox', { kind, error: String(error) });
        return { outcome: 'unavailable' };
      }
    }

    let issuedAt: number | undefined;
    let nonce: string | undefined;
    if (defence && submission.via === 'json') {
      let checked: Awaited<ReturnType<BotDefence['check']>>;
      try {
        checked = await defence.check(submission.fields, kind, at);
      } catch (error) {
        // The used-token store could not be reached: nothing was reserved, the visitor may retry.
        logger.error('Could not check a form token', { kind, error: String(error) });
        return { outcome: 'unavailable' };
      }
      if (!checked.ok) return { outcome: 'refused', refusal: checked.refusal };
      ({ issuedAt, nonce } = checked.token);
    }
    // Gives the token back when this request stores nothing, so the visitor can fix and resend.
    // A store that cannot forget it (database down) only costs the visitor a page reload.
    const refuse = async <O extends IntakeOutcome>(outcome: O): Promise<O> => {
      if (nonce !== undefined && defence)
        await defence
          .release(nonce)
          .catch((error: unknown) => logger.warn('Could not release a form token', { error: String(error) }));
      return outcome;
    };

    const validated = validateLead(submission.fields);
    if (!validated.success) return refuse({ outcome: 'invalid', fields: validated.fields, consent: false });
    const settled = deps.settleConsent(validated.data);
    if (!settled.ok) return refuse({ outcome: 'invalid', fields: settled.fields, consent: true });
    const lead = settled.submission;

    const spam = detectSpam(lead, issuedAt, at, deps.minFillMs);
    if (spam === 'honeypot') {
      // Same answer as a success, so a bot learns nothing; counted without personal data.
      deps.rejected.honeypot += 1;
      logger.info('Lead dropped as spam', {
        kind,
        reason: spam,
        ...(submission.via === 'form' ? { via: 'form-post' } : {}),
      });
      return {
        outcome: 'accepted',
        id: deps.newId(),
        confirmationRequired: deps.doubleOptIn && isConsenting(toLeadData(lead)),
      };
    }
    if (spam === 'too-fast' && issuedAt !== undefined) {
      // Measured on our own clock, so this is a real (if fast) visitor or a bot that did not
      // wait: say so, and the form resends once the time is up instead of losing the lead.
      deps.rejected.tooFast += 1;
      return refuse({ outcome: 'too-fast', waitMs: fillTimeLeft(kind, issuedAt, at, deps.minFillMs) });
    }

    if (deps.limiter) {
      for (const [key, rule] of deps.rules(submission)) {
        const verdict = await hitLimit(deps.limiter, key, at, rule, logger);
        if (!verdict.allowed) {
          deps.rejected.rateLimited += 1;
          return refuse({ outcome: 'limited', retryAfterMs: verdict.retryAfterMs });
        }
      }
    }

    const stored = await storeLead({
      outbox,
      submission: lead,
      at,
      id: deps.newId(),
      ip: submission.ip,
      userAgent: submission.userAgent,
      referer: submission.referer,
      doubleOptIn: deps.doubleOptIn,
      idempotencyKey: submission.idempotencyKey,
      idempotencySince: since,
      mayMail: deps.mayMail,
      onStored: deps.onStored,
      onAccepted: deps.onAccepted,
      logger,
    });
    if (!stored.ok) return refuse({ outcome: 'unavailable' });
    return { outcome: 'accepted', id: stored.id, confirmationRequired: stored.confirmationRequired };
  };
}

/**
 * A rate-limit store that fails (a shared database unreachable) lets the submission through: the
 * limit guards against floods, and turning every visitor away while the store is down would be
 * worse. Storing the lead then decides, and answers 503 if the database is really gone.
 */
async function hitLimit(
  store: RateLimitStore,
  key: string,
  at: number,
  rule: IntakeRule,
  logger: LeadLogger,
): Promise<RateLimitResult> {
  try {
    return await store.hit(key, at, rule);
  } catch (error) {
    logger.warn('Rate-limit store unavailable; submission let through', { error: String(error) });
    return { allowed: true };
  }
}
