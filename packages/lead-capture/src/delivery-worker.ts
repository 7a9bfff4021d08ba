import { scrubEmails } from '@rooted/omnisend';
import { backoffDelay, type BackoffOptions } from './backoff.js';
import { createPause, type PauseState } from './delivery-pause.js';
import { LeadDeliveryError, type LeadDeliverer } from './deliverer.js';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency-key.js';
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
  /**
   * How long retryable failures (outages, timeouts, rate limits) are retried, counted from the
   * lead's acceptance (or its latest requeue). Default 7 days. Older leads are marked dead.
   */
  maxAgeMs?: number;
  /** Retry delays: exponential with jitter. Defaults: 30 s base, 1 h cap. */
  backoff?: BackoffOptions;
  /** Probe delays while paused by a configuration failure. Defaults: 15 s base, 5 min cap. */
  probeBackoff?: BackoffOptions;
  /** How long a claim holds a lead before another worker may retry it. Default 5 min. */
  leaseMs?: number;
  /** Idle polling interval for leads that become due later. Default 5 s. */
  pollMs?: number;
  /**
   * With an outbox that notifies (PostgreSQL's `LISTEN`/`NOTIFY`, see {@link Outbox.watch}), the
   * worker does not poll: it sleeps until the next lead is due or a notification arrives, and at
   * most this long, a fallback for a notification lost with a dropped connection. Default 60 s.
   */
  idlePollMs?: number;
  /** Leads delivered at once. The provider client's own limiter keeps the rate within budget. Default 4. */
  concurrency?: number;
  /** The oldest waiting lead is reported (status, one log line) once older than this. Default 1 h. */
  staleAfterMs?: number;
  /** On `stop()`, how long deliveries in flight may finish before they are aborted and released. Default 10 s. */
  stopGraceMs?: number;
  /** Strings (such as the API key) blanked out of stored error texts, as a second safety net. */
  secrets?: readonly string[];
  /** How long delivered leads and idempotency keys are kept. */
  retention?: LeadRetention;
  /**
   * More clean-up on the retention schedule, given the time: e.g. double opt-in signups whose
   * link expired unconfirmed. Resolves to how many records it deleted.
   */
  purgeAlso?: (at: number) => Promise<number>;
  logger?: LeadLogger;
}

/**
 * Retention in the outbox. The outbox is a delivery queue, not a contact database: once Omnisend
 * has a lead, our copy only helps to debug. Leads not delivered (pending or dead) are never
 * deleted by retention; dead leads wait for an operator (`leads requeue` or `leads purge-dead`).
 */
export interface LeadRetention {
  /** Delivered leads are deleted this long after delivery. Default 7 days. */
  deliveredMs?: number;
  /** A submission's idempotency key is remembered this long. Default 24 hours. */
  idempotencyMs?: number;
  /** How often the worker purges, from `start()` on. Default 1 hour. */
  everyMs?: number;
}

/** What the worker is doing, for the status endpoint. */
export interface DeliveryStatus {
  /** `unconfigured`: no deliverer (no API key); `paused`: a configuration failure, see `pause`. */
  state: 'running' | 'paused' | 'unconfigured' | 'stopped';
  pause: PauseState | null;
}

const DAY_MS = 86_400_000;

/** What one {@link DeliveryWorker.drain} did. */
export interface DrainResult {
  delivered: number;
  retried: number;
  dead: number;
}

/** Limits of one {@link DeliveryWorker.drain}. */
export interface DrainOptions {
  /** Most leads to handle (delivered, retried or given up). Default: no limit. */
  max?: number;
  /** Claim no new leads after this many ms from the call (by the worker's clock). Default: no limit. */
  deadlineMs?: number;
}

/** Delivers outbox leads, a few at a time. */
export interface DeliveryWorker {
  /** Starts the background loop. Idempotent. */
  start(): void;
  /**
   * Stops the loop. Deliveries in flight may finish for `stopGraceMs`; then they are aborted and
   * their leads released (due again at once, the attempt refunded) for the next process.
   */
  stop(): Promise<void>;
  /**
   * Delivers the leads due now, then resolves. For tests, scripts, benchmarks and scheduled jobs
   * (a serverless platform's cron). With `max`, stops after handling that many leads; with
   * `deadlineMs`, claims nothing more once that many ms have passed (leads already claimed finish),
   * so a job with a time limit returns before its platform kills it and strands leases.
   */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Wakes the loop so a newly accepted lead is sent at once. */
  kick(): void;
  /** Deletes delivered leads and idempotency keys past their retention now; resolves to how many leads. */
  purgeExpired(): Promise<number>;
  /** What the worker is doing now. */
  status(): DeliveryStatus;
  /** True when no deliverer is configured. */
  readonly paused: boolean;
}

