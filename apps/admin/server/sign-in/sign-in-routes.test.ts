// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNER, testAdmin } from '../test-support/owner-api';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${name}=`));

describe('sign-in against attackers', { timeout: 180_000 }, () => {
  it('a browser that signed in before keeps its own budget while its address is flooded', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    const first = await call('/api/admin/session', json(OWNER));
    const device = cookieOf(first, 'owner_device')!;
    expect(device).toMatch(/^owner_device=[\w-]{43}$/);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress; attempt++) {
      await call('/api/admin/session', json({ email: OWNER.email, password: `wrong guess ${attempt}` }, {}));
    }
    expect((await call('/api/admin/session', json(OWNER))).status).toBe(429);
    expect((await call('/api/admin/session', json(OWNER, { cookie: device }))).status).toBe(200);
  });

  it('sets Secure __Host- cookies when a trusted proxy says the browser used https, and only then', async () => {
    const { call } = await testAdmin(defaultSiteContent, {}, { trustProxy: true });
    const proxied = await call('/api/admin/session', json(OWNER, { 'x-forwarded-proto': 'https' }));
    for (const cookie of proxied.headers.getSetCookie())
      expect(cookie).toMatch(/^__Host-owner_(session|device)=[\w-]{43};.*Secure/);
    const untrusted = await testAdmin(defaultSiteContent, {}, { trustProxy: false });
    const claimed = await untrusted.call('/api/admin/session', json(OWNER, { 'x-forwarded-proto': 'https' }));
    expect(claimed.headers.get('set-cookie')).toMatch(/^owner_session=/);
    expect(claimed.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('refuses the password of an account that requires its passkey, telling only who knew the password', async () => {
    const { call, stores, accounts } = await testAdmin(defaultSiteContent);
    const owner = (await accounts.list())[0]!;
    await stores.signIn.setRequirePasskey(owner.id, true);
    const right = await call('/api/admin/session', json(OWNER));
    expect(right.status).toBe(403);
    expect(((await right.json()) as { error: string }).error).toMatch(/passkey only/);
    expect((await call('/api/admin/session', json({ ...OWNER, password: 'a wrong one here' }))).status).toBe(401);
  });

  it('sends a signed-out /admin to the sign-in form and back to the page asked for, never off the site', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    const form = await (await call('/admin/sign-in?next=%2Fadmin%3Ftab%3Daccount')).text();
    expect(form).toContain('name="next" value="/admin?tab=account"');
    const post = (next: string) =>
      call('/admin/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...OWNER, next }),
      });
    expect((await post('/admin?tab=account')).headers.get('location')).toBe('/admin?tab=account');
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/'])
      expect((await post(hostile)).headers.get('location')).toBe('/admin');
  });
});

describe("the owner's sessions and account", { timeout: 180_000 }, () => {
  it('lists sessions with device and address, and signs out of one or everywhere', async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const one = await session();
    const two = await session();
    const list = await call('/api/admin/sessions', { headers: { cookie: one.cookie, 'user-agent': 'x' } });
    const { sessions } = (await list.json()) as {
      sessions: { id: string; current: boolean; ip: string; method: string }[];
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((listed) => listed.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip: '203.0.113.7', method: 'password' });
    const other = sessions.find((listed) => !listed.current)!;
    const write = { cookie: one.cookie, 'x-csrf-token': one.csrfToken };
    expect((await call(`/api/admin/sessions/${other.id}`, { method: 'DELETE', headers: write })).status).toBe(204);
    expect((await call('/api/admin/session', { headers: { cookie: two.cookie } })).status).toBe(401);
    const three = await session();
    expect((await call('/api/admin/sessions', { method: 'DELETE', headers: write })).status).toBe(204);
    expect((await call('/api/admin/session', { headers: { cookie: three.cookie } })).status).toBe(401);
    expect((await call('/api/admin/session', { headers: { cookie: one.cookie } })).status).toBe(401);
  });

  it('changes the password after the current one, refusing breached ones, and ends the other sessions', async () => {
    const { call, session, signIn } = await testAdmin(defaultSiteContent);
    // The owner's browser: its session and the device cookie it got at sign-in (whose own budget
    // the current-password checks spend).
    const first = await signIn();
    const one = {
      cookie: `${cookieOf(first, 'owner_session')}; ${cookieOf(first, 'owner_device')}`,
      csrfToken: ((await first.json()) as { csrfToken: string }).csrfToken,
    };
    const two = await session();
    const change = (body: object) =>
      call('/api/admin/account/password', json(body, { cookie: one.cookie, 'x-csrf-token': one.csrfToken }));
    expect((await change({ current: 'not it at all', password: 'plum ladder glacier river' })).status).toBe(403);
    const breached = await change({ current: OWNER.password, password: 'password1234' });
    expect(breached.status).toBe(422);
    expect(((await breached.json()) as { error: string }).error).toMatch(/most common/);
    expect(
      (
        (await (await change({ current: OWNER.password, password: 'owner rooted example' })).json()) as {
          error: string;
        }
      ).error,
    ).toMatch(/email/);
    expect((await change({ current: OWNER.password, password: 'plum ladder glacier river' })).status).toBe(200);
    expect((await call('/api/admin/session', { headers: { cookie: two.cookie } })).status).toBe(401);
    expect((await call('/api/admin/session', { headers: { cookie: one.cookie } })).status).toBe(200);
    expect((await signIn('plum ladder glacier river', '198.51.100.3')).status).toBe(200);
  });

  it('issues another existing owner a one-time setup link, and no link for an unknown email', async () => {
    const { call, session, accounts } = await testAdmin(defaultSiteContent, {}, { publicUrl: 'http://site.test' });
    await accounts.addOwner('second@rooted.example');
    const { cookie, csrfToken } = await session();
    const issue = (email: string) =>
      call('/api/admin/owners/setup-link', json({ email }, { cookie, 'x-csrf-token': csrfToken }));
    const issued = await issue('Second@rooted.example');
    expect(issued.status).toBe(201);
    const { link } = (await issued.json()) as { link: string };
    const token = new URL(link).searchParams.get('token')!;
    expect(link).toMatch(/^http:\/\/site\.test\/admin\/setup\?token=[\w-]{43}$/);
    expect(await accounts.completeSetup(token, 'plum ladder glacier river')).toMatchObject({ ok: true });
    expect((await issue('stranger@rooted.example')).status).toBe(404);
  });

  it('refuses a setup password that is breached or names the site', async () => {
    const { accounts } = await testAdmin(defaultSiteContent);
    const { setupToken } = await accounts.addOwner('second@rooted.example');
    expect(await accounts.completeSetup(setupToken, 'password1234')).toMatchObject({
      ok: false,
      reason: 'weak-password',
    });
    expect(await accounts.completeSetup(setupToken, 'rooted ventures forever', 'Rooted Ventures')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/site’s name/),
    });
  });
});

