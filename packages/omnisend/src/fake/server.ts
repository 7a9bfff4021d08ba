import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdmin } from './admin';
import type { FakeOmnisend, FakeOmnisendControls } from './controls';
import { ContactStore } from './contact-store';
import { contactRoutes } from './contact-routes';
import type { Route, RouteContext } from './context';
import { EventStore } from './event-store';
import { eventRoutes } from './event-routes';
import { FaultQueue, describeFault, faultResponse } from './faults';
import type { FakeResponse } from './http';
import { errorResponse, notFound, readBody, writeResponse } from './http';
import { BrandRateWindows } from './rate-window';
import type { FakeEventDefinition, FakeKey, FakeRateLimit, FakeSwitches, FaultSpec, RecordedRequest } from './types';
import { DEFAULT_FAKE_KEYS, DEFAULT_SWITCHES } from './types';

/** Options of {@link createFakeOmnisend}. */
export interface FakeOmnisendOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Default `127.0.0.1`: the fake is for loopback only. */
  host?: string;
  /** Accepted keys. Default {@link DEFAULT_FAKE_KEYS}. */
  keys?: readonly FakeKey[];
  /** A clock function (epoch ms), or a fixed start time that only moves through `setClock`. Default: real time. */
  clock?: (() => number) | number | string | Date;
  /** Contact id generator. Default: sequential 24-hex ids, restarted by `reset()`. */
  ids?: () => string;
  /** Overrides of the behaviours Omnisend's docs do not settle; `reset()` returns to these. */
  switches?: Partial<FakeSwitches>;
  /** Per-brand sliding window. Default 400 requests per 60 000 ms. */
  rateLimit?: Partial<FakeRateLimit>;
  /** Seeded v3 event definitions. */
  events?: readonly FakeEventDefinition[];
  /** v5 event names that have a flow (`automationTriggered`). Default: every name. */
  flows?: readonly string[];
  /** Age (ms) beyond which an event is historical and may be deduplicated. Default 1 h. */
  historicalThresholdMs?: number;
  /** Latency added to every API request, in real ms. Default 0. */
  latencyMs?: number;
}

const ROUTES: readonly Route[] = [...contactRoutes, ...eventRoutes];
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toMs(value: number | string | Date): number {
  const ms = typeof value === 'number' ? value : new Date(value).getTime();
  if (!Number.isFinite(ms)) throw new TypeError(`not a valid time: ${String(value)}`);
  return ms;
}

/**
 * Starts a fake Omnisend on loopback that behaves as the real v3 and v5 APIs do: auth by
 * `X-API-KEY`, validation, upserts with the status-date rule, cursor paging, v3/v5 events,
 * per-brand rate limiting, and fault injection. Node only.
 */
