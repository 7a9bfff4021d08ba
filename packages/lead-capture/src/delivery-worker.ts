import { scrubEmails } from '@rooted/omnisend';
import { backoffDelay, type BackoffOptions } from './backoff.js';
import { LeadDeliveryError, type LeadDeliverer } from './deliverer.js';
import type { QueuedLead } from './lead.js';
import { consoleLogger, type LeadLogger } from './logger.js';
import type { Outbox } from './outbox.js';

/** Options of {@link createDeliveryWorker}. */
export interface DeliveryWorkerOptions {
  outbox: Outbox;
  /** Sends leads. Absent (no `OMNISEND_API_KEY`): delivery is paused and leads wait. */
  deliverer?: LeadDeliverer | null;
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Waits `ms`, or less if `signal` aborts. Default: an unref'd `setTimeout`. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Random source in [0, 1) for backoff jitter. */
  random?: () => number;
  /** Attempts before a lead is marked dead. Default 8. */
  maxAttempts?: number;
  /** Retry delays: exponential with jitter. Defaults: 30 s base, 1 h cap. */
  backoff?: BackoffOptions;
  /** How long a claim holds a lead before another worker may retry it. Default 5 min. */
  leaseMs?: number;
  /** Idle polling interval for leads that become due later. Default 5 s. */
  pollMs?: number;
  /** Strings (such as the API key) blanked out of stored error texts, as a second safety net. */
  secrets?: readonly string[];
  /** How long finished leads keep their personal data in the outbox. */
  retention?: LeadRetention;
  logger?: LeadLogger;
}

/**
 * Retention of finished leads in the outbox. The outbox is a delivery queue, not a contact
 * database: once Omnisend has a lead, our copy only helps to debug, and a dead lead only waits
 * for someone to look at it.
 */
export interface LeadRetention {
  /** Delivered leads are deleted this long after delivery. Default 7 days. */
  deliveredMs?: number;
  /** Dead leads are deleted this long after they were given up. Default 30 days. */
  deadMs?: number;
  /** How often the worker purges, from `start()` on. Default 1 hour. */
  everyMs?: number;
}

const DAY_MS = 86_400_000;

/** What one {@link DeliveryWorker.drain} did. */
export interface DrainResult {
  delivered: number;
  retried: number;
  dead: number;
}

/** Delivers outbox leads one at a time (concurrency 1). */
export interface DeliveryWorker {
  /** Starts the background loop. Idempotent. */
  start(): void;
  /** Stops the loop, waiting for the delivery in flight to finish and be recorded. */
  stop(): Promise<void>;
  /** Delivers every lead due now, then resolves. For tests, scripts and benchmarks. */
  drain(): Promise<DrainResult>;
  /** Wakes the loop so a newly accepted lead is sent at once. */
  kick(): void;
  /** Deletes the finished leads past their retention now; resolves to how many. Runs hourly after `start()`. */
  purgeExpired(): Promise<number>;
  /** True when no deliverer is configured. */
  readonly paused: boolean;
}

type Outcome = keyof DrainResult | 'lost';

const MAX_ERROR_LENGTH = 1000;

