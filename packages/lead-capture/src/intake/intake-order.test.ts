import { describe, expect, it } from 'vitest';
import { formProof } from '../test-support/form-proof.js';
import { testLeadHandler } from '../test-support/lead-handler-harness.js';

// The JSON API and the form posts take a submission through the same steps in the same order:
// what is refused before the rate limit is never counted against the visitor.
describe('the one lead intake', () => {
  const newsletter = (email: string) => ({ kind: 'newsletter', email, homepage: '' });

  it('does not count mistyped JSON submissions against the limit, so fixing them never locks a visitor out', async () => {
    const { post } = testLeadHandler({ rateLimit: { limit: 1, windowMs: 60_000 }, botDefence: false });
    for (let i = 0; i < 3; i += 1) expect((await post(newsletter('not-an-email'))).status).toBe(400);
    expect((await post(newsletter('a@b.co'))).status).toBe(202);
    expect((await post(newsletter('c@d.co'))).status).toBe(429);
  });

  it('answers a trapped bot like a success even once its address is over the limit, and does not count it', async () => {
    const { post, outbox } = testLeadHandler({ rateLimit: { limit: 1, windowMs: 60_000 }, botDefence: false });
    expect((await post({ ...newsletter('bot@b.co'), homepage: 'http://spam.example' })).status).toBe(202);
    expect((await post(newsletter('a@b.co'))).status).toBe(202);
    expect((await post({ ...newsletter('bot@b.co'), homepage: 'http://spam.example' })).status).toBe(202);
    expect(outbox.rows()).toHaveLength(1);
  });

  it('gives the form token back when the limit refuses, so the visitor resends the same form once it allows', async () => {
    const { handler, post, clock } = testLeadHandler({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const first = await formProof(handler, 'newsletter');
    const second = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    expect((await post({ ...first, ...newsletter('a@b.co') })).status).toBe(202);
    expect((await post({ ...second, ...newsletter('c@d.co') })).status).toBe(429);
    clock.advance(60_000);
    expect((await post({ ...second, ...newsletter('c@d.co') })).status).toBe(202);
  });

  it('checks the form token before the limit: a tokenless request learns nothing of the limit', async () => {
    const { handler, post, clock } = testLeadHandler({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const proof = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    expect((await post({ ...proof, ...newsletter('a@b.co') })).status).toBe(202);
    const tokenless = await post(newsletter('c@d.co'));
    expect(tokenless.status).toBe(400);
    expect(((await tokenless.json()) as { code: string }).code).toBe('form-token-missing');
  });
});
