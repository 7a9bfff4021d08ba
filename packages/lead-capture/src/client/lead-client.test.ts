import { describe, expect, it, vi } from 'vitest';
import { createLeadHandler } from '../handler.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { fakeClock, recordingLogger } from '../test-support/fixtures.js';
import { TEST_SECRETS } from '../test-support/form-proof.js';
import { createLeadClient, submitLead } from './lead-client.js';

const values = { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'general', message: 'Hello', homepage: '' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const grant = (token = 'signed-token') => json(200, { token, challenge: null, minFillMs: 0 });

/**
 * A fake lead API: the form token on GET (a new one each time), then each POST answered by the
 * next entry of `answers` (a Response, or an Error thrown as a network failure).
 */
function fakeServer(answers: (Response | Error)[]) {
  let tokens = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (String(input).includes('/form-token')) return grant(`token-${(tokens += 1)}`);
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const posts = () =>
    fetch.mock.calls
      .filter(([input]) => String(input) === '/api/leads')
      .map(([, init]) => ({
        key: new Headers(init?.headers).get('idempotency-key'),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      }));
  return { fetch, posts };
}

function client(server: ReturnType<typeof fakeServer>) {
  const sleep = vi.fn(async (_ms: number) => {});
  let n = 0;
  const leads = createLeadClient('contact', {
    fetch: server.fetch,
    sleep,
    pageUrl: () => 'https://rooted.example/',
    newKey: () => `key-${(n += 1)}`,
  });
  return { leads, sleep };
}

describe('createLeadClient', () => {
  it('waits out a 425, sends again with the same key, and reports the stored lead', async () => {
    const server = fakeServer([
      json(425, { error: 'Too fast', code: 'too-fast', retryAfterMs: 800 }),
      json(202, { id: 'lead-1' }),
    ]);
    const { leads, sleep } = client(server);
    await expect(leads.submit(values)).resolves.toEqual({ ok: true, id: 'lead-1', confirmationRequired: false });
    expect(sleep).toHaveBeenCalledWith(800);
    expect(server.posts().map((post) => post.key)).toEqual(['key-1', 'key-1']);
    expect(server.posts()[0]?.body).toEqual({
      ...values,
      kind: 'contact',
      pageUrl: 'https://rooted.example/',
      formToken: 'token-1',
    });
  });

  it("hands a 400's field messages back and sends nothing more", async () => {
    const server = fakeServer([
      json(400, { error: 'Invalid lead', fields: { email: ['Invalid email address format'] } }),
    ]);
    const { leads } = client(server);
    await expect(leads.submit(values)).resolves.toEqual({
      ok: false,
      status: 400,
      fieldErrors: { email: ['Invalid email address format'] },
    });
    expect(server.posts()).toHaveLength(1);
  });

  it('tries again after a network error, with a doubling wait and the same key, and gives up after the retries', async () => {
    const recovered = fakeServer([
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      json(202, { id: 'lead-2', confirmationRequired: true }),
    ]);
    const first = client(recovered);
    await expect(first.leads.submit(values)).resolves.toEqual({ ok: true, id: 'lead-2', confirmationRequired: true });
    expect(first.sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(recovered.posts().map((post) => post.key)).toEqual(['key-1', 'key-1', 'key-1']);

    const down = fakeServer([new TypeError('offline'), new TypeError('offline'), new TypeError('offline')]);
    await expect(client(down).leads.submit(values)).resolves.toEqual({ ok: false, status: 0 });
    expect(down.posts()).toHaveLength(3);
  });

  it('keeps one key across every kind of retry and the visitor’s own resend, and takes a new one after a success', async () => {
    const server = fakeServer([
      new TypeError('Failed to fetch'),
      json(425, { error: 'Too fast', code: 'too-fast', retryAfterMs: 50 }),
      json(400, { error: 'Expired', code: 'form-token-expired', fields: {} }),
      json(503, { error: 'Try again' }),
      json(202, { id: 'lead-3' }),
      json(202, { id: 'lead-4' }),
    ]);
    const { leads } = client(server);
    await expect(leads.submit(values)).resolves.toEqual({ ok: false, status: 503 });
    await expect(leads.submit(values)).resolves.toMatchObject({ ok: true, id: 'lead-3' });
    await expect(leads.submit(values)).resolves.toMatchObject({ ok: true, id: 'lead-4' });
    const posts = server.posts();
    expect(posts.map((post) => post.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
    // The expired token was replaced before the next try; a stored lead's token is never reused.
    expect(posts.map((post) => post.body.formToken)).toEqual([
      'token-1',
      'token-1',
      'token-1',
      'token-2',
      'token-2',
      'token-3',
    ]);
  });

  it('fetches the form token once on engage, waits the minimum fill time counted from its arrival, and retries a token request that failed', async () => {
    let clock = 0;
    const sleep = vi.fn(async (ms: number) => void (clock += ms));
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(200, { token: 't', challenge: null, minFillMs: 3000 }))
      .mockResolvedValueOnce(json(202, { id: 'lead-5' }));
    const leads = createLeadClient('join', { fetch, sleep, now: () => clock, basePath: '/leads-api', pageUrl: false });
    leads.engage();
    leads.engage();
    await expect(leads.submit({ email: 'ada@example.org' })).resolves.toMatchObject({ ok: true, id: 'lead-5' });
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      '/leads-api/leads/form-token?form=join',
      '/leads-api/leads/form-token?form=join',
      '/leads-api/leads',
      // The next submission's token, fetched at once; its failure (this fake has no answer left)
      // does not touch the lead already stored.
      '/leads-api/leads/form-token?form=join',
    ]);
    expect(sleep.mock.calls).toEqual([[1000], [3000]]);
    expect(JSON.parse(String(fetch.mock.calls[2]?.[1]?.body))).toEqual({
      email: 'ada@example.org',
      kind: 'join',
      formToken: 't',
    });
  });
});

describe('submitLead against the real handler', () => {
  it('solves the proof of work, waits the minimum fill time on the server’s clock and gets the lead stored once', async () => {
    const clock = fakeClock();
    const outbox = createMemoryOutbox();
    const handler = createLeadHandler({
      outbox,
      now: clock.now,
      logger: recordingLogger(),
      rateLimit: false,
      botDefence: { secrets: TEST_SECRETS, proofOfWork: { keyPrefix: '0' } },
    });
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) =>
      handler(new Request(new URL(String(input), 'http://localhost'), init)),
    );
    // The client's wait is the server's time passing.
    const sleep = async (ms: number) => clock.advance(ms);
    const result = await submitLead(
      { kind: 'newsletter', email: 'Reader@Example.org', homepage: '' },
      { fetch, sleep, now: clock.now, pageUrl: false },
    );
    expect(result).toMatchObject({ ok: true });
    expect(await outbox.counts()).toMatchObject({ pending: 1 });
    const post = fetch.mock.calls.find(([input]) => String(input) === '/api/leads');
    const body = JSON.parse(String(post?.[1]?.body)) as { proof?: { solution?: unknown } };
    expect(body.proof?.solution).toBeDefined();
  });

  it('sends without a token when the server has its bot defence off (the token request answers 404)', async () => {
    const outbox = createMemoryOutbox();
    const handler = createLeadHandler({ outbox, logger: recordingLogger(), rateLimit: false, botDefence: false });
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) =>
      handler(new Request(new URL(String(input), 'http://localhost'), init)),
    );
    const result = await submitLead({ kind: 'contact', ...values }, { fetch, pageUrl: false });
    expect(result).toMatchObject({ ok: true });
    expect(await outbox.counts()).toMatchObject({ pending: 1 });
  });

  it('reports a token request the server refuses, without sending the lead', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(429, { error: 'Too many' }));
    await expect(submitLead({ kind: 'contact', ...values }, { fetch })).resolves.toEqual({
      ok: false,
      status: 429,
      code: 'token-request-refused',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
