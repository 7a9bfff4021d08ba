import { describe, expect, it } from 'vitest';
import { createLeadHandler, type LeadHandlerOptions } from '../handler.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { solveFormChallenge } from '../solver.js';
import { fakeClock, recordingLogger } from '../test-support/fixtures.js';
import { formProof, TEST_SECRETS } from '../test-support/form-proof.js';
import type { FormTokenGrant } from './bot-defence.js';
import { signToken } from './signing.js';
import { createMemoryUsedNonceStore } from './used-nonces.js';

const BASE = 'http://localhost/api';
const lead = { kind: 'newsletter', email: 'reader@example.org', homepage: '' };

function setup(options: Partial<LeadHandlerOptions> = {}) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const handler = createLeadHandler({
    outbox,
    now: clock.now,
    logger: recordingLogger(),
    rateLimit: false,
    botDefence: { secrets: TEST_SECRETS, proofOfWork: { keyPrefix: '0' } },
    ...options,
  });
  const post = (body: unknown) =>
    handler(
      new Request(`${BASE}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const grant = async (form = 'newsletter') =>
    (await (await handler(new Request(`${BASE}/leads/form-token?form=${form}`))).json()) as FormTokenGrant;
  return { clock, outbox, handler, post, grant };
}

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { code?: string; error: string } };
}

describe('GET /api/leads/form-token', () => {
  it('hands out a token with a challenge and the form’s minimum fill time, never cached', async () => {
    const { handler } = setup();
    const response = await handler(new Request(`${BASE}/leads/form-token?form=contact`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const grant = (await response.json()) as FormTokenGrant;
    expect(grant.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(grant.challenge?.parameters).toMatchObject({ algorithm: 'SHA-256', keyPrefix: '0' });
    expect(grant.minFillMs).toBe(3000);
  });

  it('answers an unknown form with 400, and 404 when the defence is off', async () => {
    expect((await setup().handler(new Request(`${BASE}/leads/form-token?form=survey`))).status).toBe(400);
    expect(
      (await setup({ botDefence: false }).handler(new Request(`${BASE}/leads/form-token?form=contact`))).status,
    ).toBe(404);
  });
});

describe('POST /api/leads with the bot defence', () => {
  it.each([
    ['no token', {}, 400, 'form-token-missing'],
    ['a token that is not one', { formToken: 'nonsense' }, 400, 'form-token-invalid'],
  ])('refuses %s with a clear 4xx and stores nothing', async (_label, extra, status, code) => {
    const { outbox, post } = setup();
    const { status: got, body } = await refusal(await post({ ...lead, ...extra }));
    expect({ got, code: body.code }).toEqual({ got: status, code });
    expect(body.error).toMatch(/reload the page/);
    expect(outbox.rows()).toEqual([]);
  });

  it('refuses a token signed with another secret (forged) with 403', async () => {
    const { outbox, post, clock } = setup();
    const forged = await signToken({ p: 'form', k: 'newsletter', iat: clock.now() - 60_000, n: 'n1' }, [
      'someone-elses-secret-123',
    ]);
    const { status, body } = await refusal(await post({ ...lead, formToken: forged }));
    expect([status, body.code]).toEqual([403, 'form-token-invalid']);
    expect(outbox.rows()).toEqual([]);
  });

  it('refuses a token older than 24 h, and one issued for another form', async () => {
    const { outbox, post, handler, clock } = setup();
    const proof = await formProof(handler, 'newsletter');
    const other = await formProof(handler, 'contact');
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await refusal(await post({ ...lead, ...proof }))).body.code).toBe('form-token-expired');
    expect((await refusal(await post({ ...lead, ...other }))).body.code).toBe('form-token-wrong-form');
    expect(outbox.rows()).toEqual([]);
  });

  it('refuses a missing or unsolved proof of work, and a proof solved for another token', async () => {
    const { outbox, post, grant, clock } = setup();
    const first = await grant();
    const second = await grant();
    clock.advance(10_000);
    const missing = await refusal(await post({ ...lead, formToken: first.token }));
    expect([missing.status, missing.body.code]).toEqual([400, 'proof-missing']);
    const unsolved = await refusal(
      await post({
        ...lead,
        formToken: first.token,
        proof: { challenge: first.challenge, solution: { counter: 0, derivedKey: 'ff' } },
      }),
    );
    expect([unsolved.status, unsolved.body.code]).toEqual([403, 'proof-invalid']);
    const solvedForSecond = await solveFormChallenge(second.challenge!);
    const swapped = await refusal(await post({ ...lead, formToken: first.token, proof: solvedForSecond }));
    expect([swapped.status, swapped.body.code]).toEqual([403, 'proof-invalid']);
    expect(outbox.rows()).toEqual([]);
  });

  it('accepts a token and its solved challenge once: a replay is refused', async () => {
    const { outbox, post, handler, clock } = setup();
    const proof = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    expect((await post({ ...lead, ...proof })).status).toBe(202);
    const replay = await refusal(await post({ ...lead, ...proof, email: 'other@example.org' }));
    expect([replay.status, replay.body.code]).toEqual([400, 'form-token-used']);
    expect(outbox.rows()).toHaveLength(1);
  });

  it('answers 503 and stores nothing while the used-token store cannot be reached, then accepts the same token', async () => {
    const usedNonces = createMemoryUsedNonceStore();
    const down = { ...usedNonces, has: () => Promise.reject(new Error('connection refused')) };
    const store = { current: down as typeof usedNonces };
    const { outbox, post, handler, clock } = setup({
      botDefence: {
        secrets: TEST_SECRETS,
        proofOfWork: { keyPrefix: '0' },
        usedNonces: {
          has: (...a) => store.current.has(...a),
          use: (...a) => store.current.use(...a),
          forget: (...a) => store.current.forget(...a),
        },
      },
    });
    const proof = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    expect((await post({ ...lead, ...proof })).status).toBe(503);
    expect(outbox.rows()).toHaveLength(0);
    store.current = usedNonces;
    expect((await post({ ...lead, ...proof })).status).toBe(202);
  });

  it('answers a submission faster than the form’s minimum (server clock) with 425 and a wait, then accepts the resend', async () => {
    const { outbox, post, handler, clock } = setup();
    const proof = await formProof(handler, 'contact');
    clock.advance(1200);
    const contact = {
      kind: 'contact',
      name: 'Jane',
      email: 'jane@example.org',
      subject: 'general',
      message: 'Hi',
      ...proof,
    };
    const early = await post(contact);
    expect(early.status).toBe(425);
    expect(early.headers.get('retry-after')).toBe('2');
    expect(await early.json()).toMatchObject({ code: 'too-fast', retryAfterMs: 1800 });
    expect(outbox.rows()).toEqual([]);
    clock.advance(1800);
    expect((await post(contact)).status).toBe(202);
  });

  it('ignores a browser-sent start time: only the token’s issue time counts', async () => {
    const { post, handler, clock } = setup();
    const proof = await formProof(handler, 'newsletter');
    clock.advance(500);
    expect((await post({ ...lead, ...proof, startedAt: clock.now() - 60_000 })).status).toBe(425);
  });

  it('keeps accepting tokens signed before a secret rotation', async () => {
    const before = setup({ botDefence: { secrets: ['the-old-secret-000000'], proofOfWork: { keyPrefix: '0' } } });
    const proof = await formProof(before.handler, 'newsletter');
    const after = setup({
      botDefence: { secrets: ['the-new-secret-000000', 'the-old-secret-000000'], proofOfWork: { keyPrefix: '0' } },
    });
    after.clock.advance(10_000);
    expect((await after.post({ ...lead, ...proof })).status).toBe(202);
    const dropped = setup({ botDefence: { secrets: ['the-new-secret-000000'], proofOfWork: { keyPrefix: '0' } } });
    dropped.clock.advance(10_000);
    expect((await dropped.post({ ...lead, ...proof })).status).toBe(403);
  });

  it('a token of a lead that could not be stored can be sent again', async () => {
    const { outbox, post, handler, clock } = setup();
    const proof = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    const add = outbox.add;
    outbox.add = () => Promise.reject(new Error('disk full'));
    expect((await post({ ...lead, ...proof })).status).toBe(503);
    outbox.add = add;
    expect((await post({ ...lead, ...proof })).status).toBe(202);
  });
});
