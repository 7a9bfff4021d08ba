// @vitest-environment node
/**
 * The owners' side on PostgreSQL with two instances (two app objects) on one real database:
 * accounts, sessions, sign-in limits and published content agree across them, and an instance
 * re-renders its pages when the other publishes.
 */
import { openPostgresStores, type PostgresStores } from '@rooted/lead-capture/postgres';
import { defaultSiteContent, type SiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { OWNER, testAdmin } from '../test-support/owner-api';
import { SIGN_IN_LIMITS } from '../owner-routes';
import { postgresSiteStoresOn, SITE_ADMIN_FEATURE } from './postgres-site-store';

let schemas = 0;
const cluster = clusterForTests();

const withTitle = (title: string): SiteContent => ({
  ...defaultSiteContent,
  hero: { ...defaultSiteContent.hero, title },
});

/** Two instances' admin routes on one fresh schema, sharing one clock; the owner is set up through the first. */
async function twoInstances() {
  const schema = `site_admin_test_${(schemas += 1)}`;
  const open = async () => {
    const stores = await openPostgresStores({
      connectionString: cluster.url,
      schema,
      maxConnections: 3,
      features: [SITE_ADMIN_FEATURE],
    });
    cluster.keep(stores);
    return stores;
  };
  const [one, two] = [await open(), await open()];
  const clock = { now: 1_700_000_000_000 };
  const on = (stores: PostgresStores) => (now: () => number) => ({
    ...postgresSiteStoresOn(stores.sql, stores.schema, now),
    rateLimits: stores.rateLimits,
  });
  const a = await testAdmin(defaultSiteContent, {}, { stores: on(one), clock });
  const b = await testAdmin(defaultSiteContent, {}, { stores: on(two), clock, addOwner: false });
  return { a, b, clock };
}

describe('owners on PostgreSQL, two instances', { timeout: 60_000 }, () => {
  it('accept a session started at one instance at the other, and end it everywhere on sign-out', async () => {
    const { a, b } = await twoInstances();
    const { cookie, csrfToken } = await a.session();
    expect((await b.call('/api/admin/session', { headers: { cookie } })).status).toBe(200);
    expect(
      (await b.call('/api/admin/session', { method: 'DELETE', headers: { cookie, 'x-csrf-token': csrfToken } })).status,
    ).toBe(204);
    expect((await a.call('/api/admin/session', { headers: { cookie } })).status).toBe(401);
    expect((await b.accounts.list()).map((owner) => owner.email)).toEqual([OWNER.email]);
  });

  it('use a setup link once, whichever instance it reaches', async () => {
    const { a, b } = await twoInstances();
    const { setupToken } = await a.accounts.addOwner('second@rooted.example');
    const both = await Promise.all([
      a.accounts.completeSetup(setupToken, 'a long enough passphrase'),
      b.accounts.completeSetup(setupToken, 'a long enough passphrase'),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
  });

  it(`limit an account at one address to ${SIGN_IN_LIMITS.perAccountAndAddress} attempts counted across both instances, and no other address`, async () => {
    const { a, b } = await twoInstances();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndAddress; attempt++) {
      expect((await [a, b][attempt % 2]!.signIn('wrong password number x', '198.51.100.7')).status).toBe(401);
    }
    expect((await a.signIn(OWNER.password, '198.51.100.7')).status).toBe(429);
    expect((await b.signIn(OWNER.password, '198.51.100.7')).status).toBe(429);
    expect((await b.signIn(OWNER.password, '198.51.100.8')).status).toBe(200);
  });

  it("keep passkeys, one-use challenges and the owner's sessions for every instance", async () => {
    const { a, b } = await twoInstances();
    const ownerId = (await a.accounts.list())[0]!.id;
    const one = await a.session();
    const two = await b.session();
    await a.stores.signIn.addPasskey(ownerId, {
      id: 'cred-1',
      publicKey: 'AQID',
      counter: 0,
      transports: ['internal'],
      name: 'Laptop',
    });
    expect(await b.stores.signIn.passkeys(ownerId)).toMatchObject([{ id: 'cred-1', name: 'Laptop' }]);
    await a.stores.signIn.putToken('passkey-sign-in', 'challenge-1', null, '', 60_000);
    const taken = await Promise.all([
      a.stores.signIn.takeToken('passkey-sign-in', 'challenge-1'),
      b.stores.signIn.takeToken('passkey-sign-in', 'challenge-1'),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect((await b.call('/api/admin/sessions', { headers: { cookie: two.cookie } })).status).toBe(200);
    expect((await b.stores.signIn.sessions(ownerId)).length).toBeGreaterThanOrEqual(2);
    // Removing the passkey at one instance ends the other sessions everywhere.
    const removed = await a.call('/api/admin/passkeys/cred-1', {
      method: 'DELETE',
      headers: { cookie: one.cookie, 'x-csrf-token': one.csrfToken },
    });
    expect(removed.status).toBe(200);
    expect((await b.call('/api/admin/session', { headers: { cookie: two.cookie } })).status).toBe(401);
    expect((await b.call('/api/admin/session', { headers: { cookie: one.cookie } })).status).toBe(200);
  });

  it('show a version published at one instance at the other, whose pages re-render once when it catches up', async () => {
    const { a, b } = await twoInstances();
    const { cookie, csrfToken } = await a.session();
    const published = await a.call('/api/admin/content/publish', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({ content: withTitle('Published at A') }),
    });
    expect(published.status).toBe(201);
    const seen = (await (await b.call('/api/admin/content', { headers: { cookie } })).json()) as {
      version: number;
      content: SiteContent;
    };
    expect(seen.content.hero.title).toBe('Published at A');
    expect(b.rendered).toEqual([]);
    expect(await b.publisher.catchUp()).toBe(true);
    expect(b.rendered.map((content) => content.hero.title)).toEqual(['Published at A']);
    // Nothing new: no second render, at B or at A (which rendered when it published).
    expect(await b.publisher.catchUp()).toBe(false);
    expect(await a.publisher.catchUp()).toBe(false);
    const versions = (await (await b.call('/api/admin/content/versions', { headers: { cookie } })).json()) as {
      versions: { id: number; publishedBy: string }[];
    };
    expect(versions.versions).toMatchObject([{ id: seen.version, publishedBy: OWNER.email }]);
  });
});
