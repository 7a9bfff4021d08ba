// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../owner-routes';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { SETUP_LINK_TTL_MS } from './owners';
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { createSqliteContentVersions } from '../content/content-versions';
import { openSiteDatabase } from '../database/site-db';
import { OWNER, testAdmin } from '../test-support/owner-api';
import { addOwnerWithPassword } from '../test-support/owner-hash';
import { createOwnerAccounts } from './owners';
import { createOwnerSessions } from './sessions';
import { createSignInThrottle } from './sign-in-throttle';
import { createSqliteSignInStore } from './sign-in-store';

describe('owner sign-in', { timeout: 180_000 }, () => {
  it('sets an HttpOnly SameSite=Strict session cookie, Secure and __Host- over https', async () => {
    const { signIn, app } = await testAdmin(defaultSiteContent);
    const cookie = (await signIn()).headers.get('set-cookie')!;
    expect(cookie).toMatch(/^owner_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const https = await app.request('https://site.test/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://site.test' },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
    expect(https.headers.get('set-cookie')).toMatch(/^__Host-owner_session=.*Secure/);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const { signIn, call } = await testAdmin(defaultSiteContent);
    const wrong = await signIn('not the password at all');
    const unknown = await call('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@rooted.example', password: OWNER.password }),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('a sign-in flood from changing addresses leaves the correct password working in a new browser', async () => {
    // The flood's attempts go through the same limits the route spends (a route-level flood of
    // hundreds of scrypt checks would take minutes here): IPv4 and IPv6 clients, guessed accounts.
    const rateLimits = createMemoryRateLimitStore();
    const clock = { now: 1_700_000_000_000 };
    const throttle = createSignInThrottle(rateLimits);
    for (let index = 0; index < 1_000; index++) {
      const ip = index % 2 === 0 ? `198.51.${index >> 8}.${index & 255}` : `2001:db8:${index.toString(16)}::1`;
      await throttle.password({ account: `guess${index}@rooted.example`, ip }, clock.now);
    }
    const db = openSiteDatabase(':memory:');
    const { signIn, accounts } = await testAdmin(
      defaultSiteContent,
      {},
      {
        clock,
        addOwner: false,
        stores: (now) => {
          return {
            accounts: createOwnerAccounts(db, now),
            sessions: createOwnerSessions(db, now),
            versions: createSqliteContentVersions(db, now),
            signIn: createSqliteSignInStore(db, now),
            rateLimits,
          };
        },
      },
    );
    await addOwnerWithPassword(db, accounts, OWNER);
    expect((await signIn(OWNER.password, '203.0.113.50')).status).toBe(200);
  });

  it('lets no stranger lock the owner out: 50 wrong passwords from 50 addresses, then the owner signs in from another', async () => {
    const { signIn } = await testAdmin(defaultSiteContent);
    for (let attempt = 0; attempt < 50; attempt++)
      expect((await signIn('wrong password number x', `198.51.100.${attempt}`)).status).toBe(401);
    expect((await signIn(OWNER.password, '203.0.113.50')).status).toBe(200);
  });

  it(`limits one account from one address to ${SIGN_IN_LIMITS.perAccountAndAddress} attempts, and says how many minutes to wait`, async () => {
    const { signIn, clock } = await testAdmin(defaultSiteContent);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndAddress; attempt++)
      expect((await signIn('wrong password number x', '198.51.100.1')).status).toBe(401);
    const locked = await signIn(OWNER.password, '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Try again in 15 minutes\./);
    clock.now += 15 * 60 * 1000;
    expect((await signIn(OWNER.password, '198.51.100.1')).status).toBe(200);
  });

  it(`limits one client IP to ${SIGN_IN_LIMITS.perAddress} attempts across accounts`, async () => {
    const { call, db, accounts } = await testAdmin(defaultSiteContent);
    // Known accounts and guessed ones alike spend the address's budget. An unknown address is checked
    // against a decoy hash at the production cost (a second each here), so most guesses go to
    // owners that exist, each fewer times than the account-and-address limit.
    const owners = ['ann', 'bea', 'cat', 'dee'].map((name) => `${name}@rooted.example`);
    for (const email of owners) await addOwnerWithPassword(db!, accounts, { email, password: OWNER.password });
    const attempt = (index: number) =>
      call('/api/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: index % 5 === 4 ? `guess${index}@rooted.example` : owners[index % 5],
          password: 'guessing passwords',
        }),
        ip: '192.0.2.1',
      });
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress; index++) expect((await attempt(index)).status).toBe(401);
    expect((await attempt(99)).status).toBe(429);
  });

  it('refuses a sign-in posted from another origin', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    const response = await call('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(OWNER),
    });
    expect(response.status).toBe(403);
  });
});

