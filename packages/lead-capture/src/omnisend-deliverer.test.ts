import {
  OmnisendAuthError,
  OmnisendConflictError,
  OmnisendInvalidEmailError,
  OmnisendNetworkError,
  OmnisendNotFoundError,
  OmnisendRateLimitError,
  OmnisendServerError,
  OmnisendTimeoutError,
  OmnisendValidationError,
  OmnisendVersionRetiredError,
  type ContactRecord,
} from '@rooted/omnisend';
import { describe, expect, it } from 'vitest';
import { LeadDeliveryError } from './deliverer.js';
import type { QueuedLead } from './lead.js';
import { classifyOmnisendError, createOmnisendDeliverer, leadToContact } from './omnisend-deliverer.js';
import { requestConfirmationJob } from './erasure/personal-data.js';
import { PRIVACY_REQUEST_EVENT, PRIVACY_REQUEST_TTL_MS, verifyPrivacyRequestToken } from './erasure/request-link.js';
import { TEST_SECRETS } from './test-support/form-proof.js';

const createdAt = Date.parse('2025-05-01T09:30:00.000Z');
const consent = { createdAt: '2025-05-01T09:30:00.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' };
const queued = (data: QueuedLead['data'], withConsent = false): QueuedLead => ({
  id: 'lead-1',
  kind: data.kind,
  data,
  ...(withConsent ? { consent } : {}),
  createdAt,
  queuedAt: createdAt,
  attempts: 1,
});
const details = { method: 'POST', path: '/v3/contacts' };

describe('leadToContact', () => {
  it('maps a contact lead with the acceptance time as contactDate and no consent', () => {
    const contact = leadToContact(
      queued({
        kind: 'contact',
        name: 'Jane van Dyke',
        email: 'jane@example.org',
        subject: 'investment',
        message: 'Hi',
      }),
    );
    expect(contact).toMatchObject({
      email: 'jane@example.org',
      firstName: 'Jane',
      lastName: 'van Dyke',
      tags: ['contact_form'],
      source: 'contact_form',
      customFields: { subject: 'investment', message: 'Hi', contactDate: '2025-05-01T09:30:00.000Z' },
      marketingConsent: false,
    });
    expect(contact.consentDetails).toBeUndefined();
  });

  it('maps a newsletter lead with its consent evidence', () => {
    expect(leadToContact(queued({ kind: 'newsletter', email: 'jane@example.org', firstName: 'Jane' }, true))).toEqual({
      email: 'jane@example.org',
      firstName: 'Jane',
      tags: ['newsletter_subscriber'],
      source: 'newsletter_signup',
      marketingConsent: true,
      consentDetails: consent,
    });
  });

  it('maps a join lead, keeping the keep-on-file choice', () => {
    const contact = leadToContact(
      queued(
        {
          kind: 'join',
          name: 'Sam',
          email: 'sam@example.org',
          company: 'Acme',
          role: 'Founder',
          interests: 'Mentorship',
          message: 'Hello',
          keepOnFile: true,
          marketingOptIn: true,
        },
        true,
      ),
    );
    expect(contact).toMatchObject({
      firstName: 'Sam',
      company: 'Acme',
      tags: ['community_applicant'],
      source: 'join_us_form',
      customFields: {
        role: 'Founder',
        interests: 'Mentorship',
        message: 'Hello',
        applicationDate: '2025-05-01T09:30:00.000Z',
        keepOnFile: true,
      },
      marketingConsent: true,
      consentDetails: consent,
    });
  });

  it('maps an exit-intent lead', () => {
    expect(leadToContact(queued({ kind: 'exit-intent', email: 'a@b.co' }, true))).toMatchObject({
      email: 'a@b.co',
      tags: ['exit_intent_capture', 'lead'],
      source: 'exit_intent_popup',
      marketingConsent: true,
    });
  });
});

