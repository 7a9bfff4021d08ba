import { describe, expect, it } from 'vitest';
import {
  buildContactFormContact,
  buildExitIntentContact,
  buildJoinUsContact,
  buildNewsletterContact,
  splitName,
} from './lead-builders';

const NOW = new Date('2025-05-01T09:30:00.000Z');
const REQUEST = { ip: '203.0.113.7', userAgent: 'UA' };

describe('splitName', () => {
  it.each([
    ['Jane', { firstName: 'Jane' }],
    ['Jane Doe', { firstName: 'Jane', lastName: 'Doe' }],
    ['  Jane   van  Dyke  ', { firstName: 'Jane', lastName: 'van Dyke' }],
    ['', {}],
    ['   ', {}],
    [undefined, {}],
  ])('%j', (name, expected) => {
    expect(splitName(name)).toStrictEqual(expected);
  });
});

describe('lead builders', () => {
  it('contact form: no consent unless the box was ticked, even with request details', () => {
    const record = buildContactFormContact(
      { name: 'Jane Doe', email: 'jane@example.org', subject: 'general', message: 'Hi' },
      { now: NOW, consent: REQUEST },
    );
    expect(record).toStrictEqual({
      email: 'jane@example.org',
      firstName: 'Jane',
      lastName: 'Doe',
      tags: ['contact_form'],
      customFields: { subject: 'general', message: 'Hi', contactDate: '2025-05-01T09:30:00.000Z' },
      source: 'contact_form',
      marketingConsent: false,
    });
    const optedIn = buildContactFormContact(
      { name: 'Jane', email: 'jane@example.org', subject: 'general', message: 'Hi', marketingOptIn: true },
      { now: NOW, consent: REQUEST },
    );
    expect(optedIn).toMatchObject({
      marketingConsent: true,
      consentDetails: { ...REQUEST, createdAt: '2025-05-01T09:30:00.000Z' },
    });
  });

  it('newsletter and exit intent always consent; the consent time is the submission time', () => {
    expect(buildNewsletterContact({ email: 'a@example.org' }, { now: NOW.getTime() })).toStrictEqual({
      email: 'a@example.org',
      tags: ['newsletter_subscriber'],
      source: 'newsletter_signup',
      marketingConsent: true,
      consentDetails: { createdAt: '2025-05-01T09:30:00.000Z' },
    });
    expect(
      buildExitIntentContact(
        { email: 'a@example.org' },
        { now: NOW, consent: { ...REQUEST, createdAt: '2025-04-30T00:00:00.000Z' } },
      ),
    ).toStrictEqual({
      email: 'a@example.org',
      tags: ['exit_intent_capture', 'lead'],
      source: 'exit_intent_popup',
      marketingConsent: true,
      consentDetails: { ...REQUEST, createdAt: '2025-04-30T00:00:00.000Z' },
    });
  });

  it('join us: company as a field of its own, the rest as custom fields', () => {
    expect(
      buildJoinUsContact(
        {
          name: 'Ada King Lovelace',
          email: 'ada@example.org',
          company: 'Engines',
          role: 'CTO',
          interests: 'mentorship',
          message: 'Hi',
        },
        { now: NOW },
      ),
    ).toStrictEqual({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      company: 'Engines',
      tags: ['community_applicant'],
      customFields: {
        role: 'CTO',
        interests: 'mentorship',
        message: 'Hi',
        applicationDate: '2025-05-01T09:30:00.000Z',
      },
      source: 'join_us_form',
      marketingConsent: false,
    });
  });

  it('defaults the time to now', () => {
    const before = Date.now();
    const record = buildContactFormContact({ name: 'J', email: 'j@example.org', subject: 's', message: 'm' });
    const contactDate = Date.parse(String(record.customFields?.contactDate));
    expect(contactDate).toBeGreaterThanOrEqual(before);
    expect(contactDate).toBeLessThanOrEqual(Date.now());
  });
});
