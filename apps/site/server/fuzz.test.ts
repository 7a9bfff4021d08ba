// @vitest-environment node
/**
 * Property-based fuzzing of every endpoint of the built site app (static pages and assets, the
 * alias redirects, /healthz, POST /api/leads, GET /api/leads/form-token, GET /api/leads/status,
 * GET and POST /subscribe/confirm, POST /api/telemetry/errors and /api/telemetry/vitals) with generated bad input:
 * JSON of every shape, wrong types, oversized and unicode values, hostile header values, odd
 * methods and paths. Whatever comes in, the answer is never a 5xx, a bad lead or report is never
 * stored, and every refusal is a 4xx that says what was wrong.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import type { FormTokenGrant } from '@rooted/lead-capture';
import { createSiteApp } from './app';
import { loadFixtureSite } from './test-support/site-files';
import { openSiteInstance } from './test-support/site-instance';

const ORIGIN = 'http://rooted.example';
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789';
let app: ReturnType<typeof createSiteApp>;
let instance: Awaited<ReturnType<typeof openSiteInstance>>;
let leads: typeof instance.leads;
let telemetry: typeof instance.telemetry;
let cleanup: () => void;
let generated = 0;
/** A token and solved proof per form. A refused lead does not use its token up, so one serves every broken lead of its form. */
const proofs: Record<string, { formToken: string; proof: unknown; homepage: '' }> = {};
/** Hundreds of requests per test take seconds on a busy machine; this only stops a hung run. */
const FUZZ_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const site = await loadFixtureSite();
  const dir = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
  instance = await openSiteInstance({ OPERATOR_TOKEN: ADMIN_TOKEN, PUBLIC_URL: ORIGIN }, dir);
  ({ leads, telemetry } = instance);
  app = createSiteApp({
    files: site.files,
    leads: leads.routes,
    confirmation: leads.confirmation,
    telemetry: telemetry.routes,
  });
  for (const kind of ['contact', 'newsletter', 'join', 'exit-intent']) {
    const grant = (await (await app.request(`/api/leads/form-token?form=${kind}`)).json()) as FormTokenGrant;
    proofs[kind] = { formToken: grant.token, proof: await solveFormChallenge(grant.challenge!), homepage: '' };
  }
  cleanup = () => {
    site.cleanup();
    rmSync(dir, { recursive: true, force: true });
  };
});

afterAll(async () => {
  await instance.close();
  cleanup();
  vi.restoreAllMocks();
});

let peer = 0;
/** Sends a request as the Node server would, from a fresh client address so the rate limit never hides a verdict. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  generated += 1;
  peer += 1;
  const remoteAddress = `198.18.${(peer >> 8) & 255}.${peer & 255}`;
  return app.fetch(new Request(`${ORIGIN}${path}`, init), { incoming: { socket: { remoteAddress } } });
}

/** A refusal the caller can act on: a 4xx with a JSON `error` text. */
async function expectClearRefusal(response: Response, context: unknown) {
  expect(response.status, JSON.stringify(context)?.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
}

async function expectNothingStored() {
  const counts = await leads.outbox.counts();
  expect(counts.pending + counts.delivering + counts.delivered + counts.dead).toBe(0);
}

const postJson = (body: string, headers: Record<string, string> = {}) =>
  send('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** Text with the characters that break naive parsers: unicode, controls, quotes, separators. */
const hostileText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength, unit: 'grapheme' }),
    fc.string({ maxLength, unit: 'binary' }),
    fc.string({
      maxLength,
      unit: fc.constantFrom('a', '@', '.', ' ', '\u0000', '\u202e', '"', '\\', '<', '%', '\uffff', '😀', '\n'),
    }),
  );

/** Values of the wrong type for every lead field. */
const wrongType = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double().filter((value) => !Number.isInteger(value)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);

/** A valid lead of each kind, to be broken by one mutation. */
const validLeads = () =>
  [
    { kind: 'contact', name: 'Ada', email: 'ada@example.org', subject: 'general', message: 'Hello', ...proofs.contact },
    { kind: 'newsletter', email: 'ada@example.org', ...proofs.newsletter },
    {
      kind: 'join',
      name: 'Ada',
      email: 'ada@example.org',
      company: 'A',
      role: 'B',
      interests: 'C',
      message: 'D',
      ...proofs.join,
    },
    { kind: 'exit-intent', email: 'ada@example.org', ...proofs['exit-intent'] },
  ] as Record<string, unknown>[];

