/**
 * `@rooted/lead-capture/conformance`: the behaviour every {@link Outbox} must have, as a vitest
 * suite. The SQLite and memory outboxes run it; a site with a store of its own runs it too:
 *
 * ```ts
 * import { describeOutboxConformance } from '@rooted/lead-capture/conformance';
 * describeOutboxConformance('my outbox', async () => ({ outbox: await openMyOutbox(), cleanup: dropIt }));
 * ```
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadData } from '../lead.js';
import type { NewLead, Outbox } from '../outbox.js';

/** A fresh, empty outbox for one test, and how to dispose of it afterwards. */
export interface ConformanceSubject {
  outbox: Outbox;
  cleanup?: () => Promise<void> | void;
}

const T0 = 1_700_000_000_000;
const LEASE = 60_000;

let sequence = 0;
function lead(createdAt: number, data: Partial<LeadData> = {}, idempotencyKey?: string): NewLead {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    data: { kind: 'newsletter', email: `conformance${sequence}@example.org`, ...data } as LeadData,
    consent: { createdAt: new Date(createdAt).toISOString(), ip: '203.0.113.9', userAgent: 'Conformance/1.0' },
    createdAt,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** Registers the conformance suite for an outbox implementation. `open` is called once per test. */
export function describeOutboxConformance(
  name: string,
  open: () => Promise<ConformanceSubject> | ConformanceSubject,
): void {
  describe(`${name} conforms to the Outbox contract`, () => {
    let subject: ConformanceSubject | null = null;
    const fresh = async () => {
      subject = await open();
      return subject.outbox;
    };
    afterEach(async () => {
      if (!subject) return;
      await subject.outbox.close();
      await subject.cleanup?.();
      subject = null;
    });

    it('stores a lead and hands it out once per lease, oldest first, with its consent and times', async () => {
      const outbox = await fresh();
      const first = lead(T0);
      const second = lead(T0 + 1);
      expect(await outbox.add(first)).toEqual({ id: first.id, replayed: false });
      await outbox.add(second);
      const claimed = await outbox.claimDue({ now: T0 + 10, leaseMs: LEASE, limit: 1 });
      expect(claimed).toEqual([
        {
          id: first.id,
          kind: 'newsletter',
          data: first.data,
          consent: first.consent,
          createdAt: T0,
          queuedAt: T0,
          attempts: 1,
        },
      ]);
      expect((await outbox.claimDue({ now: T0 + 10, leaseMs: LEASE, limit: 5 })).map((l) => l.id)).toEqual([second.id]);
      expect(await outbox.claimDue({ now: T0 + 10, leaseMs: LEASE, limit: 5 })).toEqual([]);
      expect(await outbox.counts()).toEqual({ pending: 0, delivering: 2, delivered: 0, dead: 0 });
      expect(await outbox.oldestPendingCreatedAt()).toBe(T0);
    });

    it('leases claims: an expired lease is claimed again, and the old claim is fenced off', async () => {
      const outbox = await fresh();
      const item = lead(T0);
      await outbox.add(item);
      const [old] = await outbox.claimDue({ now: T0, leaseMs: LEASE, limit: 1 });
      expect(await outbox.claimDue({ now: T0 + LEASE - 1, leaseMs: LEASE, limit: 1 })).toEqual([]);
      const [again] = await outbox.claimDue({ now: T0 + LEASE, leaseMs: LEASE, limit: 1 });
      expect(again?.attempts).toBe(2);
      expect(await outbox.markDelivered(item.id, old!.attempts, T0 + LEASE)).toBe(false);
      expect(await outbox.markRetry(item.id, old!.attempts, 'late', T0)).toBe(false);
      expect(await outbox.markDead(item.id, old!.attempts, 'late', T0)).toBe(false);
      expect(await outbox.markDelivered(item.id, again!.attempts, T0 + LEASE + 1)).toBe(true);
      expect(await outbox.counts()).toEqual({ pending: 0, delivering: 0, delivered: 1, dead: 0 });
      expect(await outbox.oldestPendingCreatedAt()).toBeNull();
    });

    it('reschedules on retry, refunding the attempt when asked', async () => {
      const outbox = await fresh();
      const item = lead(T0);
      await outbox.add(item);
      const [first] = await outbox.claimDue({ now: T0, leaseMs: LEASE, limit: 1 });
      expect(await outbox.markRetry(item.id, first!.attempts, '503', T0 + 5000)).toBe(true);
      expect(await outbox.claimDue({ now: T0 + 4999, leaseMs: LEASE, limit: 1 })).toEqual([]);
      const [second] = await outbox.claimDue({ now: T0 + 5000, leaseMs: LEASE, limit: 1 });
      expect(second?.attempts).toBe(2);
      expect(await outbox.markRetry(item.id, 2, '429', T0 + 6000, { refundAttempt: true })).toBe(true);
      const [third] = await outbox.claimDue({ now: T0 + 6000, leaseMs: LEASE, limit: 1 });
      expect(third?.attempts).toBe(2);
    });

    it('lists dead leads without personal data and requeues them by id, kind or reason, with a new retry period', async () => {
      const outbox = await fresh();
      const items = [lead(T0), lead(T0 + 1, { kind: 'exit-intent' }), lead(T0 + 2)];
      for (const item of items) await outbox.add(item);
      const claimed = await outbox.claimDue({ now: T0 + 10, leaseMs: LEASE, limit: 3 });
      const reasons = ['400 bad identifiers', '401 key rejected', '400 bad identifiers'];
      for (const [index, item] of claimed.entries())
        await outbox.markDead(item.id, item.attempts, reasons[index]!, T0 + 100 + index);
      const dead = await outbox.listDead();
      expect(dead.map((d) => [d.id, d.kind, d.reason, d.deadAt])).toEqual(
        items.map((item, index) => [item.id, item.data.kind, reasons[index], T0 + 100 + index]),
      );
      expect(JSON.stringify(dead)).not.toContain('@example.org');
      expect((await outbox.listDead({ errorContains: '400' })).map((d) => d.id)).toEqual([items[0]!.id, items[2]!.id]);
      expect(await outbox.listDead({}, 1)).toHaveLength(1);

      expect(await outbox.requeueDead({ kind: 'exit-intent' }, T0 + 1000)).toBe(1);
      expect(await outbox.requeueDead({ ids: [items[0]!.id], errorContains: '401' }, T0 + 1000)).toBe(0);
      expect(await outbox.requeueDead({ errorContains: '400' }, T0 + 2000)).toBe(2);
      expect(await outbox.listDead()).toEqual([]);
      const again = await outbox.claimDue({ now: T0 + 2000, leaseMs: LEASE, limit: 5 });
      expect(again.map((l) => [l.id, l.attempts, l.queuedAt, l.createdAt])).toEqual([
        [items[1]!.id, 1, T0 + 1000, T0 + 1],
        [items[0]!.id, 1, T0 + 2000, T0],
        [items[2]!.id, 1, T0 + 2000, T0 + 2],
      ]);
    });

    it('stores a submission once per idempotency key within the window', async () => {
      const outbox = await fresh();
      const first = lead(T0, {}, 'key-1');
      const repeat = lead(T0 + 1000, {}, 'key-1');
      expect(await outbox.add(first, { idempotencySince: T0 - 1000 })).toEqual({ id: first.id, replayed: false });
      expect(await outbox.add(repeat, { idempotencySince: T0 })).toEqual({ id: first.id, replayed: true });
      expect(await outbox.findByIdempotencyKey('key-1', T0)).toBe(first.id);
      expect(await outbox.findByIdempotencyKey('key-1', T0 + 1)).toBeNull();
      expect(await outbox.findByIdempotencyKey('key-2', 0)).toBeNull();
      expect((await outbox.counts()).pending).toBe(1);
      // Past the window the key is free again: a new submission is stored.
      const late = lead(T0 + 90_000_000, {}, 'key-1');
      expect(await outbox.add(late, { idempotencySince: T0 + 1 })).toEqual({ id: late.id, replayed: false });
      expect((await outbox.counts()).pending).toBe(2);
    });

    it('purges only delivered leads and old idempotency keys; dead leads go only when told', async () => {
      const outbox = await fresh();
      const items = [lead(T0, {}, 'purge-key'), lead(T0), lead(T0)];
      for (const item of items) await outbox.add(item);
      const [a, b] = await outbox.claimDue({ now: T0, leaseMs: LEASE, limit: 2 });
      await outbox.markDelivered(a!.id, a!.attempts, T0 + 10);
      await outbox.markDead(b!.id, b!.attempts, '400', T0 + 10);
      expect(await outbox.purge({ deliveredBefore: T0 + 10, idempotencyBefore: T0 })).toBe(0);
      expect(await outbox.purge({ deliveredBefore: T0 + 11, idempotencyBefore: T0 + 1 })).toBe(1);
      expect(await outbox.findByIdempotencyKey('purge-key', 0)).toBeNull();
      expect(await outbox.counts()).toEqual({ pending: 1, delivering: 0, delivered: 0, dead: 1 });
      expect(await outbox.purgeDead(T0 + 10)).toBe(0);
      expect(await outbox.purgeDead(T0 + 11)).toBe(1);
      expect(await outbox.counts()).toEqual({ pending: 1, delivering: 0, delivered: 0, dead: 0 });
    });
  });
}
