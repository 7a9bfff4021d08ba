import { describe, expect, it } from 'vitest';
import { erasureJob } from '../erasure/personal-data.js';
import type { LeadData } from '../lead.js';
import { contactUpdateJob, isUpdateJob } from '../lead-list/lead-correction.js';
import type { LeadList } from '../lead-list/lead-list.js';
import type { Outbox } from '../outbox.js';
import { newLead } from './fixtures.js';

/** A fresh outbox that lists and corrects leads. */
export interface LeadCorrectionSubject {
  outbox: Outbox & LeadList;
  cleanup?(): Promise<void>;
}

const T0 = 1_700_000_000_000;
const message = (email: string) =>
  ({ kind: 'contact', name: 'Jane Doe', email, subject: 'general', message: 'Hello' }) as LeadData;

/**
 * What every lead store promises about the owner's correction of a lead: the stored fields become
 * the corrected ones and the consent record stays as it was; a waiting lead sends the corrected
 * fields, a dead one is queued again, a delivered one queues an update of the Omnisend contact
 * (a job that is not a lead), and a lead in flight, an unknown id or another form's fields change
 * nothing. A dead lead is deleted only by the owner's decision, never by retention.
 */
export function describeLeadCorrection(name: string, open: () => Promise<LeadCorrectionSubject>): void {
  /** Claims every due lead and settles each as `settle` says. */
  const settleAll = async (outbox: Outbox, settle: (id: string) => 'delivered' | 'dead' | 'keep', now: number) => {
    for (const lead of await outbox.claimDue({ now, leaseMs: 60_000, limit: 50 })) {
      const how = settle(lead.id);
      if (how === 'delivered') await outbox.markDelivered(lead.id, lead.attempts, now);
      if (how === 'dead') await outbox.markDead(lead.id, lead.attempts, 'Omnisend refused the address', now);
    }
  };

  describe(`${name}: correcting or deleting a lead`, () => {
    it('a waiting lead sends the corrected fields, with the consent record it had', async () => {
      const { outbox, cleanup } = await open();
      try {
        const lead = newLead(T0, message('jane@exmaple.org'));
        await outbox.add(lead);
        const corrected = message('jane@example.org');
        const outcome = await outbox.correctLead(lead.id, corrected, {
          now: T0 + 5,
          update: contactUpdateJob(corrected, T0 + 5),
        });
        expect(outcome).toEqual({ ok: true, was: 'pending', updateQueued: false });
        expect(await outbox.getLead(lead.id)).toMatchObject({
          data: corrected,
          consent: lead.consent,
          state: 'pending',
        });
        const claimed = await outbox.claimDue({ now: T0 + 10, leaseMs: 1000, limit: 10 });
        expect(claimed).toEqual([expect.objectContaining({ id: lead.id, data: corrected, consent: lead.consent })]);
      } finally {
        await cleanup?.();
      }
    });

    it('a dead lead is queued again with the corrected fields and a fresh attempt count', async () => {
      const { outbox, cleanup } = await open();
      try {
        const lead = newLead(T0, message('jane@@example.org'));
        await outbox.add(lead);
        await settleAll(outbox, () => 'dead', T0 + 1);
        expect((await outbox.getLead(lead.id))?.state).toBe('dead');
        const corrected = message('jane@example.org');
        expect(
          await outbox.correctLead(lead.id, corrected, {
            now: T0 + 100,
            update: contactUpdateJob(corrected, T0 + 100),
          }),
        ).toEqual({ ok: true, was: 'dead', updateQueued: false });
        expect(await outbox.getLead(lead.id)).toMatchObject({ state: 'pending', attempts: 0, data: corrected });
        const [claimed] = await outbox.claimDue({ now: T0 + 100, leaseMs: 1000, limit: 10 });
        // Its maximum age counts from the correction, as after a requeue.
        expect(claimed).toMatchObject({ id: lead.id, data: corrected, attempts: 1, queuedAt: T0 + 100 });
      } finally {
        await cleanup?.();
      }
    });

    it('a delivered lead keeps its state and queues an update of the contact, which is no lead of the list', async () => {
      const { outbox, cleanup } = await open();
      try {
        const lead = newLead(T0, message('jane@exmaple.org'));
        await outbox.add(lead);
        await settleAll(outbox, () => 'delivered', T0 + 1);
        const corrected = { ...message('jane@example.org'), name: 'Jane Dough' } as LeadData;
        const update = contactUpdateJob(corrected, T0 + 50);
        expect(isUpdateJob(update.id)).toBe(true);
        expect(await outbox.correctLead(lead.id, corrected, { now: T0 + 50, update })).toEqual({
          ok: true,
          was: 'delivered',
          updateQueued: true,
        });
        expect(await outbox.getLead(lead.id)).toMatchObject({
          state: 'delivered',
          data: corrected,
          consent: lead.consent,
          deliveredAt: T0 + 1,
        });
        expect((await outbox.listLeads({ limit: 10 })).leads.map((listed) => listed.id)).toEqual([lead.id]);
        const claimed = await outbox.claimDue({ now: T0 + 60, leaseMs: 1000, limit: 10 });
        expect(claimed).toHaveLength(1);
        expect(claimed[0]).toMatchObject({ id: update.id, data: corrected });
        expect(claimed[0]?.consent).toBeUndefined();
      } finally {
        await cleanup?.();
      }
    });

    it('deletes a dead lead, with its idempotency key, only when the owner says so: retention never does', async () => {
      const { outbox, cleanup } = await open();
      try {
        const lead = { ...newLead(T0, message('jane@example.org')), idempotencyKey: 'key-dead' };
        const waiting = newLead(T0 + 1, message('john@example.org'));
        await outbox.add(lead);
        await outbox.add(waiting);
        await settleAll(outbox, (id) => (id === lead.id ? 'dead' : 'keep'), T0 + 2);
        // Years later the retention sweep, which deletes delivered leads, has not touched it.
        expect(await outbox.purge({ deliveredBefore: T0 + 10 * 365 * 86_400_000, idempotencyBefore: 0 })).toBe(0);
        expect((await outbox.getLead(lead.id))?.state).toBe('dead');
        expect(await outbox.deleteDeadLead(waiting.id)).toBe(false);
        expect(await outbox.deleteDeadLead('no-such-lead')).toBe(false);
        expect(await outbox.deleteDeadLead(lead.id)).toBe(true);
        expect(await outbox.getLead(lead.id)).toBeNull();
        expect(await outbox.findByIdempotencyKey('key-dead', 0)).toBeNull();
        expect(await outbox.deleteDeadLead(lead.id)).toBe(false);
        expect((await outbox.getLead(waiting.id))?.state).toBe('delivering');
      } finally {
        await cleanup?.();
      }
    });

    it('changes nothing for a lead being sent, an unknown id, a privacy job or the fields of another form', async () => {
      const { outbox, cleanup } = await open();
      try {
        const lead = newLead(T0, message('jane@example.org'));
        await outbox.add(lead);
        const job = erasureJob('someone@example.org', T0);
        await outbox.add(job);
        const corrected = message('new@example.org');
        const update = () => contactUpdateJob(corrected, T0 + 5);
        expect(await outbox.correctLead('no-such-lead', corrected, { now: T0 + 5, update: update() })).toEqual({
          ok: false,
          reason: 'not-found',
        });
        expect(
          await outbox.correctLead(job.id, { ...corrected, kind: 'newsletter' } as LeadData, {
            now: T0 + 5,
            update: update(),
          }),
        ).toEqual({ ok: false, reason: 'not-found' });
        const signup = { kind: 'newsletter', email: 'new@example.org' } as LeadData;
        expect(await outbox.correctLead(lead.id, signup, { now: T0 + 5, update: update() })).toEqual({
          ok: false,
          reason: 'other-form',
        });
        await outbox.claimDue({ now: T0 + 10, leaseMs: 60_000, limit: 10 });
        expect(await outbox.correctLead(lead.id, corrected, { now: T0 + 11, update: update() })).toEqual({
          ok: false,
          reason: 'sending',
        });
        expect(await outbox.getLead(lead.id)).toMatchObject({ data: lead.data, state: 'delivering' });
        expect(await outbox.counts()).toEqual({ pending: 0, delivering: 2, delivered: 0, dead: 0 });
      } finally {
        await cleanup?.();
      }
    });
  });
}