type Outcome = keyof DrainResult | 'paused' | 'released' | 'lost';

const MAX_ERROR_LENGTH = 1000;

/** Creates a delivery worker over an outbox. */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, deliverer } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS;
  const leaseMs = options.leaseMs ?? 300_000;
  const pollMs = options.pollMs ?? 5000;
  const idlePollMs = options.idlePollMs ?? 60_000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const staleAfterMs = options.staleAfterMs ?? 3_600_000;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const logger = options.logger ?? consoleLogger;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length > 0);
  const retention = {
    deliveredMs: 7 * DAY_MS,
    idempotencyMs: IDEMPOTENCY_WINDOW_MS,
    everyMs: 3_600_000,
    ...options.retention,
  };
  const pause = createPause({ ...(options.probeBackoff ? { backoff: options.probeBackoff } : {}), random });

  let running = false;
  let stopped = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wake: AbortController | null = null;
  let kicked = false;
  let unconfiguredLogged = false;
  let staleReported = false;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  let backlogTimer: ReturnType<typeof setInterval> | undefined;
  // Aborted by stop() once the grace period is over: in-flight deliveries give up and release their leads.
  let inflight = new AbortController();
  // Serialises steps between the loop and drain().
  let lock: Promise<unknown> = Promise.resolve();
  // Set while the outbox notifies this worker of changes: then the idle loop sleeps instead of polling.
  let unwatch: (() => Promise<void>) | null = null;
  let watchPending = false;
  // Outcomes the outbox could not record (the database went away between claim and answer), by
  // lead id. Left alone, such a lead would sit under its lease (5 minutes by default) after the
  // database is back; they are written again before anything new is claimed.
  const unrecorded = new Map<string, () => Promise<boolean>>();

  const logUnconfigured = () => {
    if (unconfiguredLogged) return;
    unconfiguredLogged = true;
    logger.warn(
      'Lead delivery is paused: no Omnisend API key is configured (OMNISEND_API_KEY). Leads wait in the outbox.',
    );
  };

  // Stored and logged error texts carry no secret and no email address (any deliverer's error may echo one).
  const redact = (text: string) => {
    let out = scrubEmails(text);
    for (const secret of secrets) out = out.split(secret).join('***');
    return out.length > MAX_ERROR_LENGTH ? `${out.slice(0, MAX_ERROR_LENGTH - 1)}…` : out;
  };

  const retryDelay = (lead: QueuedLead, error: unknown, throttled: boolean) => {
    const hinted = error instanceof LeadDeliveryError ? (error.retryAfterMs ?? 0) : 0;
    const maxMs = options.backoff?.maxMs ?? 3_600_000;
    // A throttled lead waits as long as it was told (at least a second) and gets its attempt back.
    if (throttled) return Math.min(Math.max(hinted, 1000), maxMs);
    return Math.max(backoffDelay(lead.attempts, options.backoff, random), Math.min(hinted, maxMs));
  };

  /** Writes a lead's outcome; one the outbox cannot take now is kept to be written again. */
  const record = async (lead: QueuedLead, write: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await write();
    } catch (error) {
      unrecorded.set(lead.id, write);
      throw error;
    }
  };

  /** Writes the outcomes kept by {@link record}; throws (the step fails) while the outbox still cannot take them. */
  const recordLeftovers = async () => {
    for (const [id, write] of unrecorded) {
      // False: the lease ran out meanwhile and another claim owns the lead; nothing to write.
      await write();
      unrecorded.delete(id);
    }
  };

  const fail = async (lead: QueuedLead, error: unknown): Promise<Outcome> => {
    const at = now();
    const message = redact(error instanceof Error ? error.message : String(error));
    const log = { id: lead.id, kind: lead.kind, attempts: lead.attempts, error: message };
    if (inflight.signal.aborted) {
      // Shutting down: nothing is wrong with the lead; hand it to the next process at once.
      return (await record(lead, () =>
        outbox.markRetry(lead.id, lead.attempts, 'Released at shutdown', at, { refundAttempt: true }),
      ))
        ? 'released'
        : 'lost';
    }
    const classified = error instanceof LeadDeliveryError ? error : null;
    if (classified?.pause) {
      if (pause.fail(message, at)) {
        logger.error('Lead delivery is paused until the configuration works again; leads wait in the outbox', {
          error: message,
          probeInMs: pause.msToProbe(at),
        });
      }
      return (await record(lead, () => outbox.markRetry(lead.id, lead.attempts, message, at, { refundAttempt: true })))
        ? 'paused'
        : 'lost';
    }
    const retryable = classified ? classified.retryable : true;
    const tooOld = at - lead.queuedAt >= maxAgeMs;
    if (!retryable || tooOld) {
      const reason = retryable
        ? `Still failing after ${Math.round(maxAgeMs / 3_600_000)} h of retries: ${message}`
        : message;
      logger.error('Lead delivery gave up; the lead is marked dead and can be requeued', { ...log, error: reason });
      return (await record(lead, () => outbox.markDead(lead.id, lead.attempts, reason, at))) ? 'dead' : 'lost';
    }
    const throttled = classified?.throttled ?? false;
    const delay = retryDelay(lead, error, throttled);
    logger.warn(throttled ? 'Lead delivery throttled; will retry' : 'Lead delivery failed; will retry', {
      ...log,
      retryInMs: delay,
    });
    return (await record(lead, () =>
      outbox.markRetry(lead.id, lead.attempts, message, at + delay, { refundAttempt: throttled }),
    ))
      ? 'retried'
      : 'lost';
  };

  const handle = async (lead: QueuedLead, active: LeadDeliverer): Promise<Outcome> => {
    try {
      await active.deliver(lead, { signal: inflight.signal });
    } catch (error) {
      return fail(lead, error);
    }
    if (pause.resume()) logger.info('Lead delivery resumed: the configuration works again');
    const deliveredAt = now();
    const marked = await record(lead, () => outbox.markDelivered(lead.id, lead.attempts, deliveredAt));
    if (marked) logger.info('Lead delivered', { id: lead.id, kind: lead.kind, attempts: lead.attempts });
    else logger.warn('Lead delivered after its lease expired; another worker owns it now', { id: lead.id });
    return marked ? 'delivered' : 'lost';
  };

  /** Claims and handles the leads due now (one, as a probe, while paused; at most `limit`); null when none is due. */
  const step = (
    active: LeadDeliverer,
    limit = concurrency,
  ): Promise<Array<{ id: string; outcome: Outcome }> | null> => {
    const run = lock.then(async () => {
      const at = now();
      await recordLeftovers();
      if (pause.holds(at)) return null;
      const leads = await outbox.claimDue({ now: at, leaseMs, limit: pause.state ? 1 : Math.min(limit, concurrency) });
      if (leads.length === 0) return null;
      return Promise.all(leads.map(async (lead) => ({ id: lead.id, outcome: await handle(lead, active) })));
    });
    lock = run.catch(() => undefined);
    return run;
  };

  const checkBacklog = async () => {
    const oldest = await outbox.oldestPendingCreatedAt();
    const stale = oldest !== null && now() - oldest > staleAfterMs;
    if (stale && !staleReported) {
      logger.warn('The oldest lead waiting for delivery is over its alert age; check GET /api/leads/status', {
        oldestPendingAgeMs: now() - (oldest ?? 0),
        paused: pause.state?.reason ?? (deliverer ? null : 'no API key'),
      });
    } else if (!stale && staleReported) {
      logger.info('Lead delivery has caught up: no lead is waiting past its alert age');
    }
    staleReported = stale;
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

  /** How long to sleep with nothing due: the poll interval, or with notifications until the next lead is due. */
  const idleMs = async (failed: boolean): Promise<number> => {
    const probe = pause.msToProbe(now());
    if (!unwatch || failed || !outbox.nextDueAt) return Math.min(pollMs, probe ?? pollMs);
    const due = await outbox.nextDueAt();
    const untilDue = due === null ? idlePollMs : Math.max(0, due - now());
    return Math.min(idlePollMs, untilDue, probe ?? idlePollMs);
  };

  const loop = async (active: LeadDeliverer) => {
    while (running) {
      let worked = false;
      let failed = false;
      try {
        worked = (await step(active)) !== null;
        if (running && !worked) await idle(await idleMs(false));
      } catch (error) {
        failed = true;
        logger.error('Lead outbox error; retrying shortly', { error: redact(String(error)) });
      }
      if (running && failed) await idle(await idleMs(true));
    }
  };

  const startWatching = () => {
    if (!outbox.watch || unwatch || watchPending) return;
    watchPending = true;
    void outbox
      .watch(() => {
        kicked = true;
        wake?.abort();
      })
      .then(
        async (stop) => {
          watchPending = false;
          // Stopped while the subscription was being set up: end it at once.
          if (!running) return stop().catch(() => undefined);
          unwatch = stop;
        },
        (error: unknown) => {
          watchPending = false;
          logger.warn('Lead outbox notifications unavailable; polling instead', { error: redact(String(error)) });
        },
      );
  };
  // Does not wait for a subscription still being set up (a database that does not answer must not
  // hold up a shutdown): that one ends itself once it sees the worker stopped.
  const stopWatching = async () => {
    const stop = unwatch;
    unwatch = null;
    await stop?.().catch(() => undefined);
  };

  const purgeExpired = async () => {
    const at = now();
    const deleted = await outbox.purge({
      deliveredBefore: at - retention.deliveredMs,
      idempotencyBefore: at - retention.idempotencyMs,
    });
    if (deleted > 0) logger.info('Delivered leads past their retention deleted from the outbox', { deleted });
    const others = options.purgeAlso ? await options.purgeAlso(at) : 0;
    if (others > 0) logger.info('Records past their retention deleted', { deleted: others });
    return deleted;
  };
  const purgeInBackground = () =>
    void purgeExpired().catch((error: unknown) =>
      logger.error('Lead outbox purge failed; retrying later', { error: redact(String(error)) }),
    );
  const checkBacklogInBackground = () => void checkBacklog().catch(() => undefined);
  const every = (ms: number, task: () => void) => {
    task();
    const timer = setInterval(task, ms);
    (timer as { unref?: () => void }).unref?.();
    return timer;
  };

  return {
    get paused() {
      return !deliverer;
    },
    status() {
      if (stopped) return { state: 'stopped', pause: null };
      if (!deliverer) return { state: 'unconfigured', pause: null };
      return pause.state ? { state: 'paused', pause: { ...pause.state } } : { state: 'running', pause: null };
    },
    start() {
      stopped = false;
      // Retention and the backlog alert hold even while delivery is paused.
      purgeTimer ??= every(retention.everyMs, purgeInBackground);
      backlogTimer ??= every(Math.min(60_000, staleAfterMs), checkBacklogInBackground);
      if (!deliverer) return logUnconfigured();
      if (running) return;
      running = true;
      if (inflight.signal.aborted) inflight = new AbortController();
      startWatching();
      loopDone = loop(deliverer);
    },
    async stop() {
      clearInterval(purgeTimer);
      clearInterval(backlogTimer);
      purgeTimer = undefined;
      backlogTimer = undefined;
      running = false;
      stopped = true;
      wake?.abort();
      const current = inflight;
      const grace = setTimeout(
        () => current.abort(new Error('Lead delivery stopped: the process is shutting down')),
        stopGraceMs,
      );
      (grace as { unref?: () => void }).unref?.();
      await loopDone;
      await lock;
      clearTimeout(grace);
      // One more try for outcomes the database did not take, so the next process need not wait out their leases.
      await recordLeftovers().catch(() => undefined);
      await stopWatching();
    },
    async drain({ max = Number.POSITIVE_INFINITY, deadlineMs = Number.POSITIVE_INFINITY }: DrainOptions = {}) {
      const result: DrainResult = { delivered: 0, retried: 0, dead: 0 };
      if (!deliverer) {
        logUnconfigured();
        return result;
      }
      const until = now() + deadlineMs;
      const seen = new Set<string>();
      let handledCount = 0;
      for (;;) {
        if (handledCount >= max || now() >= until) return result;
        const handled = await step(deliverer, max - handledCount);
        if (!handled) return result;
        handledCount += handled.length;
        for (const { outcome } of handled) if (outcome in result) result[outcome as keyof DrainResult] += 1;
        // A zero-delay retry (or a paused lead) would be due again at once; stop instead of spinning.
        if (handled.every(({ id }) => seen.has(id)) || handled.some(({ outcome }) => outcome === 'paused'))
          return result;
        for (const { id } of handled) seen.add(id);
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
