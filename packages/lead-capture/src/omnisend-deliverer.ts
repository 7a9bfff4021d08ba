import {
  buildContactFormContact,
  buildExitIntentContact,
  buildJoinUsContact,
  buildNewsletterContact,
  OmnisendAuthError,
  OmnisendConflictError,
  OmnisendNetworkError,
  OmnisendNotFoundError,
  OmnisendRateLimitError,
  OmnisendServerError,
  OmnisendValidationError,
  OmnisendVersionRetiredError,
  type ContactRecord,
  type LeadBuildOptions,
  type OmnisendCallOptions,
  type OmnisendClient,
} from '@rooted/omnisend';
import { LeadDeliveryError, type LeadDeliverer } from './deliverer.js';
import type { QueuedLead } from './lead.js';

/** Options of {@link createOmnisendDeliverer}. */
export interface OmnisendDelivererOptions {
  /** A client from `createOmnisendClient`; it does its own short in-call retries. */
  client: Pick<OmnisendClient, 'upsertContact'>;
  /** Per-call options, e.g. a deadline. */
  callOptions?: OmnisendCallOptions;
}

/**
 * Turns a stored lead into the Omnisend contact of its form. The submission
 * time is the lead's acceptance time, so a retry hours later sends the same `contactDate` /
 * `applicationDate` and consent time as the first attempt.
 */
export function leadToContact(lead: QueuedLead): ContactRecord {
  const options: LeadBuildOptions = { now: lead.createdAt, ...(lead.consent ? { consent: lead.consent } : {}) };
  const { data } = lead;
  switch (data.kind) {
    case 'contact':
      return buildContactFormContact(
        { name: data.name, email: data.email, subject: data.subject, message: data.message, marketingOptIn: data.marketingOptIn === true },
        options,
      );
    case 'newsletter':
      return buildNewsletterContact({ email: data.email, ...(data.firstName ? { firstName: data.firstName } : {}) }, options);
    case 'join': {
      const contact = buildJoinUsContact(
        {
          name: data.name,
          email: data.email,
          company: data.company,
          role: data.role,
          interests: data.interests,
          message: data.message,
          marketingOptIn: data.marketingOptIn === true,
        },
        options,
      );
      // The applicant's "keep on file for 12 months" choice must reach the team with the application.
      if (data.keepOnFile === true) contact.customFields = { ...contact.customFields, keepOnFile: true };
      return contact;
    }
    case 'exit-intent':
      return buildExitIntentContact({ email: data.email }, options);
  }
}

/**
 * Classifies an Omnisend failure for the worker, by who can fix it:
 * - time fixes it: rate limits (throttled: the attempt is refunded), 408 and 5xx, network errors,
 *   timeouts, and anything unrecognised, so no lead is dropped by accident → retry with backoff;
 * - the site owner fixes it: 401 and 403 (a rotated key, a missing permission, or Omnisend's
 *   temporary block after many errors), 404 (upserting a contact cannot be "not found": the base
 *   URL is wrong) and 410 (the API version was retired) → pause all delivery and probe;
 * - nobody fixes it by resending: 400/422 naming the lead's fields, 409 (an identifier owned by
 *   another contact) → this lead alone is dead, and can be requeued once its data is fixed.
 */
export function classifyOmnisendError(error: unknown): LeadDeliveryError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof OmnisendRateLimitError || error instanceof OmnisendServerError || error instanceof OmnisendNetworkError) {
    return new LeadDeliveryError(message, {
      retryable: true,
      throttled: error instanceof OmnisendRateLimitError,
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      cause: error,
    });
  }
  if (error instanceof OmnisendAuthError || error instanceof OmnisendNotFoundError || error instanceof OmnisendVersionRetiredError) {
    return new LeadDeliveryError(message, { retryable: true, pause: true, cause: error });
  }
  const permanent = error instanceof OmnisendValidationError || error instanceof OmnisendConflictError;
  return new LeadDeliveryError(message, { retryable: !permanent, cause: error });
}

/** A {@link LeadDeliverer} that upserts each lead as an Omnisend contact. */
export function createOmnisendDeliverer({ client, callOptions }: OmnisendDelivererOptions): LeadDeliverer {
  return {
    async deliver(lead, options) {
      const signal = options?.signal ?? callOptions?.signal;
      try {
        await client.upsertContact(leadToContact(lead), { ...callOptions, ...(signal ? { signal } : {}) });
      } catch (error) {
        throw classifyOmnisendError(error);
      }
    },
  };
}