/** One change that makes a lead invalid: a required field missing, of the wrong type, oversized or malformed. */
const breakLead = fc.record({
  lead: fc.integer({ min: 0, max: 3 }),
  field: fc.constantFrom('email', 'name', 'message', 'subject', 'company', 'consentText'),
  change: fc.oneof(
    fc.constant({ kind: 'remove' as const }),
    wrongType.map((value) => ({ kind: 'set' as const, value })),
    // Longer than any field allows (a message takes 5,000 characters), yet inside the 32 KB body limit.
    fc.integer({ min: 5001, max: 30_000 }).map((size) => ({ kind: 'set' as const, value: `a@b${'.'.repeat(size)}@` })),
    fc
      .constantFrom('', ' ', 'a@b', '@b.c', 'a@.c', 'a b@c.d', 'a@@b.c')
      .map((value) => ({ kind: 'bad-email' as const, value })),
  ),
});

describe('fuzz: POST /api/leads', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('refuses every lead broken by one mutation with a 400 naming a field, and stores none', async () => {
    await fc.assert(
      fc.asyncProperty(breakLead, async ({ lead, field, change }) => {
        const base = validLeads()[lead] as Record<string, unknown>;
        if (!(field in base)) return; // the field does not belong to this kind: nothing to break
        const broken = { ...base };
        if (change.kind === 'remove') delete broken[field];
        else if (change.kind === 'set') broken[field] = change.value;
        else broken.email = change.value; // a malformed address only breaks the email field
        const response = await postJson(JSON.stringify(broken));
        expect(response.status, JSON.stringify(broken).slice(0, 200)).toBe(400);
        const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
        expect(Object.keys(body.fields).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
    await expectNothingStored();
  });

  it('refuses any JSON value, any text and any bytes that are not a lead', async () => {
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
      hostileText(200),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder().decode(bytes)),
      fc
        .integer({ min: 32 * 1024 + 1, max: 80_000 })
        .map((size) => `{"kind":"contact","message":"${'x'.repeat(size)}"}`),
      fc.jsonValue().map((value) => JSON.stringify({ kind: 'newsletter', email: value, formToken: value })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => expectClearRefusal(await postJson(body), body)),
      { numRuns: 250 },
    );
    await expectNothingStored();
  });

  it('refuses a lead whose form token or proof of work is missing, forged, swapped or of any other shape, storing nothing', async () => {
    const tokenLike = fc.oneof(
      fc.jsonValue(),
      hostileText(300),
      fc.tuple(fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 60 })).map(([a, b]) => `${a}.${b}`),
      fc.constantFrom(proofs.contact?.formToken, proofs.join?.formToken),
    );
    const proofLike = fc.oneof(
      fc.jsonValue(),
      fc.record({ challenge: fc.jsonValue(), solution: fc.jsonValue() }),
      fc.constantFrom(proofs.contact?.proof, proofs.join?.proof),
    );
    const cases = fc.record({
      formToken: fc.option(tokenLike, { nil: undefined }),
      proof: fc.option(proofLike, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(cases, async (change) => {
        // A newsletter lead carrying another form's token or proof, or none, or garbage.
        const lead = {
          kind: 'newsletter',
          email: 'ada@example.org',
          homepage: '',
          formToken: change.formToken,
          proof: change.proof,
        };
        await expectClearRefusal(await postJson(JSON.stringify(lead)), lead);
      }),
      { numRuns: 200 },
    );
    await expectNothingStored();
  });

  it('refuses hostile headers: content types, origins, lengths', async () => {
    const headers = fc.record(
      {
        'content-type': fc.oneof(
          fc.constantFrom('text/plain', 'application/jsonx', 'application/json;', 'multipart/form-data'),
          hostileText(40),
        ),
        origin: fc.oneof(
          fc.constantFrom('null', 'https://evil.example', 'http://rooted.example.evil.example', 'file://'),
          fc.webUrl(),
        ),
        'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), hostileText(60)),
        'accept-encoding': hostileText(100),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(headers, async (extra) => {
        const clean = Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, asHeaderValue(value)]));
        // Each case is refused by at least one of its headers or by its body (a lead with no email).
        const response = await send('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...clean },
          body: JSON.stringify({ kind: 'newsletter', homepage: '' }),
        });
        await expectClearRefusal(response, clean);
      }),
      { numRuns: 150 },
    );
    await expectNothingStored();
  });
});

/** A string a `Headers` object accepts: Latin-1 without CR, LF or NUL, no outer whitespace. */
function asHeaderValue(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code > 0xff || code === 0 || code === 10 || code === 13 ? '?' : char;
  }
  return out.trim();
}

