// @vitest-environment node
/**
 * Walks every route of the site app as the server assembles it (`app.routes`: the owners' side,
 * media, telemetry, the lead API, the confirmation page, privacy requests and the static site) and sends each
 * route that takes a method with a body a request declaring a huge body, from a body stream
 * that records whether it was read. Signed in (session, CSRF token, operator token) every POST
 * answers 413 without a byte read; anonymous, every POST is refused (413, or 401 before the
 * session check) without a byte read; no route reads the body or answers 5xx.
 */
import { wholeOwnerApi } from '@rooted/admin/server/test-support';
import { createLeadRoutes, createMemoryOutbox, silentLogger } from '@rooted/lead-capture';
import { createMemoryTelemetryStore, createTelemetryRoutes, silentTelemetryLogger } from '@rooted/telemetry';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './app';
import { loadFixtureSite } from './test-support/site-files';

const ADMIN_TOKEN = 'route-walk-admin-token-0123456789';
const HUGE = String(300 * 1024 * 1024);

/** A concrete path for a route pattern: a value each parameter's pattern accepts, `x` for a wildcard. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:kind\b/, 'contact')
    .replace(/:id\{[^}]*\}/, '1')
    .replace(/:result\{[^}]*\}/, 'sent')
    .replace(/:file\{[^}]*\}/, 'x.js')
    .replace(/:name\{.*\}$/, '0123456789abcdef0123456789abcdef-640.avif')
    .replace(/\*/g, 'x');
}

/** A body that remembers whether anyone pulled a byte from it (no read-ahead). */
function recordingBody() {
  let pulled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

let app: ReturnType<typeof createSiteApp>;
let signedIn: Record<string, string>;

beforeAll(async () => {
  const site = await loadFixtureSite();
  const { admin, privacyRoutes } = await wholeOwnerApi(ADMIN_TOKEN);
  const { cookie, csrfToken } = await admin.session();
  signedIn = { cookie, 'x-csrf-token': csrfToken, authorization: `Bearer ${ADMIN_TOKEN}` };
  const leads = createLeadRoutes({ outbox: createMemoryOutbox(), logger: silentLogger, adminToken: ADMIN_TOKEN });
  const telemetry = createTelemetryRoutes({
    store: createMemoryTelemetryStore(),
    logger: silentTelemetryLogger,
    adminToken: ADMIN_TOKEN,
  });
  app = createSiteApp({
    files: site.files,
    owner: { routes: admin.app, publisher: admin.publisher },
    leads,
    telemetry,
    confirmation: async () => new Response('confirmed'),
    privacy: privacyRoutes,
  });
});

/** Every distinct (method, path) that may carry a body: POST, PUT, PATCH, DELETE and ALL; DELETE last (it ends the session). */
function bodyRoutes() {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    if (route.method === 'GET' || route.method === 'HEAD') continue;
    const method = route.method === 'ALL' ? 'POST' : route.method;
    const key = `${method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path: route.path });
  }
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

async function send(method: string, pattern: string, headers: Record<string, string>) {
  const body = recordingBody();
  const response = await app.request(
    new Request(`http://site.test${concretePath(pattern)}`, {
      method,
      body: body.stream,
      headers: { 'content-length': HUGE, 'content-type': 'application/json', ...headers },
      duplex: 'half',
    } as RequestInit),
    undefined,
    { incoming: { socket: { remoteAddress: '203.0.113.50' } } },
  );
  return { status: response.status, pulled: body.pulled() };
}

describe('every route of the site app', () => {
  it('is found by the walk: owners, media, telemetry, leads, form posts and the catch-alls', () => {
    const paths = bodyRoutes().map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /api/admin/session',
      'POST /admin/sign-in',
      'POST /admin/setup',
      'POST /api/admin/content/publish',
      'POST /api/admin/media',
      'POST /api/telemetry/errors',
      'POST /api/leads',
      'POST /api/leads/form/:kind',
      'POST /api/leads/requeue',
      'POST /privacy/request',
      'POST /api/admin/desk/privacy/erase',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  for (const [who, headers, postAnswers] of [
    ['signed in, with the operator token', () => signedIn, [413]],
    ['anonymous', () => ({}), [401, 413]],
  ] as const) {
    it(`refuses an oversized body before reading it (${who}): ${postAnswers.join(' or ')} on every POST, never a read`, async () => {
      const answers: string[] = [];
      for (const { method, path } of bodyRoutes()) {
        const { status, pulled } = await send(method, path, headers());
        answers.push(`${method} ${path} → ${status}${pulled ? ' (body read)' : ''}`);
        expect(pulled, `${method} ${path} read the body`).toBe(false);
        expect(status, `${method} ${path}`).toBeLessThan(500);
        const isPost = method === 'POST' && app.routes.some((route) => route.path === path && route.method === 'POST');
        if (isPost) expect(postAnswers, `${method} ${path} answered ${status}`).toContain(status);
      }
      expect(answers.length).toBeGreaterThan(15);
    });
  }
});
