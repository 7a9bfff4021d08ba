import { describe, expect, it, vi } from 'vitest';
import { LeadDeliveryError, type LeadDeliverer } from './deliverer.js';
import { createDeliveryWorker } from './delivery-worker.js';
import type { QueuedLead } from './lead.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { deferred, fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';

function setup(
  deliver: (lead: QueuedLead) => Promise<void>,
  options: { maxAgeMs?: number; secrets?: string[]; concurrency?: number } = {},
) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const logger = recordingLogger();
  const deliverer: LeadDeliverer = { deliver: vi.fn(deliver) };
  const worker = createDeliveryWorker({
    outbox,
    deliverer,
    now: clock.now,
    random: () => 0,
    backoff: { baseMs: 10_000, maxMs: 3_600_000 },
    leaseMs: 60_000,
    logger,
    ...options,
  });
  return { clock, outbox, logger, deliverer, worker };
}

const retryable = (message = 'Omnisend API error: 503 Service Unavailable - Unknown error', retryAfterMs?: number) =>
  new LeadDeliveryError(message, { retryable: true, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

describe('createDeliveryWorker', () => {
  it('delivers due leads and marks them delivered', async () => {
    const { clock, outbox, worker, deliverer } = setup(async () => {});
    const lead = newLead(clock.now());
    await outbox.add(lead);
    expect(await worker.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(outbox.get(lead.id)).toMatchObject({ state: 'delivered', attempts: 1, deliveredAt: clock.now() });
    expect(deliverer.deliver).toHaveBeenCalledWith(
      expect.objectContaining({ id: lead.id, data: lead.data, consent: lead.consent }),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });

  it('retries with exponential backoff until delivery succeeds', async () => {
    let calls = 0;
    const { clock, outbox, worker } = setup(async () => {
      calls += 1;
      if (calls <= 2) throw retryable();
    });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    const start = clock.now();

    expect(await worker.drain()).toMatchObject({ retried: 1 });
    // random() = 0 → half of base × 2^(n-1): 5 s, then 10 s.
    expect(outbox.get(lead.id)).toMatchObject({ state: 'pending', nextAttemptAt: start + 5000 });
    clock.advance(4999);
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    clock.advance(1);
    expect(await worker.drain()).toMatchObject({ retried: 1 });
    expect(outbox.get(lead.id)?.nextAttemptAt).toBe(start + 5000 + 10_000);
    clock.advance(10_000);
    expect(await worker.drain()).toMatchObject({ delivered: 1 });
    expect(outbox.get(lead.id)).toMatchObject({ state: 'delivered', attempts: 3 });
  });

  it('never kills a lead for being throttled: the attempt is refunded and it waits only as told', async () => {
    let calls = 0;
    const { clock, outbox, worker } = setup(async () => {
      calls += 1;
      if (calls <= 5)
        throw new LeadDeliveryError('429 Too Many Requests', { retryable: true, throttled: true, retryAfterMs: 2000 });
    });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    for (let i = 0; i < 5; i += 1) {
      expect(await worker.drain()).toMatchObject({ retried: 1, dead: 0 });
      expect(outbox.get(lead.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: clock.now() + 2000 });
      clock.advance(2000);
    }
    expect(await worker.drain()).toMatchObject({ delivered: 1 });
    expect(outbox.get(lead.id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it("waits at least the provider's retryAfterMs", async () => {
    const { clock, outbox, worker } = setup(async () => {
      throw retryable('rate limited', 120_000);
    });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    await worker.drain();
    expect(outbox.get(lead.id)?.nextAttemptAt).toBe(clock.now() + 120_000);
  });

  it('retries a failing lead for as long as it is younger than the maximum age, then marks it dead; a requeue gives it a new period', async () => {
    let calls = 0;
    let healthy = false;
    const { clock, outbox, worker, logger } = setup(async () => {
      calls += 1;
      if (!healthy) throw retryable(`failure ${calls}`);
    });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    // Six days and 23 hours of an outage: hourly retries (the backoff cap), never dead.
    const outage = 7 * 86_400_000 - 3_600_000;
    while (clock.now() - lead.createdAt < outage) {
      expect(await worker.drain()).toMatchObject({ dead: 0 });
      clock.advance(3_600_000);
    }
    expect(calls).toBeGreaterThan(150);
    expect(outbox.get(lead.id)).toMatchObject({ state: 'pending' });
    clock.advance(3_600_000);
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(outbox.get(lead.id)).toMatchObject({
      state: 'dead',
      lastError: `Still failing after 168 h of retries: failure ${calls}`,
    });
    expect(logger.error).toHaveBeenCalledWith(
      'Lead delivery gave up; the lead is marked dead and can be requeued',
      expect.objectContaining({ id: lead.id }),
    );
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });

    expect(await outbox.requeueDead({ ids: [lead.id] }, clock.now())).toBe(1);
    healthy = true;
    expect(await worker.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(outbox.get(lead.id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('honours a configured maximum age', async () => {
    const { clock, outbox, worker } = setup(
      async () => {
        throw retryable();
      },
      { maxAgeMs: 60_000 },
    );
    const lead = newLead(clock.now());
    await outbox.add(lead);
    expect(await worker.drain()).toMatchObject({ retried: 1 });
    clock.advance(60_000);
    expect(await worker.drain()).toMatchObject({ dead: 1 });
  });

  it('deletes delivered leads once their retention has passed, and never a lead that was not delivered', async () => {
    const { clock, outbox, worker, logger } = setup(async (lead) => {
      if (lead.data.email.startsWith('reader')) return;
      throw new LeadDeliveryError('Omnisend API error: 400 Bad Request - bad identifiers', { retryable: false });
    });
    const delivered = newLead(clock.now());
    const dead = newLead(clock.now(), { email: 'bad@example.org' });
    await outbox.add(delivered);
    await outbox.add(dead);
    await worker.drain();
    const waiting = newLead(clock.now());
    await outbox.add(waiting);

    clock.advance(7 * 86_400_000);
    expect(await worker.purgeExpired()).toBe(0);
    clock.advance(1);
    expect(await worker.purgeExpired()).toBe(1);
    expect(outbox.get(delivered.id)).toBeUndefined();
    clock.advance(365 * 86_400_000);
    expect(await worker.purgeExpired()).toBe(0);
    expect(outbox.rows().map((row) => [row.id, row.state])).toEqual([
      [dead.id, 'dead'],
      [waiting.id, 'pending'],
    ]);
    expect(logger.info).toHaveBeenCalledWith('Delivered leads past their retention deleted from the outbox', {
      deleted: 1,
    });
  });

  it('marks a permanent failure dead at once', async () => {
    const { clock, outbox, worker } = setup(async () => {
      throw new LeadDeliveryError('Omnisend API error: 400 Bad Request - bad identifiers', { retryable: false });
    });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(outbox.get(lead.id)).toMatchObject({
      state: 'dead',
      lastError: 'Omnisend API error: 400 Bad Request - bad identifiers',
    });
  });

  it('retries unclassified errors and blanks secrets out of the stored error', async () => {
    const { clock, outbox, worker } = setup(
      async () => {
        throw new Error('boom with key sk-secret-123');
      },
      { secrets: ['sk-secret-123'] },
    );
    const lead = newLead(clock.now());
    await outbox.add(lead);
    expect(await worker.drain()).toMatchObject({ retried: 1 });
    expect(outbox.get(lead.id)?.lastError).toBe('boom with key ***');
  });

  it('resumes a lead left delivering by a crashed worker once its lease expires, exactly once', async () => {
    const { clock, outbox, worker, deliverer } = setup(async () => {});
    const lead = newLead(clock.now());
    await outbox.add(lead);
    const [crashed] = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 1 });
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    clock.advance(60_000);
    expect(await worker.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(deliverer.deliver).toHaveBeenCalledTimes(1);
    expect(outbox.get(lead.id)).toMatchObject({ state: 'delivered', attempts: 2 });
    // The crashed claim's late answer cannot touch the row any more.
    expect(await outbox.markRetry(lead.id, crashed?.attempts ?? 0, 'late', 0)).toBe(false);
    expect(outbox.get(lead.id)?.state).toBe('delivered');
  });

  it('without a deliverer, keeps leads pending and logs once that delivery is paused', async () => {
    const clock = fakeClock();
    const outbox = createMemoryOutbox();
    const logger = recordingLogger();
    const worker = createDeliveryWorker({ outbox, now: clock.now, logger });
    await outbox.add(newLead(clock.now()));
    worker.start();
    worker.kick();
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    await worker.drain();
    await worker.stop();
    expect(worker.paused).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      'Lead delivery is paused: no Omnisend API key is configured (OMNISEND_API_KEY). Leads wait in the outbox.',
    );
    expect(await outbox.counts()).toEqual({ pending: 1, delivering: 0, delivered: 0, dead: 0 });
  });

  it('runs in the background: kick sends at once, stop waits for the delivery in flight', async () => {
    const clock = fakeClock();
    const outbox = createMemoryOutbox();
    const started = deferred<string>();
    const release = deferred();
    const sleeps: number[] = [];
    const worker = createDeliveryWorker({
      outbox,
      now: clock.now,
      logger: recordingLogger(),
      pollMs: 3_600_000,
      // Sleeps until kicked or stopped: only kick() can make the idle loop look again.
      sleep: (ms, signal) => {
        sleeps.push(ms);
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      },
      deliverer: {
        deliver: async (lead) => {
          started.resolve(lead.id);
          await release.promise;
        },
      },
    });
    worker.start();
    await vi.waitFor(() => expect(sleeps).toEqual([3_600_000]));
    const lead = newLead(clock.now());
    await outbox.add(lead);
    worker.kick();
    expect(await started.promise).toBe(lead.id);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    expect(outbox.get(lead.id)?.state).toBe('delivering');
    release.resolve();
    await stopping;
    expect(outbox.get(lead.id)?.state).toBe('delivered');
  });
});
