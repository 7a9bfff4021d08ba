/**
 * The shared Omnisend request budget as the lead API uses it: a budget that cannot be read sends
 * nothing and loses nothing; the outbox retries the lead as after any failed delivery.
 */
import type { RequestBudgetStore } from '@rooted/omnisend';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadCapture, type LeadCapture } from './lead-capture.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';

let fake: FakeOmnisend | undefined;
let capture: LeadCapture | undefined;
afterEach(async () => {
  await capture?.close();
  await fake?.close();
  capture = fake = undefined;
});

describe('the lead API with a shared Omnisend budget', () => {
  it('keeps a lead it could not send because the budget was unreachable, and delivers it on a later round', async () => {
    fake = await createFakeOmnisend();
    const clock = fakeClock();
    let reachable = false;
    const taken: number[] = [];
    const budget: RequestBudgetStore = {
      async take(now) {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        taken.push(now);
        return 0;
      },
    };
    const outbox = createMemoryOutbox();
    capture = createLeadCapture({
      stores: { outbox, omnisendBudget: budget },
      botDefence: false,
      doubleOptIn: false,
      autoStart: false,
      now: clock.now,
      logger: recordingLogger(),
      omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, now: clock.now },
    });
    await outbox.add(newLead(clock.now()));
    expect(await capture.drain()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(fake.requests()).toHaveLength(0);
    expect(await outbox.counts()).toMatchObject({ pending: 1, dead: 0 });

    reachable = true;
    clock.advance(60 * 60_000);
    expect(await capture.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    // Every request the lead needed was counted in the shared budget first.
    expect(taken.length).toBe(fake.requests().length);
  });
});
