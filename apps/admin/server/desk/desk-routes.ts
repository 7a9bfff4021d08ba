import {
  contactUpdateJob,
  LEAD_KINDS,
  MAX_LEAD_PAGE,
  MAX_LEAD_SEARCH_LENGTH,
  type DeliveryStatus,
  type LeadList,
  type LeadListQuery,
  type Outbox,
} from '@rooted/lead-capture';
import { validBody } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CSV_COLUMNS, leadCells, toCsv } from './csv-export';
import { deliveryHealth } from './delivery-health';
import type { DeskStore } from './desk-store';
import { correctedLead, correctionSchema } from './lead-correction';
import { leadInWords } from './lead-words';
import { toLeadView } from './lead-view';
import { unhandledLeads } from './unhandled-leads';
import { HANDLED_KINDS } from '../../src/desk/desk-types';

/** What the desk reads and changes: the lead API's outbox and worker, and the desk's own store. */
export interface DeskRoutesOptions {
  outbox: Outbox;
  leads: LeadList;
  deliveryStatus: () => DeliveryStatus;
  store: DeskStore;
  /** Tells the delivery worker that leads are due (it may be sleeping until its next poll). */
  onRequeued?: () => void;
  now?: () => number;
}

/** Most leads in one export: far more than a small team's year, and a bound on one request's work. */
export const MAX_EXPORT_LEADS = 100_000;

type Env = { Variables: { session: { owner: { email: string } } } };

const cursor = z
  .string()
  .regex(/^\d{1,16}_[\w-]{1,64}$/, { error: 'after must be a position from the previous page' })
  .transform((value) => {
    const split = value.indexOf('_');
    return { createdAt: Number(value.slice(0, split)), id: value.slice(split + 1) };
  });
/** The Leads section's filter, from the query string; anything else is a 400 naming the field. */
const filterSchema = z.object({
  form: z.enum(LEAD_KINDS, { error: 'form must be contact, newsletter, join or exit-intent' }).optional(),
  standing: z
    .enum(['waiting', 'delivered', 'dead'], { error: 'standing must be waiting, delivered or dead' })
    .optional(),
  handled: z.enum(['no'], { error: 'handled must be no' }).optional(),
  q: z
    .string()
    .max(MAX_LEAD_SEARCH_LENGTH, { error: `q must be at most ${MAX_LEAD_SEARCH_LENGTH} characters` })
    .optional(),
  after: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LEAD_PAGE).optional(),
});

const requeueSchema = z.union([
  z.object({ id: z.string().min(1).max(64) }).strict(),
  z.object({ reason: z.string().min(1).max(2000) }).strict(),
]);

/** The query string as a lead-list query, or the 400 to answer. */
function readFilter(c: Context) {
  const parsed = filterSchema.safeParse(c.req.query());
  if (!parsed.success)
    return {
      ok: false as const,
      response: c.json({ error: parsed.error.issues.map((issue) => issue.message).join('; ') }, 400),
    };
  const { form, standing, q, after, limit, handled } = parsed.data;
  const query: Omit<LeadListQuery, 'limit'> & { limit?: number; unhandled?: true } = {
    ...(handled === 'no' ? { unhandled: true as const } : {}),
    ...(form ? { kind: form } : {}),
    ...(standing ? { standing } : {}),
    ...(q ? { search: q } : {}),
    ...(after ? { after } : {}),
    ...(limit ? { limit } : {}),
  };
  return { ok: true as const, query };
}

/** The filter in words for the activity trail: never the search text, which may be someone's address. */
const describeFilter = (query: Omit<LeadListQuery, 'limit'> & { unhandled?: true }) =>
  [
    query.kind && `form ${query.kind}`,
    query.standing && `status ${query.standing}`,
    query.unhandled && 'not handled',
    query.search && 'a search',
  ]
    .filter(Boolean)
    .join(', ') || 'all leads';