/** Creates a delivery worker over an outbox. */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, deliverer } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 300_000;
  const pollMs = options.pollMs ?? 5000;
  const logger = options.logger ?? consoleLogger;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length > 0);
  const retention = { deliveredMs: 7 * DAY_MS, deadMs: 30 * DAY_MS, everyMs: 3_600_000, ...options.retention };
  let purgeTimer: ReturnType<typeof setInterval> | undefined;

  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wake: AbortController | null = null;
  let kicked = false;
  let pausedLogged = false;
  // Serialises steps between the loop and drain(): concurrency stays 1.
  let lock: Promise<unknown> = Promise.resolve();

  const logPaused = () => {
    if (pausedLogged) return;
    pausedLogged = true;
    logger.warn('Lead delivery is paused: no Omnisend API key is configured (OMNISEND_API_KEY). Leads wait in the outbox.');
  };

  // Stored and logged error texts carry no secret and no email address (any deliverer's error may echo one).
  const redact = (text: string) => {
    let out = scrubEmails(text);
    for (const secret of secrets) out = out.split(secret).join('***');
    return out.length > MAX_ERROR_LENGTH ? `${out.slice(0, MAX_ERROR_LENGTH - 1)}…` : out;
  };

  const handle = async (lead: QueuedLead, active: LeadDeliverer): Promise<Outcome> => {
    try {
      await active.deliver(lead);
    } catch (error) {
      const retryable = error instanceof LeadDeliveryError ? error.retryable : true;
      const throttled = error instanceof LeadDeliveryError && error.throttled;
      const message = redact(error instanceof Error ? error.message : String(error));
      const log = { id: lead.id, kind: lead.kind, attempts: lead.attempts, error: message };
      if (!retryable || (!throttled && lead.attempts >= maxAttempts)) {
        logger.error('Lead delivery gave up; the lead is marked dead', log);
        return (await outbox.markDead(lead.id, lead.attempts, message, now())) ? 'dead' : 'lost';
      }
      const hinted = error instanceof LeadDeliveryError ? (error.retryAfterMs ?? 0) : 0;
      const maxMs = options.backoff?.maxMs ?? 3_600_000;
      // A throttled lead waits as long as it was told (at least a second) and gets its attempt back.
      const delay = throttled
        ? Math.min(Math.max(hinted, 1000), maxMs)
        : Math.max(backoffDelay(lead.attempts, options.backoff, random), Math.min(hinted, maxMs));
      logger.warn(throttled ? 'Lead delivery throttled; will retry' : 'Lead delivery failed; will retry', { ...log, retryInMs: delay });
      const rescheduled = await outbox.markRetry(lead.id, lead.attempts, message, now() + delay, { refundAttempt: throttled });
      return rescheduled ? 'retried' : 'lost';
    }
    const marked = await outbox.markDelivered(lead.id, lead.attempts, now());
    if (marked) logger.info('Lead delivered', { id: lead.id, kind: lead.kind, attempts: lead.attempts });
    else logger.warn('Lead delivered after its lease expired; another worker owns it now', { id: lead.id });
    return marked ? 'delivered' : 'lost';
  };

  /** Claims and handles one due lead; null when none is due. */
  const step = (active: LeadDeliverer): Promise<{ id: string; outcome: Outcome } | null> => {
    const run = lock.then(async () => {
      const [lead] = await outbox.claimDue({ now: now(), leaseMs, limit: 1 });
      if (!lead) return null;
      return { id: lead.id, outcome: await handle(lead, active) };
    });
    lock = run.catch(() => undefined);
    return run;
  };

  const idle = async (ms: number) => {
    if (kicked) {
      kicked = false;
      return;
    }
    wake = new AbortController();
    await sleep(ms, wake.signal);
    wake = null;
    kicked = false;
  };

  const loop = async (active: LeadDeliverer) => {
    while (running) {
      let worked = false;
      try {
        worked = (await step(active)) !== null;
      } catch (error) {
        logger.error('Lead outbox error; retrying shortly', { error: redact(String(error)) });
      }
      if (running && !worked) await idle(pollMs);
    }
  };

  const purgeExpired = async () => {
    const at = now();
    const deleted = await outbox.purge({ deliveredBefore: at - retention.deliveredMs, deadBefore: at - retention.deadMs });
    if (deleted > 0) logger.info('Finished leads past their retention deleted from the outbox', { deleted });
    return deleted;
  };
  const purgeInBackground = () =>
    void purgeExpired().catch((error: unknown) => logger.error('Lead outbox purge failed; retrying later', { error: redact(String(error)) }));

  return {
    get paused() {
      return !deliverer;
    },
    start() {
      // Retention holds even while delivery is paused.
      if (!purgeTimer) {
        purgeInBackground();
        purgeTimer = setInterval(purgeInBackground, retention.everyMs);
        (purgeTimer as { unref?: () => void }).unref?.();
      }
      if (!deliverer) return logPaused();
      if (running) return;
      running = true;
      loopDone = loop(deliverer);
    },
    async stop() {
      clearInterval(purgeTimer);
      purgeTimer = undefined;
      running = false;
      wake?.abort();
      await loopDone;
    },
    async drain() {
      const result: DrainResult = { delivered: 0, retried: 0, dead: 0 };
      if (!deliverer) {
        logPaused();
        return result;
      }
      const seen = new Set<string>();
      for (;;) {
        const done = await step(deliverer);
        if (!done) return result;
        if (done.outcome !== 'lost') result[done.outcome] += 1;
        // A zero-delay retry would be due again at once; stop instead of spinning.
        if (seen.has(done.id)) return result;
        seen.add(done.id);
      }
    },
    kick() {
      if (!running) return;
      kicked = true;
      wake?.abort();
    },
    purgeExpired,
  };
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    (timer as { unref?: () => void }).unref?.();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