describe('classifyOmnisendError', () => {
  it.each([
    [
      'a rate limit',
      new OmnisendRateLimitError('Omnisend API error: 429 Too Many Requests - slow down', {
        ...details,
        status: 429,
        retryAfterMs: 7000,
      }),
      7000,
    ],
    [
      'a server error',
      new OmnisendServerError('Omnisend API error: 503 Service Unavailable - Unknown error', {
        ...details,
        status: 503,
      }),
      undefined,
    ],
    ['a network error', new OmnisendNetworkError(details), undefined],
    ['a timeout', new OmnisendTimeoutError(details), undefined],
    ['an unknown error', new Error('socket hang up'), undefined],
  ])('treats %s as retryable', (_label, error, retryAfterMs) => {
    const classified = classifyOmnisendError(error);
    expect(classified).toBeInstanceOf(LeadDeliveryError);
    expect(classified.retryable).toBe(true);
    expect(classified.retryAfterMs).toBe(retryAfterMs);
    expect(classified.message).toBe((error as Error).message);
  });

  it.each([
    [
      'a validation error',
      new OmnisendValidationError('Omnisend API error: 400 Bad Request - bad', { ...details, status: 400 }),
    ],
    ['an invalid email', new OmnisendInvalidEmailError(details)],
    [
      'a conflict',
      new OmnisendConflictError('Omnisend API error: 409 Conflict - identifier taken', { ...details, status: 409 }),
    ],
  ])("treats %s as the lead's own, permanent failure", (_label, error) => {
    expect(classifyOmnisendError(error)).toMatchObject({ retryable: false, pause: false });
  });

  it.each([
    [
      'a rejected key (401)',
      new OmnisendAuthError('Omnisend API error: 401 Unauthorized - Unknown error', { ...details, status: 401 }),
    ],
    [
      'a missing permission or a temporary block (403)',
      new OmnisendAuthError('Omnisend API error: 403 Forbidden - Unknown error', { ...details, status: 403 }),
    ],
    [
      'a wrong base URL (404)',
      new OmnisendNotFoundError('Omnisend API error: 404 Not Found - Unknown error', { ...details, status: 404 }),
    ],
    [
      'a retired API version (410)',
      new OmnisendVersionRetiredError('Omnisend API error: 410 Gone - Unknown error', { ...details, status: 410 }),
    ],
  ])('pauses delivery for %s instead of killing the lead', (_label, error) => {
    expect(classifyOmnisendError(error)).toMatchObject({ retryable: true, pause: true, message: error.message });
  });
});

describe('createOmnisendDeliverer', () => {
  it('subscribes a single opt-in with its consent record, starts the welcome flow, and rethrows failures classified', async () => {
    const sent: ContactRecord[] = [];
    const events: [string, string, unknown][] = [];
    let fail: Error | null = null;
    const deliverer = createOmnisendDeliverer({
      client: {
        upsertContact: async (contact) => {
          sent.push(contact);
          if (fail) throw fail;
          return 'c0ffee';
        },
        triggerAutomation: async (email, name, options) => {
          events.push([email, name, options?.properties]);
        },
      },
    });
    const lead = queued({ kind: 'exit-intent', email: 'a@b.co' }, true);
    await deliverer.deliver(lead);
    const mapped = leadToContact(lead);
    expect(sent).toEqual([
      { ...mapped, customFields: { consentForm: 'exit-intent', consentSignupAt: consent.createdAt } },
    ]);
    expect(sent[0]?.marketingConsent).toBe(true);
    expect(events).toEqual([['a@b.co', 'welcome_sequence', { form: 'exit-intent' }]]);
    fail = new OmnisendAuthError('Omnisend API error: 403 Forbidden - Unknown error', { ...details, status: 403 });
    await expect(deliverer.deliver(lead)).rejects.toMatchObject({
      pause: true,
      message: 'Omnisend API error: 403 Forbidden - Unknown error',
    });
    expect(events).toHaveLength(1);
  });

  it('sends a lead without consent as the contact alone, with no event', async () => {
    const sent: ContactRecord[] = [];
    const events: string[] = [];
    const deliverer = createOmnisendDeliverer({
      client: {
        upsertContact: async (contact) => (sent.push(contact), 'c0ffee'),
        triggerAutomation: async (_email, name) => void events.push(name),
      },
    });
    await deliverer.deliver(
      queued({ kind: 'contact', name: 'Jane', email: 'a@b.co', subject: 'general', message: 'Hi' }),
    );
    expect(sent[0]?.marketingConsent).toBe(false);
    expect(events).toEqual([]);
  });
});

