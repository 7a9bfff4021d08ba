import { describe, expect, it } from 'vitest';
import { createDeliveryWorker } from './delivery-worker.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';

/** drain() as a scheduled job calls it: bounded by a count and by a deadline, leaving the rest due. */
describe('drain limits', () => {
  const setup = async (leads: number, deliver: () => void = () => {}) => {
    const clock = fakeClock();
    const outbox = createMemoryOutbox();
    for (let i = 0; i < leads; i += 1) await outbox.add(newLead(clock.now() + i));
    clock.advance(leads);
    const worker = createDeliveryWorker({
      outbox,
      deliverer: { deliver: async () => deliver() },
      now: clock.now,
      concurrency: 4,
      logger: recordingLogger(),
    });
    return { clock, outbox, worker };
  };

  it('handles at most `max` leads and leaves the others pending for the next run', async () => {
    const { outbox, worker } = await setup(10);
    expect(await worker.drain({ max: 6 })).toEqual({ delivered: 6, retried: 0, dead: 0 });
    expect(await outbox.counts()).toMatchObject({ delivered: 6, pending: 4, delivering: 0 });
    expect(await worker.drain({ max: 6 })).toEqual({ delivered: 4, retried: 0, dead: 0 });
    expect(await outbox.counts()).toMatchObject({ delivered: 10, pending: 0 });
  });

  it('claims nothing more once its deadline has passed, and finishes what it claimed', async () => {
    // Each delivery takes 1 s of the worker's clock; the deadline allows the first batch only.
    const { clock, outbox, worker } = await setup(10, () => clock.advance(1000));
    expect(await worker.drain({ deadlineMs: 2500 })).toEqual({ delivered: 4, retried: 0, dead: 0 });
    expect(await outbox.counts()).toMatchObject({ delivered: 4, pending: 6, delivering: 0 });
  });
});
