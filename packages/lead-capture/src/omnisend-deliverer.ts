import {
  buildContactFormContact,
  buildExitIntentContact,
  buildJoinUsContact,
  buildNewsletterContact,
  OmnisendAuthError,
  WELCOME_AUTOMATION,
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
import { assertSigningKeys } from './bot-defence/signing.js';
import { CONFIRMATION_TTL_MS, confirmationUrl } from './consent/confirmation-link.js';
import type { ConsentStore } from './consent/consent-store.js';
import { CONFIRMATION_EVENT } from './consent/events.js';
import { LeadDeliveryError, type LeadDeliverer } from './deliverer.js';
import { ERASED_TAG, ERASURE_JOB_PREFIX, requestOfJob } from './erasure/personal-data.js';
import { PRIVACY_REQUEST_EVENT, PRIVACY_REQUEST_TTL_MS, privacyRequestUrl } from './erasure/request-link.js';
import type { QueuedLead } from './lead.js';
import { isUpdateJob } from './lead-list/lead-correction.js';

/** Options of {@link createOmnisendDeliverer}. */
export interface OmnisendDelivererOptions {
  /** A client from `createOmnisendClient`; it does its own short in-call retries. */
  client: Pick<OmnisendClient, 'upsertContact' | 'triggerAutomation'> &
    Partial<Pick<OmnisendClient, 'unsubscribeContact'>>;
  /** Per-call options, e.g. a deadline. */
  callOptions?: OmnisendCallOptions;
  /** What a signup waiting for confirmation needs (see {@link DoubleOptInDelivery}). */
  doubleOptIn?: DoubleOptInDelivery;
  /** Where privacy requests' confirmation links point and how they are signed; absent: such jobs wait (paused). */
  privacyRequests?: PrivacyRequestDelivery;
}

/** Settings of the mails that confirm privacy requests. */
export interface PrivacyRequestDelivery {
  /** The site's public origin: links point to its `/privacy/confirm`. */
  publicUrl: string;
  /** Signing secrets, current first (the ring the confirmation page verifies with). */
  secrets: readonly string[];
  /** Link lifetime, counted from the request (default two days). */
  ttlMs?: number;
}

/** Double opt-in settings of the deliverer. */
export interface DoubleOptInDelivery {
  /** Where pending signups are kept until their link is opened. */
  store: ConsentStore;
  /** The site's public origin, e.g. `https://rooted.example`: confirmation links point there. */
  publicUrl: string;
  /** Signing secrets, current first (the same ring the confirmation page verifies with). */
  secrets: readonly string[];
  /** Link lifetime (default 7 days). */
  ttlMs?: number;
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number;
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
        {
          name: data.name,
          email: data.email,
          subject: data.subject,
          message: data.message,
          marketingOptIn: data.marketingOptIn === true,
        },
        options,
      );
    case 'newsletter':
      return buildNewsletterContact(
        { email: data.email, ...(data.firstName ? { firstName: data.firstName } : {}) },
        options,
      );
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
  if (
    error instanceof OmnisendRateLimitError ||
    error instanceof OmnisendServerError ||
    error instanceof OmnisendNetworkError
  ) {
    return new LeadDeliveryError(message, {
      retryable: true,
      throttled: error instanceof OmnisendRateLimitError,
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      cause: error,
    });
  }
  if (
    error instanceof OmnisendAuthError ||
    error instanceof OmnisendNotFoundError ||
    error instanceof OmnisendVersionRetiredError
  ) {
    return new LeadDeliveryError(message, { retryable: true, pause: true, cause: error });
  }
  const permanent = error instanceof OmnisendValidationError || error instanceof OmnisendConflictError;
  return new LeadDeliveryError(message, { retryable: !permanent, cause: error });
}

/**
 * Custom properties of a confirmed subscription: what Omnisend's consent object has no field for
 * (the wording, its version, the page, the form, when the form was sent and when it was confirmed).
 */
export function consentProperties(lead: QueuedLead): Record<string, string> {
  const consent = lead.consent;
  if (!consent) return {};
  const properties: Record<string, string> = {
    consentForm: consent.form ?? lead.kind,
    consentSignupAt: consent.createdAt,
  };
  if (consent.text) properties.consentText = consent.text;
  if (consent.version) properties.consentVersion = consent.version;
  if (consent.pageUrl) properties.consentPageUrl = consent.pageUrl;
  if (consent.confirmation) properties.consentConfirmedAt = consent.confirmation.at;
  return properties;
}

/**
 * A {@link LeadDeliverer} that writes each lead to Omnisend:
 * - a lead without consent: the contact, `nonSubscribed` with a date so old it never downgrades
 *   an existing subscriber;
 * - a signup pending double opt-in: the same, then the `newsletter_confirmation_requested` event
 *   carrying the signed confirmation link (the site owner's flow on it sends the mail);
 * - a confirmed signup (the job the confirmation page queues) or a single opt-in: the contact
 *   `subscribed` with its consent record, then the `welcome_sequence` event;
 * - an erasure job (its id starts `privacy-erasure-`): the contact `unsubscribed`, tagged `gdpr_erased`;
 * - a correction of a delivered lead (`privacy-update-`): the contact with the corrected fields,
 *   as `nonSubscribed` dated so old it never changes a subscription, and no event;
 * - a privacy request's confirmation job: the `privacy_request_confirmation_requested` event
 *   carrying the signed link (the owner's flow on it sends the mail).
 */