const pathSegment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '.vite',
    'manifest.json',
    '.env',
    'assets',
    'index.html',
    '404.html',
    'privacy',
    'api',
    'leads',
    'status',
    '%2e%2e',
    '%',
    '%zz',
    '%00',
    '%C0%AE',
    '%F0%9F%98%80',
  ),
  fc.string({ maxLength: 12, unit: fc.constantFrom('a', '-', '.', '~', '%', '2', 'é', '漢', '😀', ';', '=', '!') }),
);
const paths = fc.oneof(
  fc.array(pathSegment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
  fc.integer({ min: 2000, max: 8000 }).map((size) => `/${'a/'.repeat(size / 2)}`),
  fc.constantFrom(
    '/',
    '/privacy/',
    '/healthz',
    '/api/',
    '/api/leads',
    '/api/leads/status',
    '/api/leads/form-token',
    '/assets/app-Bx12Cd34.js',
    '/assets/missing.js',
  ),
  fc
    .tuple(fc.constantFrom('/subscribe/confirm?t=', '/api/leads/form-token?form='), hostileText(300))
    .map(([path, value]) => `${path}${encodeURIComponent(value)}`),
);

describe('fuzz: every other endpoint', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('answers any method on any path without a 5xx; only GET and HEAD of real pages succeed', async () => {
    const methods = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'get');
    await fc.assert(
      fc.asyncProperty(methods, paths, async (method, path) => {
        if (!URL.canParse(`${ORIGIN}${path}`)) return;
        const response = await send(path, {
          method,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '[]' } : {}),
        });
        expect(response.status, `${method} ${path.slice(0, 80)}`).toBeLessThan(500);
        if (response.status < 400) expect(['GET', 'HEAD', 'get']).toContain(method);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }),
      { numRuns: 300 },
    );
    await expectNothingStored();
  });

  it('answers any confirmation link that is not one of ours with a page saying so, and confirms nothing', async () => {
    const tokens = fc.oneof(
      hostileText(500),
      fc
        .tuple(fc.base64String({ maxLength: 300 }), fc.base64String({ maxLength: 60 }))
        .map(([a, b]) => `${a}.${b}`.replace(/\+/g, '-').replace(/\//g, '_')),
      fc.constant(proofs.newsletter?.formToken ?? ''),
    );
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        const response = await send(`/subscribe/confirm?t=${encodeURIComponent(token)}`);
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await response.text()).toContain('This link is not valid');
        // Its button's post, with the same token, as the page itself would send it.
        const pressed = await send('/subscribe/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
          body: new URLSearchParams({ t: token }),
        });
        expect(pressed.status).toBe(400);
        expect(await pressed.text()).toContain('This link is not valid');
      }),
      { numRuns: 150 },
    );
    await expectNothingStored();
  });

  it('serves pages under hostile negotiation and auth headers without a 5xx or a leak', async () => {
    const headers = fc.record(
      {
        'accept-encoding': fc.oneof(hostileText(300), fc.constant(`br${' '.repeat(15_000)}x`)),
        'if-none-match': fc.oneof(hostileText(200), fc.constant(`W/"x",${' '.repeat(10_000)}*`)),
        range: hostileText(50),
        authorization: fc.oneof(hostileText(100), fc.constant(`Bearer ${ADMIN_TOKEN.slice(0, -1)}`)),
      },
      { requiredKeys: [] },
    );
    const targets = fc.constantFrom(
      '/',
      '/privacy',
      '/assets/app-Bx12Cd34.js',
      '/robots.txt',
      '/no-such-page',
      '/api/leads/status',
      '/healthz',
    );
    await fc.assert(
      fc.asyncProperty(targets, headers, async (path, extra) => {
        const clean = Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, asHeaderValue(value)]));
        const response = await send(path, { headers: clean });
        expect(response.status).toBeLessThan(500);
        if (path === '/api/leads/status') expect(response.status).toBe(401);
        const text = await response.text();
        expect(text).not.toContain('never-served');
      }),
      { numRuns: 200 },
    );
  });
});

describe('fuzz: volume', () => {
  it('sent at least 1,000 generated inputs in this run', () => {
    expect(generated).toBeGreaterThanOrEqual(1000);
  });
});

async function expectNoTelemetryStored() {
  expect(await telemetry.store.listErrors({ limit: 10 })).toEqual([]);
  expect(await telemetry.store.vitals({ fromDay: '2000-01-01' })).toEqual([]);
}

