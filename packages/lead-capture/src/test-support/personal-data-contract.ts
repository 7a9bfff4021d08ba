import { describe, expect, it } from 'vitest';
import { ipRateLimitKey, type RateLimitStore } from '@rooted/server-kit';
import type { ConsentStore } from '../consent/consent-store.js';
import { erasureJob, isPrivacyJob, type PersonalDataStore } from '../erasure/personal-data.js';
import type { LeadData } from '../lead.js';
import { contactUpdateJob } from '../lead-list/lead-correction.js';
import type { LeadList } from '../lead-list/lead-list.js';
import type { Outbox } from '../outbox.js';
import { newLead } from './fixtures.js';

/** Fresh stores on one backend, sharing what a site shares (the SQLite file, the database). */
export interface PersonalDataSubject {
  outbox: Outbox & LeadList;
  consent: ConsentStore;
  personalData: PersonalDataStore;
  /** Shared rate-limit counters, where the backend keeps them (PostgreSQL). */
  rateLimits?: RateLimitStore;
  /** Stores a lead row as a bug or a hand edit could leave it, bypassing the outbox's checks. */
  insertRaw(row: { id: string; kind: string; payload: string; createdAt: number }): Promise<void>;
  /** True when the store keeps payloads as text, so one can be stored that is not even JSON (not in memory). */
  rawText: boolean;
  cleanup?(): Promise<void>;
}

const T0 = 1_700_000_000_000;
const JANE = 'jane@example.org';
const JOHN = 'john@example.org';
const RULE = { limit: 5, windowMs: 60_000 };

/**
 * What every lead store promises about one person's data: a request for a copy finds every
 * record tied to the address (leads in any state, signups, idempotency keys, rate-limit counters
 * tied to it), an erasure deletes exactly those, and the jobs that carry an erasure to Omnisend
 * are neither listed as leads nor kept once sent.
 */
