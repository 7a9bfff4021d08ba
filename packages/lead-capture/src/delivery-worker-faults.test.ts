import { describe, expect, it, vi } from 'vitest';
import { LeadDeliveryError } from './deliverer.js';
import { createDeliveryWorker } from './delivery-worker.js';
import type { QueuedLead } from './lead.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { deferred, fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';

const keyRejected = () =>
  new LeadDeliveryError('Omnisend API error: 401 Unauthorized - Unknown error', { retryable: true, pause: true });

function setup(
  deliver: (lead: QueuedLead, options?: { signal?: AbortSignal }) => Promise<void>,
  extra: { concurrency?: number; stopGraceMs?: number } = {},
) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const logger = recordingLogger();
  const deliverer = { deliver: vi.fn(deliver) };
  const worker = createDeliveryWorker({ outbox, deliverer, now: clock.now, random: () => 0, logger, ...extra });
  return { clock, outbox, logger, deliverer, worker };
}

describe('a configuration failure pauses delivery', () => {
  it('holds every lead, logs once, probes with backoff up to every 5 minutes, and resumes by itself', async () => {
    let keyWorks = false;
    const { clock, outbox, logger, deliverer, worker } = setup(async () => {
      if (!keyWorks) throw keyRejected();
    });
    const leads = [newLead(clock.now()), newLead(clock.now()), newLead(clock.now())];
    for (const lead of leads) await outbox.add(lead);

    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(worker.status()).toMatchObject({
      state: 'paused',
      pause: { reason: 'Omnisend API error: 401 Unauthorized - Unknown error' },
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'Lead delivery is paused until the configuration works again; leads wait in the outbox',
      expect.objectContaining({ error: expect.stringContaining('401') }),
    );

    // Two hours of a rotated key: one probe at a time, spaced out, never more than 5 minutes apart.
    const probes: number[] = [];
    deliverer.deliver.mockClear();
    deliverer.deliver.mockImplementation(async () => {
      probes.push(clock.now());
      if (!keyWorks) throw keyRejected();
    });
    const start = clock.now();
    while (clock.now() - start < 2 * 3_600_000) {
      await worker.drain();
      clock.advance(1000);
    }
    const gaps = probes.slice(1).map((at, index) => at - (probes[index] as number));
    expect(gaps.every((gap, index) => index === 0 || gap >= (gaps[index - 1] as number))).toBe(true);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(300_000 + 1000);
    // Probing every second would be 7,200 calls; the backoff keeps it to a few dozen.
    expect(probes.length).toBeGreaterThan(20);
    expect(probes.length).toBeLessThan(60);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(await outbox.counts()).toEqual({ pending: 3, delivering: 0, delivered: 0, dead: 0 });
    expect(outbox.rows().every((row) => row.attempts === 0)).toBe(true);

    keyWorks = true;
    clock.advance(300_000);
    let delivered = 0;
    for (let i = 0; i < 3; i += 1) delivered += (await worker.drain()).delivered;
    expect(delivered).toBe(3);
    expect(worker.status()).toEqual({ state: 'running', pause: null });
    expect(logger.info).toHaveBeenCalledWith('Lead delivery resumed: the configuration works again');
  });

  it('marks only a lead whose own data was rejected dead; the others go on', async () => {
    const { clock, outbox, worker } = setup(async (lead) => {
      if (lead.data.email === 'broken@example.org') {
        throw new LeadDeliveryError('Omnisend API error: 400 Bad Request - identifiers.0.id: invalid', {
          retryable: false,
        });
      }
    });
    const broken = newLead(clock.now(), { email: 'broken@example.org' });
    const fine = newLead(clock.now());
    await outbox.add(broken);
    await outbox.add(fine);
    expect(await worker.drain()).toEqual({ delivered: 1, retried: 0, dead: 1 });
    expect(await outbox.listDead()).toEqual([
      expect.objectContaining({
        id: broken.id,
        reason: 'Omnisend API error: 400 Bad Request - identifiers.0.id: invalid',
      }),
    ]);
    expect(JSON.stringify(await outbox.listDead())).not.toContain('broken@example.org');
  });
});

describe('concurrency and shutdown', () => {
  it('delivers several leads at once, never more than the configured concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const { clock, outbox, worker } = setup(
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
      { concurrency: 3 },
    );
    for (let i = 0; i < 10; i += 1) await outbox.add(newLead(clock.now()));
    expect(await worker.drain()).toEqual({ delivered: 10, retried: 0, dead: 0 });
    expect(most).toBe(3);
  });

  it('on stop, a delivery that outlasts the grace period is aborted and its lead released for the next process', async () => {
    const started = deferred();
    const { clock, outbox, worker } = setup(
      (_lead, options) =>
        new Promise((_resolve, reject) => {
          started.resolve();
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        }),
      { stopGraceMs: 20 },
    );
    const lead = newLead(clock.now());
    await outbox.add(lead);
    worker.start();
    await started.promise;
    expect(outbox.get(lead.id)?.state).toBe('delivering');
    await worker.stop();
    expect(outbox.get(lead.id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      lastError: 'Released at shutdown',
    });
    expect(worker.status().state).toBe('stopped');
  });
});

describe('backlog alert', () => {
  it('logs once when the oldest waiting lead passes the alert age, and once when it catches up', async () => {
    vi.useFakeTimers();
    try {
      const clock = fakeClock();
      const outbox = createMemoryOutbox();
      const logger = recordingLogger();
      const worker = createDeliveryWorker({ outbox, now: clock.now, logger, staleAfterMs: 3_600_000 });
      const lead = newLead(clock.now());
      await outbox.add(lead);
      worker.start();
      clock.advance(3_600_001);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
      const alert = 'The oldest lead waiting for delivery is over its alert age; check GET /api/leads/status';
      expect(logger.warn.mock.calls.filter(([message]) => message === alert)).toHaveLength(1);
      expect(logger.warn).toHaveBeenCalledWith(alert, expect.objectContaining({ paused: 'no API key' }));

      const [claimed] = await outbox.claimDue({ now: clock.now(), leaseMs: 1000, limit: 1 });
      await outbox.markDelivered(lead.id, claimed!.attempts, clock.now());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(logger.info).toHaveBeenCalledWith('Lead delivery has caught up: no lead is waiting past its alert age');
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
