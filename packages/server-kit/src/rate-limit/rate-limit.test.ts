import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit.js';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limiter.js';

describe('rateLimit', () => {
  const build = (store: RateLimitStore, onStoreError?: 'open' | 'closed') => {
    const app = new Hono();
    app.post(
      '/',
      rateLimit({
        store,
        rule: { limit: 2, windowMs: 60_000 },
        key: () => 'k',
        now: () => 0,
        ...(onStoreError ? { onStoreError } : {}),
      }),
      (c) => c.text('ok'),
    );
    app.onError((_error, c) => c.text('store down', 503));
    return app;
  };

  it('answers 429 with Retry-After once the rule is reached', async () => {
    const app = build(createMemoryRateLimitStore());
    expect((await app.request('/', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/', { method: 'POST' })).status).toBe(200);
    const limited = await app.request('/', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });

  it('lets requests through while the store fails, unless told to fail closed', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('database unreachable')) };
    expect((await build(broken).request('/', { method: 'POST' })).status).toBe(200);
    expect((await build(broken, 'closed').request('/', { method: 'POST' })).status).toBe(503);
  });
});