/**
 * The owner's desk on the server: delivery health, the leads (list, export, requeue, mark handled)
 * and the activity trail. Its paths are the room's own; the owner's route map
 * (`owner-route-map.ts`) mounts it at `/api/admin/desk`, behind the session and CSRF checks, so
 * nothing here answers a visitor.
 */
export function deskRoom(options: DeskRoutesOptions) {
  const { outbox, leads, store } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<Env>();
  const owner = (c: Context<Env>) => c.get('session').owner.email;
  const views = async (page: Awaited<ReturnType<LeadList['listLeads']>>) => {
    const delivery = options.deliveryStatus();
    const marks = await store.handled(page.leads.map((lead) => lead.id));
    return page.leads.map((lead) => toLeadView(lead, delivery, marks.get(lead.id)));
  };

  // A mark names a message that waits for an answer and exists: anything else would be a mark nobody can see.
  const answerable = async (c: Context<Env>) => {
    const lead = await leads.getLead(c.req.param('id') ?? '');
    if (!lead)
      return { refused: c.json({ error: 'No lead has this id: it may have been deleted after its delivery.' }, 404) };
    if (!(HANDLED_KINDS as readonly string[]).includes(lead.kind))
      return { refused: c.json({ error: 'Only contact messages and join applications are marked handled.' }, 400) };
    return { lead };
  };

  return (
    app
      .get('/health', async (c) => {
        const [counts, oldestWaitingAt] = await Promise.all([outbox.counts(), outbox.oldestPendingCreatedAt()]);
        return c.json({
          lines: deliveryHealth({ delivery: options.deliveryStatus(), counts, oldestWaitingAt, now: now() }),
          counts,
        });
      })

      .get('/leads', async (c) => {
        const filter = readFilter(c);
        if (!filter.ok) return filter.response;
        const { unhandled, ...query } = filter.query;
        const page = unhandled
          ? await unhandledLeads(leads, store, { limit: 50, ...query })
          : await leads.listLeads({ limit: 50, ...query });
        return c.json({ leads: await views(page), next: page.next ? `${page.next.createdAt}_${page.next.id}` : null });
      })

      .get('/leads.csv', async (c) => {
        const filter = readFilter(c);
        if (!filter.ok) return filter.response;
        const { after: _after, limit: _limit, unhandled, ...query } = filter.query;
        const rows: string[][] = [];
        let after: LeadListQuery['after'];
        while (rows.length < MAX_EXPORT_LEADS) {
          const pageQuery = { ...query, limit: MAX_LEAD_PAGE, ...(after ? { after } : {}) };
          const page = unhandled ? await unhandledLeads(leads, store, pageQuery) : await leads.listLeads(pageQuery);
          for (const view of await views(page)) rows.push(leadCells(view));
          if (!page.next) break;
          after = page.next;
        }
        await store.record({
          at: now(),
          owner: owner(c),
          action: 'exported',
          detail: `Exported ${rows.length} lead(s) as CSV (${describeFilter(filter.query)}).`,
        });
        const day = new Date(now()).toISOString().slice(0, 10);
        return c.body(toCsv(CSV_COLUMNS, rows), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        });
      })

      .post('/leads/requeue', validBody('json', requeueSchema), async (c) => {
        const body = c.req.valid('json');
        const one = 'id' in body ? await leads.getLead(body.id) : undefined;
        const requeued =
          'id' in body
            ? await outbox.requeueDead({ ids: [body.id] }, now())
            : await outbox.requeueDead({ errorContains: body.reason }, now());
        if (requeued > 0) {
          options.onRequeued?.();
          const what =
            'id' in body
              ? one
                ? leadInWords(one)
                : 'one lead'
              : `${requeued} lead(s) that failed for the same reason`;
          await store.record({ at: now(), owner: owner(c), action: 'requeued', detail: `Requeued ${what}.` });
        }
        return c.json({ requeued });
      })

      .post('/leads/:id{[\\w-]{1,64}}/handled', async (c) => {
        const id = c.req.param('id');
        const found = await answerable(c);
        if ('refused' in found) return found.refused;
        await store.markHandled(id, { at: now(), owner: owner(c) });
        await store.record({
          at: now(),
          owner: owner(c),
          action: 'marked-handled',
          detail: `Marked ${leadInWords(found.lead)} handled.`,
        });
        return c.json({ ok: true });
      })
      // The owner's undo: a mark set by mistake puts the message back among those waiting for an answer.
      .delete('/leads/:id{[\\w-]{1,64}}/handled', async (c) => {
        const id = c.req.param('id');
        const found = await answerable(c);
        if ('refused' in found) return found.refused;
        if ((await store.handled([id])).size === 0) return c.json({ ok: true });
        await store.unmarkHandled(id);
        await store.record({
          at: now(),
          owner: owner(c),
          action: 'unmarked-handled',
          detail: `Marked ${leadInWords(found.lead)} not handled again.`,
        });
        return c.json({ ok: true });
      })

      // Rectification: the owner corrects what a visitor typed. The trail names the lead and the
      // fields, never the old or the new values (they are the person's data).
      .post('/leads/:id{[\\w-]{1,64}}/correct', validBody('json', correctionSchema), async (c) => {
        const id = c.req.param('id');
        const lead = await leads.getLead(id);
        if (!lead) return c.json({ error: 'No lead has this id: it may have been deleted after its delivery.' }, 404);
        const checked = correctedLead(lead, c.req.valid('json'));
        if (!checked.ok) return c.json({ error: checked.error, fields: checked.fields }, 400);
        if (checked.changed.length === 0) return c.json({ changed: [], was: lead.state, updateQueued: false });
        const at = now();
        const outcome = await leads.correctLead(id, checked.data, {
          now: at,
          update: contactUpdateJob(checked.data, at),
        });
        if (!outcome.ok) {
          if (outcome.reason === 'sending')
            return c.json({ error: 'This lead is being sent to Omnisend right now. Try again in a minute.' }, 409);
          return c.json({ error: 'No lead has this id: it may have been deleted after its delivery.' }, 404);
        }
        // A dead lead is due again, and so is the update of a delivered one's contact.
        if (outcome.was !== 'pending') options.onRequeued?.();
        const then =
          outcome.was === 'dead'
            ? ' It is queued to be sent again.'
            : outcome.updateQueued
              ? ' An update of its Omnisend contact is queued.'
              : '';
        await store.record({
          at,
          owner: owner(c),
          action: 'corrected',
          detail: `Corrected ${checked.changed.join(', ').toLowerCase()} of ${leadInWords(lead)}.${then}`,
        });
        return c.json({ changed: checked.changed, was: outcome.was, updateQueued: outcome.updateQueued });
      })

      // A lead that could not be delivered stays until the owner requeues or deletes it: nothing
      // deletes it on a schedule, so a lead that died in a long outage is never lost unseen.
      .delete('/leads/:id{[\\w-]{1,64}}', async (c) => {
        const id = c.req.param('id');
        const lead = await leads.getLead(id);
        if (!lead) return c.json({ error: 'No lead has this id: it may have been deleted after its delivery.' }, 404);
        const notDead = { error: 'Only a lead that could not be delivered can be deleted here.' };
        if (lead.state !== 'dead') return c.json(notDead, 409);
        // A requeue by another owner a moment ago wins: the lead is no longer dead.
        if (!(await leads.deleteDeadLead(id))) return c.json(notDead, 409);
        await store.record({
          at: now(),
          owner: owner(c),
          action: 'deleted',
          detail: `Deleted ${leadInWords(lead)}, which could not be delivered.`,
        });
        return c.json({ deleted: true });
      })

      .get('/activity', async (c) => {
        const before = c.req.query('before');
        if (before !== undefined && !/^\d{1,15}$/.test(before))
          return c.json({ error: 'before must be an entry number' }, 400);
        return c.json({ entries: await store.audit({ limit: 100, ...(before ? { before: Number(before) } : {}) }) });
      })
  );
}
