import { describe, expect, it } from 'vitest';
import type { LeadData } from '../lead.js';
import type { LeadList, LeadListQuery, ListedLead } from '../lead-list/lead-list.js';
import type { Outbox } from '../outbox.js';
import { createConfirmationHandler } from '../consent/confirmation-handler.js';
import { confirmationUrl } from '../consent/confirmation-link.js';
import { createMemoryConsentStore } from '../consent/consent-store.js';
import { newLead } from './fixtures.js';
import { TEST_SECRETS } from './form-proof.js';

/** A fresh outbox that lists, and how to insert a row the outbox itself would never write. */
export interface LeadListSubject {
  outbox: Outbox & LeadList;
  insertRaw(row: { id: string; kind: string; payload: string; createdAt: number }): Promise<void>;
  cleanup?(): Promise<void>;
}

const T0 = 1_700_000_000_000;

/**
 * What the owner's list of leads promises on every store: newest first, filters that combine,
 * search by name or address that treats `%` and `_` as text, pages that neither skip nor repeat a
 * lead (also when several leads share one acceptance time), and a damaged row listed, not fatal.
 */
export function describeLeadList(name: string, open: () => Promise<LeadListSubject>): void {
  const all = async (list: LeadList, query: Omit<LeadListQuery, 'limit' | 'after'>, limit = 2) => {
    const seen: ListedLead[] = [];
    let after: LeadListQuery['after'];
    for (;;) {
      const page = await list.listLeads({ ...query, limit, ...(after ? { after } : {}) });
      seen.push(...page.leads);
      if (!page.next) return seen;
      after = page.next;
    }
  };

  describe(`${name}: the owner's list of leads`, () => {
    it('lists newest first with the full record, filters by form and standing, and pages without gaps', async () => {
      const { outbox, cleanup } = await open();
      try {
        const contact = newLead(T0 + 3, {
          kind: 'contact',
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'general',
          message: 'Hello there,\nsecond line',
        } as Partial<LeadData>);
        const join = newLead(T0 + 2, {
          kind: 'join',
          name: 'Grace Hopper',
          email: 'grace@example.org',
          company: 'Navy',
          role: 'Admiral',
          interests: 'compilers',
          message: 'Hi',
        } as Partial<LeadData>);
        const signup = newLead(T0 + 1, {
          kind: 'newsletter',
          email: 'reader@example.org',
          firstName: 'Percy',
        } as Partial<LeadData>);
        // Same acceptance time as the signup: the id breaks the tie, so paging still sees both.
        const twin = newLead(T0 + 1, { kind: 'exit-intent', email: 'twin_100%@example.org' } as Partial<LeadData>);
        for (const lead of [signup, twin, join, contact]) await outbox.add(lead);
        const [claimed] = await outbox
          .claimDue({ now: T0 + 10, leaseMs: 1000, limit: 4 })
          .then((leads) => leads.filter((lead) => lead.id === join.id));
        await outbox.markDead(join.id, claimed!.attempts, 'Omnisend refused the address', T0 + 11);

        const everything = await all(outbox, {});
        expect(everything.map((lead) => lead.id)).toEqual([
          contact.id,
          join.id,
          ...[signup.id, twin.id].sort().reverse(),
        ]);
        const first = everything[0]!;
        expect(first.data).toEqual(contact.data);
        expect(first.kind).toBe('contact');
        expect(first.consent).toEqual(contact.consent);
        expect(first.createdAt).toBe(T0 + 3);

        expect((await all(outbox, { kind: 'join' })).map((lead) => lead.id)).toEqual([join.id]);
        const dead = await all(outbox, { standing: 'dead' });
        expect(dead.map((lead) => [lead.id, lead.lastError])).toEqual([[join.id, 'Omnisend refused the address']]);
        expect((await all(outbox, { standing: 'waiting' })).map((lead) => lead.id)).not.toContain(join.id);
        expect(await all(outbox, { standing: 'delivered' })).toEqual([]);
        expect(await all(outbox, { kind: 'join', standing: 'waiting' })).toEqual([]);
      } finally {
        await cleanup?.();
      }
    });

    it('searches names and addresses case-insensitively, with % and _ as plain text', async () => {
      const { outbox, cleanup } = await open();
      try {
        const ada = newLead(T0 + 1, {
          kind: 'contact',
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'general',
          message: 'grace is mentioned here',
        } as Partial<LeadData>);
        const percy = newLead(T0 + 2, {
          kind: 'newsletter',
          email: 'p@example.org',
          firstName: 'Percy',
        } as Partial<LeadData>);
        const odd = newLead(T0 + 3, { kind: 'exit-intent', email: 'x_1%@example.org' } as Partial<LeadData>);
        for (const lead of [ada, percy, odd]) await outbox.add(lead);
        const ids = async (search: string) => (await all(outbox, { search }, 10)).map((lead) => lead.id);
        expect(await ids('LOVELACE')).toEqual([ada.id]);
        expect(await ids('ADA@EXAMPLE')).toEqual([ada.id]);
        expect(await ids('percy')).toEqual([percy.id]);
        // The message is not searched: only who wrote.
        expect(await ids('grace')).toEqual([]);
        expect(await ids('x_1%')).toEqual([odd.id]);
        expect(await ids('_')).toEqual([odd.id]);
        expect(await ids('%')).toEqual([odd.id]);
        expect(await ids("'; DROP TABLE leads; --")).toEqual([]);
        expect((await all(outbox, {}, 10)).length).toBe(3);
      } finally {
        await cleanup?.();
      }
    });

    it('lists a confirmed signup once, as its confirmed subscription, and keeps both records', async () => {
      const { outbox, cleanup } = await open();
      try {
        const signup = newLead(T0 + 1, { kind: 'newsletter', email: 'jane@example.org' } as Partial<LeadData>);
        signup.consent = { ...signup.consent!, doubleOptIn: 'pending', text: 'Yes, send me the newsletter.' };
        const other = newLead(T0 + 2, { kind: 'newsletter', email: 'other@example.org' } as Partial<LeadData>);
        other.consent = { ...other.consent!, doubleOptIn: 'pending' };
        for (const lead of [signup, other]) await outbox.add(lead);
        const store = createMemoryConsentStore();
        for (const lead of [signup, other])
          await store.savePending({
            id: lead.id,
            data: lead.data,
            consent: lead.consent!,
            requestedAt: T0 + 5,
            expiresAt: T0 + 86_400_000,
          });
        const confirm = createConfirmationHandler({ store, outbox, secrets: TEST_SECRETS, now: () => T0 + 60_000 });
        const url = await confirmationUrl('https://site.example', signup.id, T0 + 86_400_000, [...TEST_SECRETS]);
        // The page's button pressed twice (its form posts the link's token): still one subscription.
        const press = () =>
          confirm(
            new Request(new URL(url).origin + new URL(url).pathname, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
              body: new URLSearchParams({ t: new URL(url).searchParams.get('t') ?? '' }),
            }),
          );
        for (let click = 0; click < 2; click += 1) expect((await press()).status).toBe(200);

        const listed = await all(outbox, {}, 1);
        expect(listed.map((lead) => [lead.data?.email, lead.consent?.doubleOptIn])).toEqual([
          ['jane@example.org', 'confirmed'],
          ['other@example.org', 'pending'],
        ]);
        expect((await all(outbox, { kind: 'newsletter', search: 'jane' })).length).toBe(1);
        // The request stays on record beside the click: what was agreed to, and when it was confirmed.
        expect((await outbox.getLead(signup.id))?.consent).toMatchObject({
          doubleOptIn: 'pending',
          text: 'Yes, send me the newsletter.',
        });
        expect(listed[0]!.consent).toMatchObject({
          text: 'Yes, send me the newsletter.',
          confirmation: { at: new Date(T0 + 60_000).toISOString() },
        });
      } finally {
        await cleanup?.();
      }
    });

    it('reads one lead by its id as the list shows it, and nothing for an id no lead has', async () => {
      const subject = await open();
      try {
        const lead = newLead(T0 + 1, {
          kind: 'contact',
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'general',
          message: 'Hello',
        } as Partial<LeadData>);
        await subject.outbox.add(lead);
        await subject.insertRaw({ id: 'broken', kind: 'contact', payload: '{"kind":', createdAt: T0 + 2 });
        const [listed] = (await subject.outbox.listLeads({ limit: 10, kind: 'contact', search: 'ada@' })).leads;
        expect(await subject.outbox.getLead(lead.id)).toEqual(listed);
        expect(await subject.outbox.getLead('broken')).toMatchObject({ id: 'broken', kind: 'contact', data: null });
        for (const missing of ['no-such-lead', '', "'; DROP TABLE leads; --", '%'])
          expect(await subject.outbox.getLead(missing)).toBeNull();
      } finally {
        await subject.cleanup?.();
      }
    });

    it('lists a row it cannot read back with no data, and a search passes over it', async () => {
      const subject = await open();
      try {
        const good = newLead(T0 + 1, { kind: 'newsletter', email: 'good@example.org' } as Partial<LeadData>);
        await subject.outbox.add(good);
        await subject.insertRaw({ id: 'broken', kind: 'contact', payload: '{"kind":', createdAt: T0 + 2 });
        const listed = await all(subject.outbox, {}, 10);
        expect(listed.map((lead) => [lead.id, lead.data === null])).toEqual([
          ['broken', true],
          [good.id, false],
        ]);
        expect((await all(subject.outbox, { search: 'good' }, 10)).map((lead) => lead.id)).toEqual([good.id]);
      } finally {
        await subject.cleanup?.();
      }
    });
  });
}