export function createOmnisendDeliverer({
  client,
  callOptions,
  doubleOptIn,
  privacyRequests,
}: OmnisendDelivererOptions): LeadDeliverer {
  const keys = doubleOptIn ? [...doubleOptIn.secrets] : [];
  if (doubleOptIn) assertSigningKeys(keys);
  const requestKeys = privacyRequests ? [...privacyRequests.secrets] : [];
  if (privacyRequests) assertSigningKeys(requestKeys);
  const now = doubleOptIn?.now ?? Date.now;
  return {
    async deliver(lead, options) {
      const signal = options?.signal ?? callOptions?.signal;
      const call = { ...callOptions, ...(signal ? { signal } : {}) };
      try {
        if (lead.id.startsWith(ERASURE_JOB_PREFIX)) {
          // Not a lead: the person's data was erased here, and Omnisend's API cannot delete a contact.
          if (!client.unsubscribeContact)
            throw new LeadDeliveryError('This Omnisend client cannot unsubscribe a contact', { retryable: false });
          await client.unsubscribeContact(lead.data.email, { ...call, tags: [ERASED_TAG] });
          return;
        }
        if (isUpdateJob(lead.id)) {
          // The owner corrected what the visitor typed; what they agreed to, and when, stays as it is.
          const { consent: _consent, ...fields } = lead;
          const contact = leadToContact(fields);
          await client.upsertContact({ ...contact, marketingConsent: false, consentDetails: null }, call);
          return;
        }
        const request = requestOfJob(lead.id);
        if (request) {
          if (!privacyRequests)
            throw new LeadDeliveryError('A privacy request waits for its mail but no link settings are configured', {
              retryable: true,
              pause: true,
            });
          // Counted from the request, so every retry mails the same link.
          const expiresAt = lead.createdAt + (privacyRequests.ttlMs ?? PRIVACY_REQUEST_TTL_MS);
          const url = await privacyRequestUrl(
            privacyRequests.publicUrl,
            request.id,
            expiresAt,
            requestKeys as [string, ...string[]],
          );
          await client.triggerAutomation(lead.data.email, PRIVACY_REQUEST_EVENT, {
            ...call,
            properties: {
              confirmationUrl: url,
              confirmationExpiresAt: new Date(expiresAt).toISOString(),
              request: request.kind,
            },
          });
          return;
        }
        const contact = leadToContact(lead);
        const consent = lead.consent;
        if (consent?.doubleOptIn === 'pending') {
          if (!doubleOptIn)
            throw new LeadDeliveryError(
              'A signup waits for double opt-in but no confirmation settings are configured',
              { retryable: true, pause: true },
            );
          await client.upsertContact({ ...contact, marketingConsent: false, consentDetails: null }, call);
          // Saved once: a retry finds the first expiry, so every attempt mails the same link.
          const requestedAt = now();
          await doubleOptIn.store.savePending({
            id: lead.id,
            data: lead.data,
            consent,
            requestedAt,
            expiresAt: requestedAt + (doubleOptIn.ttlMs ?? CONFIRMATION_TTL_MS),
          });
          const pending = await doubleOptIn.store.get(lead.id);
          const expiresAt = pending?.expiresAt ?? requestedAt + CONFIRMATION_TTL_MS;
          const url = await confirmationUrl(doubleOptIn.publicUrl, lead.id, expiresAt, keys as [string, ...string[]]);
          await client.triggerAutomation(lead.data.email, CONFIRMATION_EVENT, {
            ...call,
            properties: {
              confirmationUrl: url,
              confirmationExpiresAt: new Date(expiresAt).toISOString(),
              form: lead.kind,
            },
          });
          return;
        }
        if (consent?.doubleOptIn === 'confirmed') {
          const click = consent.confirmation;
          await client.upsertContact(
            {
              ...contact,
              marketingConsent: true,
              consentDetails: {
                createdAt: click?.at ?? consent.createdAt,
                ip: click?.ip ?? null,
                userAgent: click?.userAgent ?? null,
              },
              customFields: { ...contact.customFields, ...consentProperties(lead) },
            },
            call,
          );
        } else {
          await client.upsertContact(
            contact.marketingConsent
              ? { ...contact, customFields: { ...contact.customFields, ...consentProperties(lead) } }
              : contact,
            call,
          );
        }
        if (contact.marketingConsent || consent?.doubleOptIn === 'confirmed') {
          await client.triggerAutomation(lead.data.email, WELCOME_AUTOMATION, {
            ...call,
            properties: { form: lead.kind },
          });
        }
      } catch (error) {
        throw error instanceof LeadDeliveryError ? error : classifyOmnisendError(error);
      }
    },
  };
}