describe("the owner's passkeys", { timeout: 180_000 }, () => {
  it('are renamed and removed by their owner only; a removal ends the other sessions; the last one needed stays', async () => {
    const { call, session, stores, accounts } = await testAdmin(defaultSiteContent);
    const owner = (await accounts.list())[0]!;
    const one = await session();
    const two = await session();
    const write = (method: string, path: string, body?: unknown) =>
      call(path, {
        method,
        headers: { cookie: one.cookie, 'x-csrf-token': one.csrfToken, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    expect((await write('PUT', '/api/admin/passkeys/required', { required: true })).status).toBe(409);
    await stores.signIn.addPasskey(owner.id, {
      id: 'key-a',
      publicKey: 'AQID',
      counter: 0,
      transports: [],
      name: 'Laptop',
    });
    await stores.signIn.addPasskey(owner.id, {
      id: 'key-b',
      publicKey: 'AQID',
      counter: 0,
      transports: [],
      name: 'Phone',
    });
    expect(
      (
        (await (await write('PATCH', '/api/admin/passkeys/key-a', { name: '  Work laptop  ' })).json()) as {
          passkeys: { name: string }[];
        }
      ).passkeys.map((key) => key.name),
    ).toEqual(['Work laptop', 'Phone']);
    expect((await write('PUT', '/api/admin/passkeys/required', { required: true })).status).toBe(200);
    expect((await write('DELETE', '/api/admin/passkeys/key-a')).status).toBe(200);
    expect((await call('/api/admin/session', { headers: { cookie: two.cookie } })).status).toBe(401);
    expect((await call('/api/admin/session', { headers: { cookie: one.cookie } })).status).toBe(200);
    expect((await write('DELETE', '/api/admin/passkeys/key-b')).status).toBe(409);
    expect((await write('DELETE', '/api/admin/passkeys/not-mine')).status).toBe(404);
  });
});

describe('passkey routes under bad input', { timeout: 180_000 }, () => {
  it('answer any body with a 4xx, never a 500, and sign nobody in', async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const { cookie, csrfToken } = await session();
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ response: fc.jsonValue(), token: fc.string(), name: fc.string() }),
      fc.record({
        response: fc.record({
          id: fc.base64String(),
          rawId: fc.base64String(),
          type: fc.constant('public-key'),
          response: fc.record({ clientDataJSON: fc.base64String() }),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['POST', '/api/admin/passkey/sign-in'],
          ['POST', '/api/admin/passkey/setup'],
          ['POST', '/api/admin/passkey/setup/options'],
          ['POST', '/api/admin/passkeys'],
          ['PATCH', '/api/admin/passkeys/no-such-key'],
          ['PUT', '/api/admin/passkeys/required'],
          ['POST', '/api/admin/account/password'],
          ['POST', '/api/admin/owners/setup-link'],
        ),
        body,
        async ([method, path], value) => {
          const response = await call(path, { ...json(value, { cookie, 'x-csrf-token': csrfToken }), method });
          // A well-formed `{ required: false }` may pass; nothing else does, and nothing is a 500.
          if (!(method === 'PUT' && response.status === 200)) expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get('set-cookie') ?? '').not.toMatch(/owner_session=[\w-]/);
        },
      ),
      { numRuns: 150 },
    );
    const options = await call('/api/admin/passkey/sign-in/options', json({}));
    expect(((await options.json()) as { rpId: string }).rpId).toBe('localhost');
  });
});
