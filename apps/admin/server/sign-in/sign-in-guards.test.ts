// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test-support/owner-api';
import { SIGN_IN_LIMITS } from '../owner-routes';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
});

describe('signing in with bodies of every shape', () => {
  it('answers an object with its own toString in place of the email with 400 naming the field, on every sign-in route', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    const hostile = { email: { toString: 1, valueOf: 1 }, password: 'x', token: { toString: 1 } };
    const session = await call('/api/admin/session', json(hostile));
    expect(session.status).toBe(400);
    expect((await session.json()) as object).toMatchObject({ fields: { email: expect.any(Array) } });
    expect((await call('/admin/sign-in', json(hostile))).status).toBe(400);
    expect((await call('/admin/setup', json(hostile))).status).toBe(400);
  });

  it('counts malformed attempts against the per-address limit, with an IPv6 /48 as one address', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress; attempt++) {
      const response = await call('/api/admin/session', {
        ...json({ email: [attempt], password: 1 }),
        ip: `2001:db8:5:6::${(attempt + 1).toString(16)}`,
      });
      expect(response.status).toBe(400);
    }
    expect(
      (
        await call('/api/admin/session', {
          ...json({ email: 'a@b.example', password: 'x' }),
          ip: '2001:db8:5:6:ffff::9',
        })
      ).status,
    ).toBe(429);
    expect(
      (await call('/admin/sign-in', { ...form('email=a%40b.example&password=x'), ip: '2001:db8:5:6::77' })).status,
    ).toBe(429);
    // Another /64 of the same /48 is the same client (one allocation); another /48 has its own budget.
    expect(
      (await call('/api/admin/session', { ...json({ email: 'a@b.example', password: 'x' }), ip: '2001:db8:5:7::1' }))
        .status,
    ).toBe(429);
    expect(
      (await call('/api/admin/session', { ...json({ email: 'a@b.example', password: 'x' }), ip: '2001:db8:6::1' }))
        .status,
    ).toBe(401);
  });

  it('never answers a random body with a 5xx (fast-check)', async () => {
    const { call } = await testAdmin(defaultSiteContent);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/session', '/admin/sign-in', '/admin/setup'),
        fc.oneof(fc.string(), fc.json()),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        fc.integer({ min: 1, max: 250 }),
        async (path, body, type, ip) => {
          const response = await call(path, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
            ip: `198.51.100.${ip}`,
          });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