describe('owner sessions', { timeout: 180_000 }, () => {
  it(`end after ${SESSION_IDLE_MS / 60000} idle minutes`, async () => {
    const { session, call, clock } = await testAdmin(defaultSiteContent);
    const { cookie } = await session();
    clock.now += SESSION_IDLE_MS - 1000;
    expect((await call('/api/admin/content', { headers: { cookie } })).status).toBe(200);
    clock.now += SESSION_IDLE_MS - 1000;
    expect((await call('/api/admin/content', { headers: { cookie } })).status).toBe(200);
    clock.now += SESSION_IDLE_MS;
    expect((await call('/api/admin/content', { headers: { cookie } })).status).toBe(401);
  });

  it(`end ${SESSION_ABSOLUTE_MS / 3_600_000} hours after sign-in however active`, async () => {
    const { session, call, clock } = await testAdmin(defaultSiteContent);
    const { cookie } = await session();
    const start = clock.now;
    while (clock.now - start < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS) {
      clock.now += SESSION_IDLE_MS / 2;
      expect((await call('/api/admin/content', { headers: { cookie } })).status).toBe(200);
    }
    clock.now = start + SESSION_ABSOLUTE_MS;
    expect((await call('/api/admin/content', { headers: { cookie } })).status).toBe(401);
  });

  it('refuse every /admin page and /api/admin route without a session, and a forged cookie', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    for (const path of [
      '/api/admin/content',
      '/api/admin/content/versions',
      '/api/admin/session',
      '/api/admin/sessions',
      '/api/admin/passkeys',
      '/admin/assets/index.js',
    ]) {
      expect((await call(path)).status, path).toBe(401);
      expect((await call(path, { headers: { cookie: 'owner_session=forged' } })).status, path).toBe(401);
    }
    // A page answers with the sign-in form, which comes back to it.
    for (const path of ['/admin', '/admin/versions?x=1']) {
      const response = await call(path, { headers: { cookie: 'owner_session=forged' } });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
    expect((await call('/api/admin/content/publish', { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await call('/admin/sign-in')).status).toBe(200);
  });

  it('tell someone without an account or password where a setup link comes from, without naming a command', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    const html = await (await call('/admin/sign-in')).text();
    expect(html).toMatch(/Another owner of this site can send you a new one-time setup link/);
    expect(html).not.toMatch(/pnpm|site-owner/);
    expect(html).not.toMatch(/action="\/admin\/setup/);
  });
});

describe('CSRF protection', { timeout: 180_000 }, () => {
  it("refuses a state-changing request without the session's token, with a wrong one, or from another origin", async () => {
    const { session, call } = await testAdmin(defaultSiteContent);
    const { cookie, csrfToken } = await session();
    const publish = (headers: Record<string, string>) =>
      call('/api/admin/content/publish', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ content: defaultSiteContent }),
      });
    expect((await publish({})).status).toBe(403);
    expect((await publish({ 'x-csrf-token': 'x'.repeat(43) })).status).toBe(403);
    expect((await publish({ 'x-csrf-token': csrfToken, origin: 'https://evil.example' })).status).toBe(403);
    expect((await publish({ 'x-csrf-token': csrfToken })).status).toBe(201);
  });
});

describe('owner setup links', { timeout: 180_000 }, () => {
  it('work once, expire after a day, and need a strong password', async () => {
    const { accounts, clock } = await testAdmin(defaultSiteContent);
    const { setupToken } = await accounts.addOwner('second@rooted.example');
    expect(await accounts.completeSetup(setupToken, 'short')).toMatchObject({ ok: false, reason: 'weak-password' });
    expect(await accounts.completeSetup(setupToken, 'a long enough passphrase')).toMatchObject({ ok: true });
    expect(await accounts.completeSetup(setupToken, 'a long enough passphrase')).toMatchObject({
      ok: false,
      reason: 'invalid-link',
    });
    const late = (await accounts.addOwner('third@rooted.example')).setupToken;
    clock.now += SETUP_LINK_TTL_MS;
    expect(await accounts.completeSetup(late, 'a long enough passphrase')).toMatchObject({
      ok: false,
      reason: 'invalid-link',
    });
  });
});
