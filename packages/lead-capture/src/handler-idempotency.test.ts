import { describe, expect, it, vi } from 'vitest';
import { createLeadHandler } from './handler.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { fakeClock, recordingLogger } from './test-support/fixtures.js';

function setup() {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const onStored = vi.fn();
  const handler = createLeadHandler({
    botDefence: false,
    doubleOptIn: false,
    outbox,
    now: clock.now,
    logger: recordingLogger(),
    onStored,
    rateLimit: { limit: 2, windowMs: 60_000 },
  });
  const post = (email: string, key?: string) =>
    handler(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
        body: JSON.stringify({ kind: 'newsletter', email, homepage: '' }),
      }),
      { remoteAddress: '203.0.113.7' },
    );
  return { clock, outbox, onStored, post };
}

const KEY = '6f1c2b9e-3d4a-4c55-9e0f-1a2b3c4d5e6f';

describe('Idempotency-Key', () => {
  it('answers a repeated submission with the original 202 and stores nothing new, for 24 hours', async () => {
    const { clock, outbox, onStored, post } = setup();
    const first = await post('ada@example.org', KEY);
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };

    clock.advance(60_000);
    const retry = await post('ada@example.org', `"${KEY}"`);
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ id });
    expect(outbox.rows()).toHaveLength(1);
    expect(onStored).toHaveBeenCalledTimes(1);

    // A retry is not a new submission: it never spends the visitor's rate limit.
    for (let i = 0; i < 5; i += 1) expect((await post('ada@example.org', KEY)).status).toBe(202);

    clock.advance(86_400_000);
    const nextDay = await post('ada@example.org', KEY);
    expect(nextDay.status).toBe(202);
    expect(((await nextDay.json()) as { id: string }).id).not.toBe(id);
    expect(outbox.rows()).toHaveLength(2);
  });

  it('stores one lead when the same key arrives twice at once', async () => {
    const { outbox, post } = setup();
    const answers = await Promise.all([post('ada@example.org', KEY), post('ada@example.org', KEY)]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(ids[0]).toBe(ids[1]);
    expect(outbox.rows()).toHaveLength(1);
  });

  it('keeps today’s behaviour without the header, and refuses a malformed key with a clear 400', async () => {
    const { outbox, post } = setup();
    expect((await post('ada@example.org')).status).toBe(202);
    expect((await post('ada@example.org')).status).toBe(202);
    expect(outbox.rows()).toHaveLength(2);
    for (const bad of ['', 'has space', 'x'.repeat(129), 'ünïcode', 'a,b']) {
      const response = await post('bob@example.org', bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining('Idempotency-Key') });
    }
    expect(outbox.rows()).toHaveLength(2);
  });
});