export async function createFakeOmnisend(options: FakeOmnisendOptions = {}): Promise<FakeOmnisend> {
  const keys = options.keys ?? DEFAULT_FAKE_KEYS;
  const initialSwitches: FakeSwitches = { ...DEFAULT_SWITCHES, ...options.switches };
  let switches = { ...initialSwitches };
  let latencyMs = options.latencyMs ?? 0;

  const baseClock = typeof options.clock === 'function' ? options.clock : Date.now;
  let frozen = options.clock !== undefined && typeof options.clock !== 'function' ? toMs(options.clock) : undefined;
  let offset = 0;
  const now = () => frozen ?? baseClock() + offset;

  let idCount = 0;
  const nextId = options.ids ?? (() => (++idCount).toString(16).padStart(24, '0'));
  const contacts = new ContactStore(nextId);
  const events = new EventStore(options.events ?? [], options.flows, options.historicalThresholdMs ?? 3_600_000);
  const windows = new BrandRateWindows({ limit: 400, windowMs: 60_000, ...options.rateLimit });
  const faults = new FaultQueue();
  let log: RecordedRequest[] = [];

  const controls: FakeOmnisendControls = {
    reset() {
      contacts.reset();
      events.reset();
      windows.reset();
      faults.clear();
      log = [];
      idCount = 0;
      latencyMs = 0;
      switches = { ...initialSwitches };
    },
    requests: () => structuredClone(log),
    contacts: () => contacts.all(),
    events: () => structuredClone(events.received),
    fault(spec) {
      const list = Array.isArray(spec) ? spec : [spec as FaultSpec];
      list.forEach((item) => faults.add(item));
    },
    clearFaults: () => faults.clear(),
    setLatency(ms) {
      latencyMs = Math.max(0, ms);
    },
    setClock(change) {
      if (change.now !== undefined) {
        const target = toMs(change.now);
        if (frozen !== undefined) frozen = target;
        else offset = target - baseClock();
      }
      if (change.advanceMs !== undefined) {
        if (!Number.isFinite(change.advanceMs)) throw new TypeError('advanceMs must be a number');
        if (frozen !== undefined) frozen += change.advanceMs;
        else offset += change.advanceMs;
      }
      return now();
    },
    now,
    switches: () => ({ ...switches }),
    setSwitches(change) {
      for (const name of Object.keys(change))
        if (!(name in DEFAULT_SWITCHES)) throw new TypeError(`unknown switch: ${name}`);
      switches = { ...switches, ...change };
      return { ...switches };
    },
  };

  function maskHeaders(req: IncomingMessage): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      const text = Array.isArray(value) ? value.join(', ') : value;
      if (name === 'x-api-key') headers[name] = keys.some((k) => k.key === text) ? `***${text.slice(-4)}` : '***';
      else headers[name] = text;
    }
    return headers;
  }

  function queryOf(url: URL): Record<string, string | string[]> {
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length === 1 ? (values[0] as string) : values;
    }
    return query;
  }

  /** Auth, rate limit, body parsing and routing for one API request. */
  function processApi(
    method: string,
    url: URL,
    origin: string,
    headers: IncomingMessage['headers'],
    text: string,
  ): FakeResponse {
    if (!/^\/v[35]\//.test(url.pathname)) return notFound();
    const keyHeader = headers['x-api-key'];
    const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    if (!key) return errorResponse(switches.missingKeyStatus, 'API key or access token not provided');
    const account = keys.find((k) => k.key === key);
    if (!account) return errorResponse(401, 'Unauthorized - authorization error (invalid basic auth data or API key)');

    const nowMs = now();
    const rate = windows.hit(account.brandId, nowMs);
    const rateHeaders: Record<string, string> = switches.rateLimitHeaders
      ? {
          'X-Rate-Limit-Limit': String(rate.limit),
          'X-Rate-Limit-Remaining': String(rate.remaining),
          'X-Rate-Limit-Reset': String(rate.resetSeconds),
        }
      : {};
    const withRate = (response: FakeResponse): FakeResponse => ({
      ...response,
      headers: { ...rateHeaders, ...response.headers },
    });
    if (!rate.allowed) {
      const response = errorResponse(429, 'to many requests (rate limit)');
      return withRate(
        switches.retryAfterHeader
          ? { ...response, headers: { 'Retry-After': String(Math.max(1, rate.resetSeconds)) } }
          : response,
      );
    }

    let params: string[] = [];
    const route = ROUTES.find((candidate) => {
      const match = candidate.method === method ? candidate.pattern.exec(url.pathname) : null;
      if (match) params = match.slice(1);
      return match !== null;
    });
    if (!route) return withRate(notFound());
    if (route.permissions.length > 0 && !route.permissions.some((p) => account.permissions.includes(p))) {
      return withRate(errorResponse(403, 'Forbidden'));
    }
    let body: unknown;
    if (route.body) {
      if (
        !String(headers['content-type'] ?? '')
          .toLowerCase()
          .includes('application/json')
      ) {
        return withRate(errorResponse(400, 'Content-Type must be application/json'));
      }
      try {
        body = JSON.parse(text);
      } catch {
        return withRate(errorResponse(400, 'Malformed JSON in request body'));
      }
    }
    const ctx: RouteContext = {
      method,
      url,
      origin,
      body,
      brandId: account.brandId,
      nowMs,
      switches,
      contacts,
      events,
    };
    return withRate(route.handle(ctx, params));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = `http://${req.headers.host ?? `127.0.0.1:${port}`}`;
    const url = new URL(req.url ?? '/', origin);
    let text: string;
    try {
      text = await readBody(req);
    } catch {
      writeResponse(res, errorResponse(413, 'Request body too large'));
      return;
    }
    let parsed: unknown = undefined;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }

    if (url.pathname === '/_admin' || url.pathname.startsWith('/_admin/')) {
      writeResponse(res, handleAdmin(controls, method, url.pathname, parsed));
      return;
    }

    const entry: RecordedRequest = {
      time: new Date(now()).toISOString(),
      method,
      path: url.pathname,
      query: queryOf(url),
      headers: maskHeaders(req),
      body: parsed,
      status: null,
      fault: null,
    };
    log.push(entry);

    const fault = faults.take(method, url.pathname);
    if (fault) entry.fault = describeFault(fault);
    const wait = latencyMs + (fault?.delayMs ?? 0);
    if (wait > 0) await delay(wait);
    if (fault?.drop === 'before') {
      req.socket.destroy();
      return;
    }
    const canned = fault && faultResponse(fault);
    const processed = !canned || fault?.process ? processApi(method, url, origin, req.headers, text) : undefined;
    const response = canned ?? (processed as FakeResponse);
    entry.status = response.status;
    if (processed?.note) entry.note = processed.note;
    if (fault?.drop === 'after') {
      req.socket.destroy();
      return;
    }
    writeResponse(res, response);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) writeResponse(res, errorResponse(500, `fake-omnisend internal error: ${String(error)}`));
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;

  return {
    ...controls,
    url,
    baseUrl: `${url}/v3`,
    port,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