describe('an erasure job', () => {
  const job = (): QueuedLead => ({
    ...queued({ kind: 'newsletter', email: 'jane@example.org', firstName: undefined }),
    id: 'privacy-erasure-1',
  });

  it('unsubscribes and tags the contact, and neither writes the contact nor starts a flow', async () => {
    const calls: string[] = [];
    const deliverer = createOmnisendDeliverer({
      client: {
        upsertContact: async () => {
          calls.push('upsert');
          return 'c1';
        },
        triggerAutomation: async () => {
          calls.push('event');
        },
        unsubscribeContact: async (email, options) => {
          calls.push(`unsubscribe ${email} ${options?.tags?.join(',')}`);
          return 'c1';
        },
      },
    });
    await deliverer.deliver(job());
    expect(calls).toEqual(['unsubscribe jane@example.org gdpr_erased']);
  });

  it('is retried when Omnisend fails for a while, and given up at once by a client that cannot unsubscribe', async () => {
    const failing = createOmnisendDeliverer({
      client: {
        upsertContact: async () => 'c1',
        triggerAutomation: async () => {},
        unsubscribeContact: async () => {
          throw new OmnisendServerError('Omnisend answered 503', { ...details, status: 503 });
        },
      },
    });
    expect(await failing.deliver(job()).catch((error: LeadDeliveryError) => error.retryable)).toBe(true);
    const unable = createOmnisendDeliverer({
      client: { upsertContact: async () => 'c1', triggerAutomation: async () => {} },
    });
    expect(await unable.deliver(job()).catch((error: LeadDeliveryError) => error.retryable)).toBe(false);
  });
});

describe("a privacy request's confirmation job", () => {
  it('sends the request event with a signed link to /privacy/confirm that expires two days after the request', async () => {
    const events: { email: string; name: string; properties: Record<string, unknown> | undefined }[] = [];
    const deliverer = createOmnisendDeliverer({
      client: {
        upsertContact: async () => 'c1',
        triggerAutomation: async (email, name, options) => {
          events.push({ email, name, properties: options?.properties });
        },
      },
      privacyRequests: { publicUrl: 'https://rooted.example', secrets: TEST_SECRETS },
    });
    const job = requestConfirmationJob({ id: 'req-1', kind: 'erasure' }, 'Jane@Example.org', createdAt);
    await deliverer.deliver({ ...queued(job.data), id: job.id });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      email: 'jane@example.org',
      name: PRIVACY_REQUEST_EVENT,
      properties: {
        request: 'erasure',
        confirmationExpiresAt: new Date(createdAt + PRIVACY_REQUEST_TTL_MS).toISOString(),
      },
    });
    const url = new URL(String(events[0]?.properties?.confirmationUrl));
    expect(url.origin + url.pathname).toBe('https://rooted.example/privacy/confirm');
    expect(url.href).not.toContain('jane');
    expect(await verifyPrivacyRequestToken(url.searchParams.get('t'), createdAt, TEST_SECRETS)).toEqual({
      ok: true,
      requestId: 'req-1',
    });
    expect(
      await verifyPrivacyRequestToken(url.searchParams.get('t'), createdAt + PRIVACY_REQUEST_TTL_MS + 1, TEST_SECRETS),
    ).toEqual({ ok: false, problem: 'expired' });
  });
});
