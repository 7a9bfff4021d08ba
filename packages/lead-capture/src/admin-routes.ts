import type { Hono } from 'hono';
import { z } from 'zod';
import { bearerAuth, bodyLimit, validBody, type RateLimitStore, type TrustProxy } from '@rooted/server-kit';
import type { DeliveryStatus } from './delivery-worker.js';
import type { DeadLeadFilter, Outbox } from './outbox.js';
import { isLeadKind } from './schemas.js';

/** What the admin routes read. */
export interface AdminRouteOptions {
  outbox: Outbox;
  adminToken: string;
  now: () => number;
  /** The delivery worker's state, when the handler is wired to one. */
  deliveryStatus?: (() => DeliveryStatus) | undefined;
  /** Age of the oldest waiting lead past which the status raises an alert. */
  staleAfterMs: number;
  /** Spam and rate-limit rejections since start, by reason. */
  rejected: Readonly<Record<string, number>>;
  /** Where wrong tokens are counted per client: past the limit a client gets 429. */
  failures: RateLimitStore;
  trustProxy?: TrustProxy | undefined;
}

/** A requeue body: at most 1000 ids of 64 characters and a filter, well under this. */
const MAX_REQUEUE_BODY_BYTES = 128 * 1024;

const MAX_IDS = 1000;

/**
 * The operator's routes, all behind `Authorization: Bearer <adminToken>` (wrong tokens rate-limited
 * per client) and never holding lead
 * contents (no addresses, names or messages): `GET /leads/status`, `GET /leads/dead` and
 * `POST /leads/requeue`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app: these routes read no bindings
export function mountAdminRoutes(app: Hono<any>, options: AdminRouteOptions): void {
  const { outbox, adminToken, now } = options;
  const operator = bearerAuth({
    token: adminToken,
    store: options.failures,
    keyPrefix: 'leads-admin',
    now,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });

  app.get('/leads/status', operator, async (c) => {
    const [counts, oldest] = await Promise.all([outbox.counts(), outbox.oldestPendingCreatedAt()]);
    const at = now();
    const oldestPendingAgeMs = oldest === null ? null : Math.max(0, at - oldest);
    const delivery = options.deliveryStatus?.() ?? null;
    c.header('Cache-Control', 'no-store');
    return c.json({
      counts,
      oldestPendingAgeMs,
      delivery: delivery && {
        state: delivery.state,
        ...(delivery.pause
          ? {
              reason: delivery.pause.reason,
              pausedSince: new Date(delivery.pause.since).toISOString(),
              nextProbeAt: new Date(delivery.pause.nextProbeAt).toISOString(),
            }
          : {}),
      },
      alerts: alerts(oldestPendingAgeMs, options.staleAfterMs, delivery),
      rejectedSinceStart: { ...options.rejected },
    });
  });
  app.all('/leads/status', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET' }));

  app.get('/leads/dead', operator, async (c) => {
    const filter = filterFrom({ kind: c.req.query('kind'), errorContains: c.req.query('error') });
    if (!filter.ok) return c.json({ error: filter.error }, 400);
    c.header('Cache-Control', 'no-store');
    return c.json({ dead: await outbox.listDead(filter.value, 1000) });
  });
  app.all('/leads/dead', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET' }));

  // Any JSON value: the filter below names what is wrong with it, field by field.
  const requeueBody = validBody('json', z.unknown(), {
    onInvalid: (c) =>
      c.json(
        { error: 'Expected a JSON object: {"all": true} or {"ids": [...]}, {"kind": ...}, {"errorContains": ...}' },
        400,
      ),
  });
  app.post('/leads/requeue', bodyLimit({ maxBytes: MAX_REQUEUE_BODY_BYTES }), operator, requeueBody, async (c) => {
    const body = c.req.valid('json');
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const filter = filterFrom({ ids: input.ids, kind: input.kind, errorContains: input.errorContains });
    if (!filter.ok) return c.json({ error: filter.error }, 400);
    // Requeueing everything must be asked for, never the result of a forgotten filter.
    if (Object.keys(filter.value).length === 0 && input.all !== true) {
      return c.json(
        {
          error:
            'Name the leads to requeue ({"ids": [...]}, {"kind": ...}, {"errorContains": ...}) or send {"all": true}',
        },
        400,
      );
    }
    return c.json({ requeued: await outbox.requeueDead(filter.value, now()) });
  });
  app.all('/leads/requeue', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }));
}

type FilterResult = { ok: true; value: DeadLeadFilter } | { ok: false; error: string };

/** Builds a dead-lead filter from untrusted input, naming what is wrong. */
export function filterFrom(input: { ids?: unknown; kind?: unknown; errorContains?: unknown }): FilterResult {
  const value: { -readonly [K in keyof DeadLeadFilter]: DeadLeadFilter[K] } = {};
  if (input.ids !== undefined) {
    const ids = input.ids;
    if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
      return { ok: false, error: `ids must be an array of at most ${MAX_IDS} lead ids` };
    }
    value.ids = ids as string[];
  }
  if (input.kind !== undefined) {
    if (!isLeadKind(input.kind)) return { ok: false, error: 'kind must be contact, newsletter, join or exit-intent' };
    value.kind = input.kind;
  }
  if (input.errorContains !== undefined) {
    if (
      typeof input.errorContains !== 'string' ||
      input.errorContains.length === 0 ||
      input.errorContains.length > 200
    ) {
      return { ok: false, error: 'errorContains must be a text of 1 to 200 characters' };
    }
    value.errorContains = input.errorContains;
  }
  return { ok: true, value };
}

function alerts(oldestPendingAgeMs: number | null, staleAfterMs: number, delivery: DeliveryStatus | null): string[] {
  const out: string[] = [];
  if (oldestPendingAgeMs !== null && oldestPendingAgeMs > staleAfterMs) {
    out.push(
      `The oldest lead waiting for delivery is ${Math.floor(oldestPendingAgeMs / 60_000)} min old (alert after ${Math.round(staleAfterMs / 60_000)} min).`,
    );
  }
  if (delivery?.state === 'paused')
    out.push(`Delivery is paused: ${delivery.pause?.reason ?? 'configuration failure'}`);
  if (delivery?.state === 'unconfigured')
    out.push('Delivery is off: no Omnisend API key is configured (OMNISEND_API_KEY).');
  return out;
}
