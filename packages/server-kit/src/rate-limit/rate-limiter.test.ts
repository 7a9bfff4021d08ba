import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';
import { resolveClientIp } from '../client-address/resolve-client-ip.js';

describe('createRateLimiter', () => {
  it('allows 5 a minute per key by default, then tells how long to wait', () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 5; i += 1) expect(limiter.hit('a', 1000 + i * 1000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: false, retryAfterMs: 51_000 });
    expect(limiter.hit('b', 10_000)).toEqual({ allowed: true });
  });

  it('slides: the oldest hit leaving the window frees one slot', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    limiter.hit('k', 0);
    limiter.hit('k', 5000);
    expect(limiter.hit('k', 9999).allowed).toBe(false);
    expect(limiter.hit('k', 10_000).allowed).toBe(true);
    expect(limiter.hit('k', 10_001)).toEqual({ allowed: false, retryAfterMs: 4999 });
  });

  it('rejected attempts do not extend the wait', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('k', 0);
    for (let t = 100; t < 1000; t += 100) expect(limiter.hit('k', t).allowed).toBe(false);
    expect(limiter.hit('k', 1000).allowed).toBe(true);
  });

  it('forgets idle keys as it grows', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 5000; i += 1) limiter.hit(`ip-${i}`, 0);
    expect(limiter.hit('ip-0', 2000).allowed).toBe(true);
  });
});

describe('resolveClientIp', () => {
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });

  it('uses the socket address unless proxies are trusted', () => {
    expect(resolveClientIp(headers, '10.0.0.1')).toBe('10.0.0.1');
    expect(resolveClientIp(headers, '10.0.0.1', false)).toBe('10.0.0.1');
  });

  it('takes the entry the trusted proxy appended, never a client-written one', () => {
    expect(resolveClientIp(headers, '10.0.0.1', true)).toBe('203.0.113.7');
    expect(resolveClientIp(headers, '10.0.0.1', 2)).toBe('6.6.6.6');
  });

  it('falls back to the socket when the header is absent', () => {
    expect(resolveClientIp(new Headers(), '10.0.0.1', true)).toBe('10.0.0.1');
  });
});
