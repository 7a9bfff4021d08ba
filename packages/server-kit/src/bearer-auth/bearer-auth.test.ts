import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../rate-limit/rate-limiter.js';
import { bearerAuth } from './bearer-auth.js';

function app(now = () => 1_000_000) {
  const hono = new Hono<{ Bindings: { remoteAddress?: string } }>();
  hono.get(
    '/status',
    bearerAuth({ token: 'the-operator-token-0123456789', store: createMemoryRateLimitStore(), now }),
    (c) => c.json({ ok: true }),
  );
  return hono;
}
const ask = (hono: ReturnType<typeof app>, token: string | null, remoteAddress = '203.0.113.9') =>
  hono.request('/status', { headers: token === null ? {} : { authorization: `Bearer ${token}` } }, { remoteAddress });

describe('bearerAuth', () => {
  it('lets the right token through and answers a wrong or missing one with 401', async () => {
    const hono = app();
    expect((await ask(hono, 'the-operator-token-0123456789')).status).toBe(200);
    const wrong = await ask(hono, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect((await ask(hono, null)).status).toBe(401);
  });

  it('ends 200 wrong tokens in 429 with Retry-After, and then refuses even the right one', async () => {
    const hono = app();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) statuses.push((await ask(hono, `guess-${i}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const locked = await ask(hono, 'the-operator-token-0123456789');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await ask(hono, 'the-operator-token-0123456789', '198.51.100.1')).status).toBe(200);
  });

  it('counts an IPv6 /64 and the IPv4-mapped form of an address as one client', async () => {
    const hono = app();
    for (let i = 0; i < 10; i += 1) await ask(hono, 'guess', `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await ask(hono, 'guess', '2001:db8:1:2:ffff::1')).status).toBe(429);
    for (let i = 0; i < 10; i += 1) await ask(hono, 'guess', i % 2 === 0 ? '192.0.2.1' : '::ffff:192.0.2.1');
    expect((await ask(hono, 'guess', '::ffff:192.0.2.1')).status).toBe(429);
  });

  it('opens again once the window has passed', async () => {
    let at = 0;
    const hono = app(() => at);
    for (let i = 0; i < 11; i += 1) await ask(hono, 'guess');
    expect((await ask(hono, 'the-operator-token-0123456789')).status).toBe(429);
    at += 16 * 60_000;
    expect((await ask(hono, 'the-operator-token-0123456789')).status).toBe(200);
  });
});
