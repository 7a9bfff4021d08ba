import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, resolveClientIp } from '@rooted/server-kit';
import { createLeadHandler } from './handler.js';
import { ipRateLimitKey } from '@rooted/server-kit';
import { createMemoryOutbox } from './memory-outbox.js';
import { silentLogger } from './logger.js';
import { fakeClock } from './test-support/fixtures.js';

/** A handler with the default proxy trust and a rate limit of one lead a minute per client. */
function setup(options: { trustProxy?: false | true | 'loopback' } = {}) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const handler = createLeadHandler({
    botDefence: false,
    doubleOptIn: false,
    outbox,
    now: clock.now,
    logger: silentLogger,
    rateLimit: { limit: 1 },
    ...options,
  });
  const post = (peer: string, headers: Record<string, string> = {}) =>
    handler(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ kind: 'newsletter', email: 'a@b.co', homepage: '' }),
      }),
      { remoteAddress: peer },
    );
  const consentIp = async (response: Response) =>
    outbox.get(((await response.json()) as { id: string }).id)?.consent?.ip;
  return { post, consentIp };
}

describe('proxy trust (default: loopback peers only)', () => {
  it('keys a loopback peer with X-Forwarded-For by the forwarded address', async () => {
    const { post, consentIp } = setup();
    const first = await post('127.0.0.1', { 'x-forwarded-for': '198.51.100.9' });
    expect(await consentIp(first)).toBe('198.51.100.9');
    // A second visitor behind the same proxy has a bucket of its own...
    expect((await post('127.0.0.1', { 'x-forwarded-for': '198.51.100.10' })).status).toBe(202);
    // ...while the first visitor is limited.
    expect((await post('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For from a non-loopback peer', async () => {
    const { post, consentIp } = setup();
    expect(await consentIp(await post('203.0.113.7', { 'x-forwarded-for': '198.51.100.9' }))).toBe('203.0.113.7');
    // Rotating the forged header does not buy a new bucket.
    expect((await post('203.0.113.7', { 'x-forwarded-for': '198.51.100.77' })).status).toBe(429);
  });

  it('never trusts the header when trust is off, even from loopback', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.9' });
    expect(resolveClientIp(headers, '127.0.0.1', false)).toBe('127.0.0.1');
    expect(resolveClientIp(headers, '127.0.0.1')).toBe('198.51.100.9');
    expect(resolveClientIp(headers, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('ignores a forwarded entry that is not an address', () => {
    for (const junk of ['unknown', 'evil.example', '<script>', `1${'1'.repeat(60)}`]) {
      expect(resolveClientIp(new Headers({ 'x-forwarded-for': junk }), '::1')).toBe('::1');
    }
  });

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::2', '128.0.0.1', '::ffff:10.0.0.1', undefined].some(isLoopbackAddress)).toBe(false);
  });
});

describe('IPv6 rate-limit keys', () => {
  it('puts two addresses of one /64 in one bucket', async () => {
    const { post } = setup();
    expect((await post('2001:db8:1:2::1')).status).toBe(202);
    expect((await post('2001:db8:1:2:ffff:eeee:dddd:cccc')).status).toBe(429);
    expect((await post('2001:db8:1:3::1')).status).toBe(202);
  });

  it('keys by the /64 in any spelling, IPv4 by the address', () => {
    expect(ipRateLimitKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(ipRateLimitKey('2001:DB8:1:2::abcd')).toBe('2001:db8:1:2::/64');
    expect(ipRateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipRateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipRateLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(ipRateLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipRateLimitKey('192.0.2.1')).toBe('192.0.2.1');
    expect(ipRateLimitKey('1::2::3')).toBe('1::2::3');
  });
});
