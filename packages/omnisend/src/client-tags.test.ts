import { describe, expect, it } from 'vitest';
import { connect, rejectionOf, startFake } from './test-support/harness';
import type { FakeOmnisend } from './fake/index';
import { OmnisendAuthError, OmnisendValidationError, buildContactFormContact, buildNewsletterContact } from './index';

const writes = (fake: FakeOmnisend) =>
  fake.requests().filter((request) => request.method === 'POST' && request.path === '/v3/contacts');
const tagsOf = (fake: FakeOmnisend, email: string) => fake.contacts().find((contact) => contact.email === email)?.tags;

describe('a contact write never removes a tag the contact already has (the fake replaces tags, as Omnisend does)', () => {
  it('a subscriber who later sends the contact form keeps newsletter_subscriber', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }));
    await client.upsertContact(
      buildContactFormContact({ name: 'Jane', email: 'jane@example.org', subject: 'general', message: 'Hi' }),
    );
    expect(tagsOf(fake, 'jane@example.org')).toStrictEqual([
      'newsletter_subscriber',
      'source: newsletter_signup',
      'contact_form',
      'source: contact_form',
    ]);
    expect(fake.requests().map((request) => `${request.method} ${request.status}`)).toStrictEqual([
      'GET 200',
      'POST 200',
      'GET 200',
      'POST 200',
    ]);
  });

  it('keeps tags another integration added, and sends no tags when the contact has all of ours', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }));
    // Another integration of the brand tags the contact.
    await client.upsertContact({
      email: 'jane@example.org',
      tags: ['newsletter_subscriber', 'source: newsletter_signup', 'vip'],
      marketingConsent: false,
    });
    await client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }));
    expect(tagsOf(fake, 'jane@example.org')).toStrictEqual([
      'newsletter_subscriber',
      'source: newsletter_signup',
      'vip',
    ]);
    expect(writes(fake)[2]?.body).not.toHaveProperty('tags');
  });

  it('refuses a write whose union would pass 100 tags, before writing, so the stored tags stay', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    const stored = Array.from({ length: 99 }, (_, i) => `t${i}`);
    await client.upsertContact({ email: 'full@example.org', tags: stored, source: 'import', marketingConsent: false });
    const error = await rejectionOf(client.upsertContact(buildNewsletterContact({ email: 'full@example.org' })));
    expect(error).toBeInstanceOf(OmnisendValidationError);
    expect((error as Error).message).toMatch(/would have 102/);
    expect(writes(fake)).toHaveLength(1);
    expect(tagsOf(fake, 'full@example.org')).toHaveLength(100);
  });

  it('a key that cannot read contacts fails with an auth error and writes nothing', async () => {
    const fake = await startFake({
      keys: [{ key: 'write-only-key', brandId: 'b1', permissions: ['contacts.write', 'events.write'] }],
    });
    const { client } = connect(fake, { apiKey: 'write-only-key' });
    const error = await rejectionOf(client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' })));
    expect(error).toBeInstanceOf(OmnisendAuthError);
    expect(writes(fake)).toHaveLength(0);
    expect(fake.contacts()).toHaveLength(0);
  });

  it('reads the stored tags by the normalised, URL-encoded email', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(buildNewsletterContact({ email: ' Jane+news@Example.org ' }));
    expect(fake.requests()[0]).toMatchObject({
      method: 'GET',
      path: '/v3/contacts',
      query: { email: 'jane+news@example.org', limit: '1' },
    });
  });
});

describe('concurrent upserts of one contact', () => {
  it('run one after the other, so neither write drops the tags of the other', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await Promise.all([
      client.upsertContact(
        buildContactFormContact({ name: 'Jane', email: 'jane@example.org', subject: 'general', message: 'Hi' }),
      ),
      client.upsertContact(buildNewsletterContact({ email: 'Jane@Example.org' })),
      client.upsertContact(buildNewsletterContact({ email: 'sam@example.org' })),
    ]);
    expect(tagsOf(fake, 'jane@example.org')).toStrictEqual([
      'contact_form',
      'source: contact_form',
      'newsletter_subscriber',
      'source: newsletter_signup',
    ]);
    expect(tagsOf(fake, 'sam@example.org')).toStrictEqual(['newsletter_subscriber', 'source: newsletter_signup']);
  });

  it('a failed upsert does not block the next one for the same email', async () => {
    const fake = await startFake();
    const { client } = connect(fake, { retry: false });
    fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, status: 500 });
    const [first, second] = await Promise.allSettled([
      client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' })),
      client.upsertContact(
        buildContactFormContact({ name: 'Jane', email: 'jane@example.org', subject: 'general', message: 'Hi' }),
      ),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(tagsOf(fake, 'jane@example.org')).toStrictEqual(['contact_form', 'source: contact_form']);
  });
});