/** A beacon as `navigator.sendBeacon` sends a string. */
const postBeacon = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(`/api/telemetry/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });

const validError = () => ({
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError\n    at a (/assets/a.js:1:2)',
  route: '/',
  release: 'b1',
});
const validVitals = () => ({ route: '/', metrics: { LCP: 1200, INP: 80, CLS: 0.01, FCP: 800, TTFB: 150 } });

/** One change that makes a beacon invalid: a field removed, of the wrong type, oversized or malformed. */
const breakBeacon = fc.record({
  which: fc.constantFrom('errors', 'vitals'),
  field: fc.constantFrom('message', 'route', 'kind', 'release', 'stack', 'metrics', 'LCP', 'CLS', 'INP'),
  change: fc.oneof(
    fc.constant({ kind: 'remove' as const }),
    wrongType.map((value) => ({ kind: 'set' as const, value })),
    fc.integer({ min: 8001, max: 15_000 }).map((size) => ({ kind: 'set' as const, value: 'x'.repeat(size) })),
    fc
      .constantFrom(
        '',
        'join',
        '/join?email=a@b.co',
        '/a#b',
        'https://evil.example/',
        '/ a',
        'build 1',
        -1,
        1e12,
        Number.MAX_VALUE,
      )
      .map((value) => ({ kind: 'set' as const, value })),
  ),
});

/** True when the generated value happens to be a valid value of the field (a text message, a small number). */
function stillValid(field: string, value: unknown): boolean {
  if (field === 'message') return typeof value === 'string' && value.trim() !== '' && value.length <= 1000;
  if (field === 'stack') return typeof value === 'string' && value.length <= 8000;
  if (field === 'release') return typeof value === 'string' && /^[\w.+-]{1,64}$/.test(value);
  const max: Record<string, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };
  const limit = max[field];
  return limit !== undefined && typeof value === 'number' && value >= 0 && value <= limit;
}

describe('fuzz: POST /api/telemetry/errors and /vitals', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('refuses every beacon broken by one mutation with a 4xx, and stores none', async () => {
    await fc.assert(
      fc.asyncProperty(breakBeacon, async ({ which, field, change }) => {
        const beacon = (which === 'errors' ? validError() : validVitals()) as Record<string, unknown>;
        const target =
          which === 'vitals' && ['LCP', 'CLS', 'INP'].includes(field)
            ? (beacon.metrics as Record<string, unknown>)
            : beacon;
        if (!(field in target)) return;
        if (change.kind === 'remove') {
          // Optional fields may go; the beacon must then still be refused for another reason.
          if (['kind', 'release', 'stack', 'LCP', 'CLS', 'INP'].includes(field)) return;
          delete target[field];
        } else {
          if (stillValid(field, change.value)) return;
          target[field] = change.value;
        }
        await expectClearRefusal(await postBeacon(which, JSON.stringify(beacon)), beacon);
      }),
      { numRuns: 300 },
    );
    await expectNoTelemetryStored();
  });

  it('refuses any JSON value, any text and any bytes that are not a beacon', async () => {
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
      hostileText(200),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder().decode(bytes)),
      fc.integer({ min: 16 * 1024 + 1, max: 60_000 }).map((size) => `{"message":"${'x'.repeat(size)}","route":"/"}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('errors', 'vitals'), bodies, async (which, body) =>
        expectClearRefusal(await postBeacon(which, body), body),
      ),
      { numRuns: 250 },
    );
    await expectNoTelemetryStored();
  });

  it('refuses hostile headers: content types and origins', async () => {
    const headers = fc.record(
      {
        'content-type': fc.oneof(
          fc.constantFrom(
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'text/plainx',
            'application/jsonx',
          ),
          hostileText(40),
        ),
        origin: fc.oneof(
          fc.constantFrom('null', 'https://evil.example', 'http://rooted.example.evil.example'),
          fc.webUrl(),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('errors', 'vitals'), headers, async (which, extra) => {
        const clean = Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, asHeaderValue(value)]));
        // A beacon refused by its headers, or, when they happen to be acceptable, by its body (no route).
        const body = JSON.stringify(which === 'errors' ? { message: 'boom' } : { metrics: { LCP: 1 } });
        await expectClearRefusal(await postBeacon(which, body, clean), clean);
      }),
      { numRuns: 150 },
    );
    await expectNoTelemetryStored();
  });

  it('keeps a valid beacon of each kind (so the checks above could fail), scrubbed and under a site route', async () => {
    expect(
      (
        await postBeacon(
          'errors',
          JSON.stringify({ ...validError(), message: 'no lead for ada@example.org', route: '/wp-login.php' }),
        )
      ).status,
    ).toBe(204);
    expect((await postBeacon('vitals', JSON.stringify(validVitals()))).status).toBe(204);
    const [group] = await telemetry.store.listErrors();
    expect(group?.message).toBe('no lead for [email]');
    expect(group?.lastRoute).toBe('(other)');
    expect((await telemetry.store.vitals({ fromDay: '2000-01-01' }))[0]?.route).toBe('/');
  });
});
