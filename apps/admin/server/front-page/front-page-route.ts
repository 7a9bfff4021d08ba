import type { DeliveryStatus, LeadList, Outbox } from '@rooted/lead-capture';
import { Hono, type Context } from 'hono';
import type { EmailStatus, FrontPageView, OpenRequest, StepLeft } from '../../src/front-page/front-page-types';
import { backupProblem, type BackupStatusSource } from '../desk/backups';
import { deliveryHealth } from '../desk/delivery-health';
import type { DeskStore } from '../desk/desk-store';
import { FORM_NAMES } from '../desk/lead-view';
import { unhandledLeads } from '../desk/unhandled-leads';
import { deadlineOf, OMNISEND_MANUAL_STEP } from '../privacy/privacy-service';
import type { PrivacyStore } from '../privacy/privacy-store';

/**
 * Where the owner's emails stand, from the part of the server that sends them. Absent, the front
 * page says email is not set up and what to set.
 */
export interface MailStatusSource {
  status(): EmailStatus | Promise<EmailStatus>;
}

/** What the front page reads: the leads, their delivery, the desk's marks and the privacy requests. */
export interface FrontPageOptions {
  leads: LeadList;
  outbox: Pick<Outbox, 'counts' | 'oldestPendingCreatedAt'>;
  deliveryStatus: () => DeliveryStatus;
  desk: Pick<DeskStore, 'handled' | 'stepsDone' | 'markStepDone' | 'record'>;
  privacy: Pick<PrivacyStore, 'confirmed' | 'proofs'>;
  mail?: MailStatusSource;
  /** The site's backups; absent, the page has nothing to say of them. */
  backups?: BackupStatusSource | undefined;
  now?: () => number;
}

/** Most waiting messages counted one by one; beyond it the page says "100 or more". */
export const MAX_COUNTED_MESSAGES = 100;
/** Waiting messages named on the page; the rest are in Leads. */
const NEWEST_SHOWN = 5;
/** Erasures looked at for a step left: far more than a small business erases before ticking. */
const ERASURES_LOOKED_AT = 200;
const DAY_MS = 86_400_000;
const STEP_PREFIX = 'omnisend-delete-';

type Env = { Variables: { session: { owner: { email: string } } } };

/** Whole days from `now` to `deadline`: 0 in its last 24 hours, negative once it passed. */
export function daysLeft(deadline: number, now: number): number {
  return Math.floor((deadline - now) / DAY_MS);
}

/**
 * The owner's front page on the server (mounted at `/api/admin/front-page` by the owner's route map): everything that needs her
 * now (messages not handled, privacy requests and their deadlines, steps left after erasures,
 * leads not delivered, delivery and email problems, a failed or late backup) and the counts for the navigation's badges.
 * A step left is ticked done here and stays on the page until it is. Mounted behind the owners'
 * session and CSRF checks.
 */
export function frontPageRoom(options: FrontPageOptions) {
  const { desk } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<Env>();

  const stepsLeft = async (): Promise<StepLeft[]> => {
    const proofs = await options.privacy.proofs(ERASURES_LOOKED_AT);
    const done = await desk.stepsDone(proofs.map((proof) => `${STEP_PREFIX}${proof.id}`));
    return proofs
      .filter((proof) => !done.has(`${STEP_PREFIX}${proof.id}`))
      .map((proof) => ({ key: `${STEP_PREFIX}${proof.id}`, text: OMNISEND_MANUAL_STEP, at: proof.at }));
  };

  const view = async (): Promise<FrontPageView> => {
    const at = now();
    const [waiting, confirmed, steps, counts, oldestWaitingAt, email, backups] = await Promise.all([
      unhandledLeads(options.leads, desk, { limit: MAX_COUNTED_MESSAGES }),
      options.privacy.confirmed(),
      stepsLeft(),
      options.outbox.counts(),
      options.outbox.oldestPendingCreatedAt(),
      options.mail ? options.mail.status() : { configured: false, waiting: 0 },
      options.backups?.(),
    ]);
    const backup = backupProblem(backups);
    const requests: OpenRequest[] = confirmed
      .filter((request) => request.fulfilledAt === null && request.confirmedAt !== null)
      .map((request) => {
        const deadline = deadlineOf(request.confirmedAt as number);
        return {
          id: request.id,
          kind: request.kind,
          confirmedAt: request.confirmedAt as number,
          deadline,
          daysLeft: daysLeft(deadline, at),
        };
      })
      .sort((a, b) => a.deadline - b.deadline);
    const delivery = deliveryHealth({ delivery: options.deliveryStatus(), counts, oldestWaitingAt, now: at }).filter(
      (line) => line.level !== 'ok',
    );
    const messages = waiting.leads.length;
    const emailProblem = !email.configured || email.paused ? 1 : 0;
    const deliveryProblem = delivery.some(
      (line) => line.level === 'problem' && !line.link?.href.includes('standing=dead'),
    )
      ? 1
      : 0;
    return {
      messages: {
        count: messages,
        more: waiting.next !== null,
        newest: waiting.leads.slice(0, NEWEST_SHOWN).map((lead) => {
          const data = (lead.data ?? {}) as Record<string, unknown>;
          const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
          return {
            id: lead.id,
            form: FORM_NAMES[lead.kind] ?? lead.kind,
            name: text(data.name) ?? text(data.firstName),
            email: text(data.email),
            receivedAt: lead.createdAt,
          };
        }),
      },
      requests,
      steps,
      deadLeads: counts.dead,
      delivery,
      email,
      backup,
      badges: {
        home:
          messages +
          requests.length +
          steps.length +
          (counts.dead > 0 ? 1 : 0) +
          deliveryProblem +
          emailProblem +
          (backup ? 1 : 0),
        leads: messages + counts.dead,
        privacy: requests.length + steps.length,
      },
    };
  };

  return app
    .get('/', async (c) => c.json(await view()))

    .post('/steps/:key{omnisend-delete-[0-9]{1,15}}/done', async (c) => {
      const key = c.req.param('key');
      const left = await stepsLeft();
      if (!left.some((step) => step.key === key)) {
        const known = (await options.privacy.proofs(ERASURES_LOOKED_AT)).some(
          (proof) => `${STEP_PREFIX}${proof.id}` === key,
        );
        if (!known) return c.json({ error: 'No step left has this name.' }, 404);
        return c.json({ ok: true });
      }
      const owner = (c: Context<Env>) => c.get('session').owner.email;
      await desk.markStepDone(key, { at: now(), owner: owner(c) });
      await desk.record({
        at: now(),
        owner: owner(c),
        action: 'step-done',
        detail: `Ticked done: deleted the contact in Omnisend after erasure ${key.slice(STEP_PREFIX.length)}.`,
      });
      return c.json({ ok: true });
    });
}
