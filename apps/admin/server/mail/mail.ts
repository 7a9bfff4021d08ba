import {
  createDeliveryWorker,
  isPrivacyJob,
  silentLogger,
  type BackoffOptions,
  type DeliveryWorker,
  type LeadLogger,
  type NewLead,
  type Outbox,
  type PersonalDataStore,
  type QueuedLead,
} from '@rooted/lead-capture';
import type { MailMessage } from './mail-job';
import { createSmtpDeliverer, type SmtpDeliverer } from './smtp-deliverer';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the owner's front page shows about email. */
export interface MailStatus {
  /** SMTP_URL and MAIL_FROM are set. */
  configured: boolean;
  /** Why email is paused, in plain words (e.g. "the mail server refused the login"); absent while it runs. */
  paused?: string;
  /** Mails queued and not sent yet. */
  waiting: number;
}

/** Options of {@link createMail}. */
export interface MailOptions {
  /** The mail's own outbox (mail-outbox.ts). */
  outbox: Outbox;
  /** The same queue searched for one person's data: an erasure reaches queued mail; null in memory. */
  personalData?: PersonalDataStore | null;
  /** The owner's mail server; undefined: mail waits in the queue. */
  smtp?: { url: string; from: string } | undefined;
  /** Builds a job stored without its mail (a privacy request's confirmation link). */
  render?: (lead: QueuedLead) => Promise<MailMessage | null>;
  /** Told once the mail server accepted a mail. */
  onSent?: (lead: QueuedLead) => Promise<void>;
  logger?: LeadLogger;
  now?: () => number;
  /** Retry delays; defaults 10 s base, 10 min cap. */
  backoff?: BackoffOptions;
  /** Probe delays while the login is refused; defaults 15 s base, 5 min cap. */
  probeBackoff?: BackoffOptions;
  /** Start the worker at once. Default true. */
  autoStart?: boolean;
}

/** The site's mail: a durable queue and its worker. */
export interface Mail {
  /** SMTP_URL and MAIL_FROM are set: mail is sent, not only kept. */
  readonly configured: boolean;
  /**
   * Stores a mail durably (it survives a restart) and wakes the worker; resolves once stored,
   * never waits for the mail server. A repeated `idempotencyKey` within three days stores nothing
   * (a reminder or a summary queued by two instances is sent once).
   */
  queue(job: NewLead): Promise<void>;
  status(): Promise<MailStatus>;
  worker: DeliveryWorker;
  close(): Promise<void>;
}

/**
 * Mail through the owner's own SMTP server, by the leads' outbox and delivery worker over a queue
 * of its own: retries with backoff for an unreachable server, a pause with probes while the
 * login is refused (resumed by itself once it works), nothing lost in a restart, and nobody's
 * request ever waits for it. A sent mail is useless to keep and holds someone's address: it is
 * deleted within ten minutes.
 */
export function createMail(options: MailOptions): Mail {
  const { outbox } = options;
  const base = options.logger ?? silentLogger;
  // A privacy mail holds its requester's address, and the answer to an erasure may be the last
  // record of it: once the mail server has it, it is deleted (with its bytes) within seconds, not
  // at the next retention round. The worker marks a mail sent just after `onSent` returns, so the
  // deletion tries again a few times until it finds it.
  const forgetSentPrivacyMail = (tries = 0) => {
    const timer = setTimeout(
      () => {
        void options.personalData
          ?.forgetSentPrivacyJobs()
          .then(({ deleted }) => {
            if (deleted === 0 && tries < 5) forgetSentPrivacyMail(tries + 1);
          })
          .catch(() => undefined);
      },
      250 * 2 ** tries,
    );
    timer.unref();
  };
  const deliverer: SmtpDeliverer | null = options.smtp
    ? createSmtpDeliverer({
        smtpUrl: options.smtp.url,
        from: options.smtp.from,
        ...(options.render ? { render: options.render } : {}),
        onSent: async (lead) => {
          await options.onSent?.(lead);
          if (isPrivacyJob(lead.id)) forgetSentPrivacyMail();
        },
      })
    : null;
  // The worker speaks of leads and of Omnisend; its lines here are about mail.
  const say = (message: string) =>
    `Email: ${message.includes('OMNISEND_API_KEY') ? 'no mail server is configured (SMTP_URL, MAIL_FROM); mail waits in its queue' : message.replace(/\bleads\b/gi, 'mails').replace(/\blead\b/gi, 'mail')}`;
  const logger: LeadLogger = {
    info: (message, data) => base.info(say(message), data),
    warn: (message, data) => base.warn(say(message), data),
    error: (message, data) => base.error(say(message), data),
  };
  const password = options.smtp ? decodeURIComponent(new URL(options.smtp.url).password) : '';
  const worker = createDeliveryWorker({
    outbox,
    deliverer,
    logger,
    ...(options.now ? { now: options.now } : {}),
    backoff: options.backoff ?? { baseMs: 10_000, maxMs: 10 * MINUTE_MS },
    ...(options.probeBackoff ? { probeBackoff: options.probeBackoff } : {}),
    // A mail server down for a week is a problem the owner hears of long before: give up then.
    maxAgeMs: 7 * DAY_MS,
    concurrency: 2,
    secrets: options.smtp ? [options.smtp.url, password] : [],
    retention: { deliveredMs: 0, everyMs: 10 * MINUTE_MS, idempotencyMs: 3 * DAY_MS },
    // A requester's answer and a confirmation are privacy jobs, which the personal-data code keeps
    // out of an erasure's reach until sent; once sent they go.
    ...(options.personalData
      ? { purgeAlso: async () => (await options.personalData!.forgetSentPrivacyJobs()).deleted }
      : {}),
  });
  if (options.autoStart ?? true) worker.start();
  return {
    configured: deliverer !== null,
    async queue(job) {
      await outbox.add(job, { idempotencySince: (options.now ?? Date.now)() - 3 * DAY_MS });
      worker.kick();
    },
    async status() {
      const counts = await outbox.counts();
      const state = worker.status();
      return {
        configured: deliverer !== null,
        ...(state.state === 'paused' && state.pause ? { paused: state.pause.reason } : {}),
        waiting: counts.pending + counts.delivering,
      };
    },
    worker,
    async close() {
      await worker.stop();
      deliverer?.close();
      await outbox.close();
      await options.personalData?.close();
    },
  };
}
