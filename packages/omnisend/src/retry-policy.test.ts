import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, backoffDelay, isRetryable, networkErrorCode, serverRetryDelayMs } from './retry-policy';
import { SlidingWindowLimiter } from './rate-limiter';

const NOW = Date.parse('2025-05-01T09:30:00.000Z');

describe('serverRetryDelayMs: first match wins, seconds become ms here only', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it.each([
    [{ 'Retry-After': '2' }, undefined, 2000],
    [{ 'retry-after': '0.5' }, undefined, 500],
    [{ 'Retry-After': new Date(NOW + 3000).toUTCString() }, undefined, 3000],
    [{ 'Retry-After': new Date(NOW - 3000).toUTCString() }, undefined, 0],
    [{ 'Retry-After': '1', 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': '9' }, 5, 1000],
    [{ 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': '9' }, 5, 5000],
    [{ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': '2' }, undefined, 2000],
    [{ 'X-Rate-Limit-Remaining': '3', 'X-Rate-Limit-Reset': '9' }, undefined, undefined],
    [{ 'Retry-After': 'soon' }, undefined, undefined],
    [{}, undefined, undefined],
  ])('%j with body %j → %j', (init, body, expected) => {
    expect(serverRetryDelayMs(headers(init), body, NOW)).toBe(expected);
  });
});

describe('backoffDelay', () => {
  it('is full jitter below min(max, base × 2^retry)', () => {
    expect(backoffDelay(0, () => 0, DEFAULT_RETRY)).toBe(0);
    expect(backoffDelay(0, () => 0.999999, DEFAULT_RETRY)).toBe(499);
    expect(backoffDelay(1, () => 0.5, DEFAULT_RETRY)).toBe(500);
    expect(backoffDelay(10, () => 0.5, DEFAULT_RETRY)).toBe(5000);
  });
});

describe('isRetryable', () => {
  it('idempotent requests: network errors, timeouts, 408, 429, 500, 502, 503, 504', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryable({ status }, 'idempotent')).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 410, 422, 501])
      expect(isRetryable({ status }, 'idempotent')).toBe(false);
    expect(isRetryable({ timedOut: true }, 'idempotent')).toBe(true);
    expect(isRetryable({ timedOut: false, networkCode: 'ECONNRESET' }, 'idempotent')).toBe(true);
  });
  it('events: only 429 and failures before any byte was sent', () => {
    expect(isRetryable({ status: 429 }, 'event')).toBe(true);
    for (const status of [408, 500, 502, 503, 504]) expect(isRetryable({ status }, 'event')).toBe(false);
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED'])
      expect(isRetryable({ timedOut: false, networkCode: code }, 'event')).toBe(true);
    expect(isRetryable({ timedOut: false, networkCode: 'ECONNRESET' }, 'event')).toBe(false);
    expect(isRetryable({ timedOut: false }, 'event')).toBe(false);
    expect(isRetryable({ timedOut: true, networkCode: 'ECONNREFUSED' }, 'event')).toBe(false);
  });
});

describe('networkErrorCode', () => {
  it('finds the code in error.cause, also inside an AggregateError', () => {
    const refused = Object.assign(new Error('x'), { code: 'ECONNREFUSED' });
    expect(networkErrorCode(new TypeError('fetch failed', { cause: refused }))).toBe('ECONNREFUSED');
    const aggregate = new AggregateError([Object.assign(new Error('a'), { code: 'ENOTFOUND' })]);
    expect(networkErrorCode(new TypeError('fetch failed', { cause: aggregate }))).toBe('ENOTFOUND');
    expect(networkErrorCode(new TypeError('fetch failed'))).toBeUndefined();
  });
});

describe('SlidingWindowLimiter', () => {
  it('lets `limit` requests start in any window and says how long to wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.tryAcquire(0)).toBe(0);
    expect(limiter.tryAcquire(400)).toBe(0);
    expect(limiter.tryAcquire(500)).toBe(500);
    expect(limiter.tryAcquire(1000)).toBe(0);
    expect(limiter.tryAcquire(1000)).toBe(400);
    limiter.pauseUntil(5000);
    expect(limiter.tryAcquire(2000)).toBe(3000);
    expect(limiter.tryAcquire(5000)).toBe(0);
  });
});