export function describePersonalData(name: string, open: () => Promise<PersonalDataSubject>): void {
  /** Jane's footprint: a delivered message, a dead join, a pending signup confirmed, a repeat submission's key. */
  const seed = async ({ outbox, consent, rateLimits }: PersonalDataSubject) => {
    const message = {
      ...newLead(T0, {
        kind: 'contact',
        name: 'Jane Doe',
        email: JANE,
        subject: 'general',
        message: 'Hello',
      } as Partial<LeadData>),
      idempotencyKey: 'key-jane-1',
    };
    const join = newLead(T0 + 1, {
      kind: 'join',
      name: 'Jane Doe',
      email: JANE,
      company: 'Co',
      role: 'Founder',
      interests: 'x',
      message: 'Hi',
    } as Partial<LeadData>);
    const signup = newLead(T0 + 2, { kind: 'newsletter', email: JANE } as Partial<LeadData>);
    const johns = {
      ...newLead(T0 + 3, { kind: 'newsletter', email: JOHN } as Partial<LeadData>),
      idempotencyKey: 'key-john-1',
    };
    for (const lead of [message, join, signup, johns]) await outbox.add(lead);
    // The message is delivered, the join given up.
    const claimed = await outbox.claimDue({ now: T0 + 10, leaseMs: 1000, limit: 10 });
    const attemptOf = (id: string) => claimed.find((lead) => lead.id === id)?.attempts ?? 0;
    await outbox.markDelivered(message.id, attemptOf(message.id), T0 + 20);
    await outbox.markDead(join.id, attemptOf(join.id), 'refused', T0 + 20);
    await outbox.markRetry(signup.id, attemptOf(signup.id), 'later', T0 + 30);
    await outbox.markRetry(johns.id, attemptOf(johns.id), 'later', T0 + 30);
    const pending = {
      consent: { createdAt: new Date(T0).toISOString(), ip: '198.51.100.9', doubleOptIn: 'pending' as const },
      requestedAt: T0,
      expiresAt: T0 + 1000,
    };
    await consent.savePending({ id: signup.id, data: signup.data, ...pending });
    await consent.savePending({
      id: johns.id,
      data: johns.data,
      ...pending,
      consent: { ...pending.consent, ip: '192.0.2.44' },
    });
    await consent.markConfirmed(signup.id, T0 + 5);
    // The confirmation queues the subscription under a key only this signup has.
    const confirmed = newLead(T0 + 6, { kind: 'newsletter', email: JANE } as Partial<LeadData>);
    await outbox.add({ ...confirmed, idempotencyKey: `confirm:${signup.id}` });
    if (rateLimits) {
      await rateLimits.hit('newsletter|198.51.100.9', T0, RULE);
      await rateLimits.hit('newsletter|192.0.2.44', T0, RULE);
    }
    return { message, join, signup, confirmed, johns };
  };

  describe(`${name}: one person's data`, () => {
    it('finds every record tied to the address, whatever its case, and nothing of anyone else', async () => {
      const subject = await open();
      try {
        const { message, join, signup, confirmed } = await seed(subject);
        const found = await subject.personalData.find('  Jane@Example.ORG ');
        expect(found.address).toBe(JANE);
        expect(found.leads.map((lead) => [lead.id, lead.form, lead.state])).toEqual([
          [message.id, 'contact', 'delivered'],
          [join.id, 'join', 'dead'],
          [signup.id, 'newsletter', 'pending'],
          [confirmed.id, 'newsletter', 'pending'],
        ]);
        expect(found.leads[0]).toMatchObject({
          data: { message: 'Hello', name: 'Jane Doe' },
          deliveredAt: new Date(T0 + 20).toISOString(),
          consent: { ip: '203.0.113.7' },
        });
        expect(found.signups).toEqual([
          expect.objectContaining({
            id: signup.id,
            confirmedAt: new Date(T0 + 5).toISOString(),
            data: { kind: 'newsletter', email: JANE },
          }),
        ]);
        expect(found.idempotencyKeys.map((key) => key.key).sort()).toEqual([`confirm:${signup.id}`, 'key-jane-1']);
        expect(found.rateLimitKeys).toEqual(subject.rateLimits ? ['newsletter|198.51.100.9'] : []);
        expect(JSON.stringify(found)).not.toContain(JOHN);
        expect((await subject.personalData.find('nobody@example.org')).leads).toEqual([]);
      } finally {
        await subject.cleanup?.();
      }
    });

    it('erases exactly that, so a second look finds nothing, and leaves everyone else alone', async () => {
      const subject = await open();
      try {
        const { johns } = await seed(subject);
        expect(await subject.personalData.erase(JANE.toUpperCase())).toEqual({
          leads: 4,
          signups: 1,
          idempotencyKeys: 2,
          rateLimitKeys: subject.rateLimits ? 1 : 0,
        });
        const after = await subject.personalData.find(JANE);
        expect(after).toEqual({ address: JANE, leads: [], signups: [], idempotencyKeys: [], rateLimitKeys: [] });
        expect((await subject.outbox.listLeads({ limit: 50, search: 'jane' })).leads).toEqual([]);
        expect(await subject.consent.get(johns.id)).not.toBeNull();
        expect(await subject.outbox.findByIdempotencyKey('key-john-1', 0)).toBe(johns.id);
        expect((await subject.personalData.find(JOHN)).leads.map((lead) => lead.id)).toEqual([johns.id]);
        expect(await subject.personalData.erase(JANE)).toEqual({
          leads: 0,
          signups: 0,
          idempotencyKeys: 0,
          rateLimitKeys: 0,
        });
      } finally {
        await subject.cleanup?.();
      }
    });

    it("finds and erases an owner's correction still waiting to reach Omnisend, with the lead it corrected", async () => {
      const subject = await open();
      try {
        const lead = newLead(T0, {
          kind: 'contact',
          name: 'Jane Doe',
          email: 'jane@exmaple.org',
          subject: 'general',
          message: 'Hello',
        } as Partial<LeadData>);
        await subject.outbox.add(lead);
        const [claimed] = await subject.outbox.claimDue({ now: T0 + 1, leaseMs: 1000, limit: 1 });
        await subject.outbox.markDelivered(lead.id, claimed?.attempts ?? 0, T0 + 2);
        const corrected = { ...lead.data, email: JANE } as LeadData;
        const update = contactUpdateJob(corrected, T0 + 3);
        expect(await subject.outbox.correctLead(lead.id, corrected, { now: T0 + 3, update })).toMatchObject({
          ok: true,
          updateQueued: true,
        });
        expect((await subject.personalData.find(JANE)).leads.map((found) => found.id).sort()).toEqual(
          [lead.id, update.id].sort(),
        );
        expect(await subject.personalData.erase(JANE)).toMatchObject({ leads: 2 });
        expect(await subject.outbox.counts()).toEqual({ pending: 0, delivering: 0, delivered: 0, dead: 0 });
      } finally {
        await subject.cleanup?.();
      }
    });

    it("finds and erases the rate-limit counters of a client on IPv6, which are keyed by its /64, and no one else's", async () => {
      const subject = await open();
      try {
        // The consent record holds the full address; the lead API and the form posts count by the /64.
        const ip = '2001:db8:85a3:8d3:1319:8a2e:370:7348';
        const neighbour = '2001:db8:85a3:8d4::1';
        const lead = newLead(T0, { kind: 'newsletter', email: JANE } as Partial<LeadData>);
        await subject.outbox.add({ ...lead, consent: { createdAt: new Date(T0).toISOString(), ip } });
        const theirs = [`form|newsletter|${ipRateLimitKey(ip)}`, `newsletter|${ipRateLimitKey(ip)}`];
        expect(theirs[1]).toBe('newsletter|2001:db8:85a3:8d3::/64');
        if (subject.rateLimits) {
          for (const key of [...theirs, `newsletter|${ipRateLimitKey(neighbour)}`])
            await subject.rateLimits.hit(key, Date.now(), RULE);
        }
        expect((await subject.personalData.find(JANE)).rateLimitKeys).toEqual(subject.rateLimits ? theirs : []);
        expect(await subject.personalData.erase(JANE)).toMatchObject({
          leads: 1,
          rateLimitKeys: subject.rateLimits ? 2 : 0,
        });
        if (subject.rateLimits) {
          // The neighbour's counter is untouched: a fresh one would allow all 5 hits, theirs allows 4 more.
          const left = async (key: string) => {
            let hits = 0;
            while ((await subject.rateLimits!.hit(key, Date.now(), RULE)).allowed) hits += 1;
            return hits;
          };
          expect(await left(`newsletter|${ipRateLimitKey(neighbour)}`)).toBe(4);
          expect(await left(theirs[1]!)).toBe(5);
        }
      } finally {
        await subject.cleanup?.();
      }
    });

    it("finds and erases a damaged record by the address in its text, and leaves someone else's lead that mentions it", async () => {
      const subject = await open();
      try {
        // Not the schema (an address where a text belongs), and, where a store keeps text, not JSON at all.
        await subject.insertRaw({
          id: 'damaged-shape',
          kind: 'contact',
          payload: JSON.stringify({ kind: 'contact', name: 'Jane', email: ['Jane@Example.org'] }),
          createdAt: T0,
        });
        if (subject.rawText)
          await subject.insertRaw({
            id: 'damaged-text',
            kind: 'contact',
            payload: '{"kind":"contact","email":"jane@example.org","message":"cut o',
            createdAt: T0 + 1,
          });
        const mention = newLead(T0 + 2, {
          kind: 'contact',
          name: 'John',
          email: JOHN,
          subject: 'general',
          message: 'Jane (jane@example.org) told me about you',
        } as Partial<LeadData>);
        await subject.outbox.add(mention);
        const damaged = subject.rawText ? ['damaged-shape', 'damaged-text'] : ['damaged-shape'];

        const found = await subject.personalData.find(JANE);
        expect(found.leads.map((lead) => lead.id)).toEqual(damaged);
        expect(found.leads[0]).toMatchObject({
          form: 'contact',
          data: null,
          stored: expect.stringContaining('Jane@Example.org'),
        });
        expect(await subject.personalData.erase(JANE)).toMatchObject({ leads: damaged.length });
        expect((await subject.personalData.find(JANE)).leads).toEqual([]);
        for (const id of damaged) expect(await subject.outbox.getLead(id)).toBeNull();
        expect((await subject.outbox.getLead(mention.id))?.data).toEqual(mention.data);
      } finally {
        await subject.cleanup?.();
      }
    });

    it('finds and erases a damaged record that holds the address percent- or entity-encoded, as a plain one', async () => {
      const subject = await open();
      try {
        const encoded = {
          'damaged-percent': 'Jane%40Example.org',
          'damaged-entity': 'jane&#64;example&period;org',
          'damaged-doubled': 'jane%2540example.org',
        };
        let at = T0;
        for (const [id, address] of Object.entries(encoded))
          await subject.insertRaw({
            id,
            kind: 'contact',
            payload: JSON.stringify({
              kind: 'contact',
              name: 'Jane',
              email: [address],
              message: `write to ${address}`,
            }),
            createdAt: (at += 1),
          });
        const found = await subject.personalData.find(JANE);
        expect(found.leads.map((lead) => lead.id)).toEqual(Object.keys(encoded));
        expect(await subject.personalData.erase(JANE)).toMatchObject({ leads: 3 });
        for (const id of Object.keys(encoded)) expect(await subject.outbox.getLead(id)).toBeNull();
        expect((await subject.personalData.find(JANE)).leads).toEqual([]);
      } finally {
        await subject.cleanup?.();
      }
    });

    it('keeps an erasure job out of the list of leads and out of the erasure, and forgets it once Omnisend has it', async () => {
      const subject = await open();
      try {
        const job = erasureJob(JANE, T0);
        expect(isPrivacyJob(job.id)).toBe(true);
        await subject.outbox.add(job);
        expect((await subject.outbox.listLeads({ limit: 50 })).leads).toEqual([]);
        expect((await subject.personalData.find(JANE)).leads).toEqual([]);
        expect(await subject.personalData.erase(JANE)).toMatchObject({ leads: 0 });
        expect(await subject.personalData.forgetSentPrivacyJobs()).toEqual({ deleted: 0, waiting: 1 });

        const [claimed] = await subject.outbox.claimDue({ now: T0, leaseMs: 1000, limit: 1 });
        expect(claimed).toMatchObject({ id: job.id, data: { email: JANE } });
        await subject.outbox.markDelivered(job.id, claimed?.attempts ?? 0, T0 + 1);
        expect(await subject.personalData.forgetSentPrivacyJobs()).toEqual({ deleted: 1, waiting: 0 });
        expect(await subject.outbox.counts()).toEqual({ pending: 0, delivering: 0, delivered: 0, dead: 0 });
      } finally {
        await subject.cleanup?.();
      }
    });
  });
}
