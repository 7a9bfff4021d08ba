import { describe, expect, it } from 'vitest';
import { createTelemetryHandler, OTHER_ROUTE, type TelemetryHandlerOptions } from './handler';
import { MAX_BEACON_BYTES } from './limits';
import { silentTelemetryLogger } from './logger';
import { createMemoryTelemetryStore } from './memory-store';
import type { ErrorReport } from './store';

const ORIGIN = 'https://site.example';
const TOKEN = 'admin-token-0123456789';
const NOW = Date.UTC(2026, 10, 25, 10);
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function setup(options: Partial<TelemetryHandlerOptions> = {}) {
  const store = createMemoryTelemetryStore();
  const handler = createTelemetryHandler({
    store,
    now: () => NOW,
    adminToken: TOKEN,
    logger: silentTelemetryLogger,
    ...options,
  });
  let peer = 0;
  const post = (path: string, body: string, headers: Record<string, string> = {}, ip?: string) => {
    peer += 1;
    return handler(
      new Request(`${ORIGIN}/api/telemetry/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'user-agent': CHROME_UA, ...headers },
        body,
      }),
      { remoteAddress: ip ?? `198.51.100.${peer % 250}` },
    );
  };
  const admin = (path: string, token = TOKEN) =>
    handler(new Request(`${ORIGIN}/api/telemetry/${path}`, { headers: { authorization: `Bearer ${token}` } }));
  return { store, handler, post, admin };
}

const error = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    kind: 'error',
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at go (https://site.example/assets/a-Ab12Cd34.js:1:2)',
    route: '/join',
    release: 'build-1',
    ...overrides,
  });

describe('POST /api/telemetry/errors', () => {
  it('accepts a sendBeacon body (text/plain) with 204 and groups repeats under one fingerprint', async () => {
    const { post, store } = setup();
    expect((await post('errors', error())).status).toBe(204);
    expect((await post('errors', error(), { 'content-type': 'application/json' })).status).toBe(204);
    const [group] = await store.listErrors();
    expect(group).toMatchObject({
      count: 2,
      kind: 'error',
      lastRoute: '/join',
      lastRelease: 'build-1',
      lastBrowser: 'Chrome 131',
      firstSeen: NOW,
    });
  });

  it('stores no email, query string or field the schema does not name', async () => {
    const { post, store } = setup();
    const response = await post(
      'errors',
      error({
        message: 'Failed for jo@example.org at https://site.example/join?email=jo%40example.org&phone=0123456789',
        stack: 'Error\n    at send (https://site.example/assets/form-Ab12Cd34.js?token=abc:3:4)',
        formValues: { name: 'Jo', email: 'jo@example.org' },
      }),
    );
    expect(response.status).toBe(204);
    const stored = JSON.stringify(await store.listErrors());
    expect(stored).not.toContain('jo@example.org');
    expect(stored).not.toContain('jo%40example.org');
    expect(stored).not.toContain('token=abc');
    expect(stored).not.toContain('formValues');
    expect(stored).toContain('form-Ab12Cd34.js?[query]:3:4');
  });

  it.each([
    ['not JSON', '{', 400],
    ['an array', '[]', 400],
    ['no message', JSON.stringify({ route: '/' }), 400],
    ['a route with a query', error({ route: '/join?email=a@b.co' }), 400],
    ['a route that is a URL', error({ route: 'https://evil.example/' }), 400],
    ['an unknown kind', error({ kind: 'fatal' }), 400],
    ['a message over 1000 characters', error({ message: 'x'.repeat(1001) }), 400],
    ['a release with spaces', error({ release: 'build 1' }), 400],
  ])('refuses %s with a 4xx naming the problem and stores nothing', async (_what, body, status) => {
    const { post, store } = setup();
    const response = await post('errors', body);
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
    expect(await store.listErrors()).toEqual([]);
  });

  it('refuses a body over the size cap (413), another content type (415) and another site (403)', async () => {
    const { post, store } = setup();
    expect((await post('errors', error({ stack: 'x'.repeat(MAX_BEACON_BYTES) }))).status).toBe(413);
    expect((await post('errors', error(), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('errors', error(), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await store.listErrors()).toEqual([]);
  });

  it('limits reports per client address (429 with Retry-After), other clients unaffected', async () => {
    const { post, store } = setup({ rateLimit: { errors: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1) expect((await post('errors', error(), {}, '203.0.113.9')).status).toBe(204);
    const limited = await post('errors', error(), {}, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('errors', error(), {}, '203.0.113.10')).status).toBe(204);
    expect((await store.listErrors())[0]?.count).toBe(4);
  });

  it('hands each stored report to onErrorReport, e.g. for forwarding', async () => {
    const seen: [ErrorReport, string][] = [];
    const { post } = setup({ onErrorReport: (report, result) => seen.push([report, result]) });
    await post('errors', error());
    await post('errors', error());
    expect(seen.map(([report, result]) => [report.route, result])).toEqual([
      ['/join', 'new'],
      ['/join', 'counted'],
    ]);
  });

  it('keeps paths the site does not have as "(other)", so made-up routes cannot grow the store', async () => {
    const { post, store } = setup({ normalizeRoute: (path) => (['/', '/join'].includes(path) ? path : null) });
    await post('errors', error({ route: '/wp-admin/x' }));
    expect((await store.listErrors())[0]?.lastRoute).toBe(OTHER_ROUTE);
  });
});

describe('POST /api/telemetry/vitals', () => {
  it('keeps one page view per beacon per route and answers 204', async () => {
    const { post, store } = setup();
    expect(
      (
        await post(
          'vitals',
          JSON.stringify({ route: '/', metrics: { LCP: 1800, INP: 90, CLS: 0.02, FCP: 900, TTFB: 200 } }),
        )
      ).status,
    ).toBe(204);
    expect((await post('vitals', JSON.stringify({ route: '/', metrics: { LCP: 2600 } }))).status).toBe(204);
    const [home] = await store.vitals({ fromDay: '2026-11-25' });
    expect(home?.route).toBe('/');
    expect(home?.metrics.LCP?.count).toBe(2);
    expect(home?.metrics.INP?.count).toBe(1);
  });

  it.each([
    ['no metric', { route: '/', metrics: {} }],
    ['a negative value', { route: '/', metrics: { LCP: -1 } }],
    ['a string value', { route: '/', metrics: { LCP: '100' } }],
    ['an absurd CLS', { route: '/', metrics: { CLS: 1e9 } }],
    ['no route', { metrics: { LCP: 100 } }],
  ])('refuses %s and stores nothing', async (_what, body) => {
    const { post, store } = setup();
    expect((await post('vitals', JSON.stringify(body))).status).toBe(400);
    expect(await store.vitals({ fromDay: '2000-01-01' })).toEqual([]);
  });

  it('counts routes beyond the daily cap as "(other)"', async () => {
    const { post, store } = setup({ maxRoutesPerDay: 2 });
    for (const route of ['/a', '/b', '/c', '/d'])
      await post('vitals', JSON.stringify({ route, metrics: { TTFB: 100 } }));
    expect((await store.vitals({ fromDay: '2026-11-25' })).map((entry) => entry.route).sort()).toEqual([
      OTHER_ROUTE,
      '/a',
      '/b',
    ]);
  });
});

describe('admin routes', () => {
  it('list error groups and vitals for the admin token only', async () => {
    const { post, admin } = setup();
    await post('errors', error());
    await post('vitals', JSON.stringify({ route: '/', metrics: { LCP: 2000 } }));
    expect((await admin('errors', 'wrong-token')).status).toBe(401);
    const errors = (await (await admin('errors')).json()) as { errors: { count: number }[] };
    expect(errors.errors.map((group) => group.count)).toEqual([1]);
    const vitals = (await (await admin('vitals?days=7')).json()) as { fromDay: string; routes: { route: string }[] };
    expect(vitals.fromDay).toBe('2026-11-19');
    expect(vitals.routes.map((entry) => entry.route)).toEqual(['/']);
    expect((await admin('vitals?days=abc')).status).toBe(400);
  });

  it('do not exist without a token: GET is not allowed', async () => {
    const { handler } = setup({ adminToken: undefined });
    expect((await handler(new Request(`${ORIGIN}/api/telemetry/errors`))).status).toBe(405);
  });
});
