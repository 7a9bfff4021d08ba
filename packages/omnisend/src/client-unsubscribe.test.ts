import { describe, expect, it } from 'vitest';
import { connect, rejectionOf, startFake } from './test-support/harness';
import { OmnisendInvalidEmailError, buildNewsletterContact } from './index';

describe('unsubscribeContact (what an erasure can do through the API)', () => {
  it('turns a subscriber unsubscribed, adds the tag and keeps the tags it had', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact({
      ...buildNewsletterContact({ email: 'jane@example.org' }),
      consentDetails: { createdAt: '2025-01-01T00:00:00Z' },
    });
    expect(fake.contacts().find((contact) => contact.email === 'jane@example.org')?.status).toBe('subscribed');

    await client.unsubscribeContact('Jane@Example.org', { tags: ['gdpr_erased'] });

    const contact = fake.contacts().find((found) => found.email === 'jane@example.org');
    expect(contact?.status).toBe('unsubscribed');
    expect(contact?.tags).toStrictEqual(['newsletter_subscriber', 'source: newsletter_signup', 'gdpr_erased']);
  });

  it('creates an unsubscribed contact when Omnisend has none, so a later import cannot subscribe it silently', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.unsubscribeContact('new@example.org', { tags: ['gdpr_erased'] });
    expect(fake.contacts().find((contact) => contact.email === 'new@example.org')).toMatchObject({
      status: 'unsubscribed',
      tags: ['gdpr_erased'],
    });
  });

  it('refuses an invalid address before any request', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    expect(await rejectionOf(client.unsubscribeContact('not an address'))).toBeInstanceOf(OmnisendInvalidEmailError);
    expect(fake.requests()).toHaveLength(0);
  });
});
