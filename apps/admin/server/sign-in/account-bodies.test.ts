// @vitest-environment node
/**
 * The bodies of the passkey and account routes: each route checks its body against a schema before
 * its handler runs, so a field of the wrong type is a 400 naming it, a body over the route's cap is
 * a 413 before a byte is read, and a malformed setup body spends the address's sign-in budget.
 */
import { defaultSiteContent } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test-support/owner-api';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

/** A well-formed passkey answer (the signature is nonsense, but the shape is right). */
const ANSWER = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30' } };

/** Each route with a body that has the right shape, and whether it needs a session. */
const ROUTES = [
  {
    method: 'POST',
    path: '/api/admin/passkey/sign-in',
    body: { response: ANSWER, next: '/admin' },
    signedIn: false,
    cap: 16 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/passkey/setup/options',
    body: { token: 'not-a-token' },
    signedIn: false,
    cap: 16 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/passkey/setup',
    body: { token: 'not-a-token', response: ANSWER, name: 'Phone' },
    signedIn: false,
    cap: 16 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/passkeys',
    body: { response: ANSWER, name: 'Phone' },
    signedIn: true,
    cap: 512 * 1024,
  },
  {
    method: 'PATCH',
    path: '/api/admin/passkeys/no-such-key',
    body: { name: 'Phone' },
    signedIn: true,
    cap: 512 * 1024,
  },
  { method: 'PUT', path: '/api/admin/passkeys/required', body: { required: false }, signedIn: true, cap: 512 * 1024 },
  {
    method: 'POST',
    path: '/api/admin/account/password',
    body: { current: 'x', password: 'y' },
    signedIn: true,
    cap: 512 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/owners/setup-link',
    body: { email: 'nobody@rooted.example' },
    signedIn: true,
    cap: 512 * 1024,
  },
] as const;

/** A value of a type no field of these routes takes in that place. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.constant(true),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant({ toString: 1, valueOf: 1 }),
  fc.string({ minLength: 5000, maxLength: 5000 }),
);

/** A body that remembers whether anyone pulled a byte from it. */
function recordingBody(chunk: Uint8Array, chunks: number) {
  let pulled = false;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        if (sent++ < chunks) controller.enqueue(chunk);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

describe('passkey and account bodies', { timeout: 180_000 }, () => {
  it('answer a field of the wrong type with 400 naming that field, never 500, and sign nobody in (fast-check)', async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const signedIn = await session();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.nat(),
        wrongValue,
        fc.integer({ min: 1, max: 250 }),
        async (route, pick, value, ip) => {
          const fields = Object.keys(route.body);
          const field = fields[pick % fields.length]!;
          // A 5000-character text is only wrong where the field is bounded below that.
          fc.pre(
            !(typeof value === 'string' && field === 'next') && !(typeof value === 'boolean' && field === 'required'),
          );
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            ...(route.signedIn ? { cookie: signedIn.cookie, 'x-csrf-token': signedIn.csrfToken } : {}),
          };
          const response = await call(route.path, {
            method: route.method,
            headers,
            body: JSON.stringify({ ...route.body, [field]: value }),
            ip: `198.51.100.${ip}`,
          });
          expect(response.status).toBe(400);
          expect(Object.keys(((await response.json()) as { fields: Record<string, string[]> }).fields)).toContain(
            field,
          );
          expect(response.headers.get('set-cookie') ?? '').not.toMatch(/owner_session=[\w-]/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('pass a body of the right shape on to the route, which answers it', async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const signedIn = await session();
    const answers: number[] = [];
    for (const route of ROUTES) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(route.signedIn ? { cookie: signedIn.cookie, 'x-csrf-token': signedIn.csrfToken } : {}),
      };
      const response = await call(route.path, { method: route.method, headers, body: JSON.stringify(route.body) });
      answers.push(response.status);
      // The schema let it through: a refusal by the route's own check names no field.
      expect([route.path, 'fields' in ((await response.json()) as object)]).toEqual([route.path, false]);
    }
    // A made-up passkey is not accepted, a made-up setup token has expired, a made-up key does
    // not exist, "not required" is saved, a wrong current password is refused, a stranger gets no link.
    expect(answers).toEqual([401, 400, 400, 400, 404, 200, 403, 404]);
  });

  it("refuse a body over the route's cap with 413 before reading a byte, declared or not", async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const signedIn = await session();
    for (const route of ROUTES) {
      const auth = route.signedIn ? { cookie: signedIn.cookie, 'x-csrf-token': signedIn.csrfToken } : {};
      const declared = recordingBody(new Uint8Array(64 * 1024), 1);
      const huge = await call(route.path, {
        method: route.method,
        headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024), ...auth },
        body: declared.stream,
        duplex: 'half',
      } as RequestInit);
      expect([route.path, huge.status, declared.pulled()]).toEqual([route.path, 413, false]);
      // Undeclared (chunked): cut once the count passes the cap, never read to the end.
      const chunk = new TextEncoder().encode(' '.repeat(32 * 1024));
      const chunks = Math.ceil((route.cap * 4) / chunk.length);
      let read = 0;
      const counting = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (read++ < chunks) controller.enqueue(chunk);
            else controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const chunked = await call(route.path, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...auth },
        body: counting,
        duplex: 'half',
      } as RequestInit);
      expect([route.path, chunked.status]).toEqual([route.path, 413]);
      expect(read).toBeLessThan(chunks);
    }
  });

  it("count a malformed passkey setup against the address's sign-in budget, as the setup form does", async () => {
    const { call, signIn } = await testAdmin(defaultSiteContent);
    const ip = '192.0.2.44';
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress; attempt++) {
      const response = await call('/api/admin/passkey/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: [attempt] }),
        ip,
      });
      expect(response.status).toBe(400);
    }
    const refused = await call('/api/admin/passkey/setup/options', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
      ip,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(undefined, ip)).status).toBe(429);
    // Another address still signs in.
    expect((await signIn(undefined, '192.0.2.45')).status).toBe(200);
  });
});
