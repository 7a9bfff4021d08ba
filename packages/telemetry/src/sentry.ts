import type { TelemetryLogger } from './logger.js';
import type { ErrorReport, RecordErrorResult } from './store.js';

/** Where and how to send envelopes, read from a DSN. */
export interface SentryTarget {
  /** `{scheme}://{host}{path}/api/{project}/envelope/`. */
  envelopeUrl: string;
  publicKey: string;
  projectId: string;
}

/**
 * Reads a Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`), or returns null when
 * the text is not one. The DSN holds no secret (its key is public by design), but it names the
 * project, so it stays on the server: the browser only ever talks to our own endpoint.
 */
export function parseSentryDsn(dsn: string): SentryTarget | null {
  if (!URL.canParse(dsn)) return null;
  const url = new URL(dsn);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username) return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    projectId,
  };
}

/** One stack frame in Sentry's event format. */
export interface SentryFrame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** Chrome `at fn (url:1:2)` and Firefox/Safari `fn@url:1:2` lines as Sentry frames, oldest first. */
export function sentryFrames(stack: string | undefined): SentryFrame[] {
  const frames: SentryFrame[] = [];
  for (const raw of (stack ?? '').split('\n')) {
    const line = raw.trim();
    let fn = '';
    let location = '';
    if (line.startsWith('at ')) {
      const body = line.slice(3);
      const open = body.lastIndexOf(' (');
      if (open !== -1 && body.endsWith(')')) {
        fn = body.slice(0, open);
        location = body.slice(open + 2, -1);
      } else location = body;
    } else if (line.includes('@')) {
      fn = line.slice(0, line.indexOf('@'));
      location = line.slice(line.indexOf('@') + 1);
    } else continue;
    const position = /:(\d+)(?::(\d+))?$/.exec(location);
    const frame: SentryFrame = { in_app: true, filename: position ? location.slice(0, position.index) : location };
    if (fn) frame.function = fn;
    if (position) {
      frame.lineno = Number(position[1]);
      if (position[2]) frame.colno = Number(position[2]);
    }
    frames.push(frame);
  }
  return frames.reverse();
}

/** `TypeError: x is undefined` → type `TypeError`, value `x is undefined`. */
function splitMessage(message: string): { type: string; value: string } {
  const match = /^([A-Z][\w$]{0,60}(?:Error|Exception)): (.*)$/s.exec(message);
  return match ? { type: match[1] as string, value: match[2] as string } : { type: 'Error', value: message };
}

/**
 * An error report as a Sentry envelope (one `event` item): the envelope header line, the item
 * header with the payload's byte length, and the event. Carries only what we store: the scrubbed
 * message and stack, route, release, browser family and our fingerprint.
 */
export function buildEnvelope(
  report: ErrorReport,
  options: { eventId: string; sentAt: Date; environment?: string | undefined },
): string {
  const { type, value } = splitMessage(report.message);
  const event = {
    event_id: options.eventId,
    timestamp: report.at / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'rooted-telemetry',
    ...(report.release ? { release: report.release } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    fingerprint: [report.fingerprint],
    tags: { route: report.route, browser: report.browser, kind: report.kind },
    exception: { values: [{ type, value, stacktrace: { frames: sentryFrames(report.stack) } }] },
  };
  const payload = JSON.stringify(event);
  const header = { event_id: options.eventId, sent_at: options.sentAt.toISOString() };
  const item = {
    type: 'event',
    content_type: 'application/json',
    length: new TextEncoder().encode(payload).byteLength,
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`;
}

/** Options of {@link createSentryForwarder}. */
export interface SentryForwarderOptions {
  dsn: string;
  /** Sent as the event's `environment`, e.g. `production`. */
  environment?: string | undefined;
  /** Envelopes in flight at most; reports beyond are not forwarded (they stay in our store). Default 4. */
  maxInFlight?: number;
  /** Per-request deadline in ms. Default 5000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: TelemetryLogger;
}

/** Forwards stored error reports; `idle()` resolves when nothing is in flight. */
export interface SentryForwarder {
  (report: ErrorReport, result: RecordErrorResult): void;
  idle(): Promise<void>;
}

/**
 * Creates an `onErrorReport` callback that sends each stored report to a Sentry-compatible
 * server's envelope endpoint, in the background. A failure is logged (status only) and never
 * affects the beacon's answer; dropped reports (over the store's group cap) are not forwarded.
 * Throws when the DSN cannot be read, so a typo fails at start-up, not silently.
 */
export function createSentryForwarder(options: SentryForwarderOptions): SentryForwarder {
  const target = parseSentryDsn(options.dsn);
  if (!target) throw new Error('SENTRY_DSN is not a DSN; expected https://<key>@<host>/<project id>');
  const send = options.fetch ?? fetch;
  const maxInFlight = options.maxInFlight ?? 4;
  const timeoutMs = options.timeoutMs ?? 5000;
  const inFlight = new Set<Promise<void>>();

  const forward = ((report, result) => {
    if (result === 'dropped' || inFlight.size >= maxInFlight) return;
    const eventId = crypto.randomUUID().replaceAll('-', '');
    const body = buildEnvelope(report, { eventId, sentAt: new Date(), environment: options.environment });
    const task = send(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=rooted-telemetry/1`,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) options.logger?.warn('Sentry did not accept an error report', { status: response.status });
      })
      .catch((error: unknown) => {
        options.logger?.warn('Could not forward an error report to Sentry', {
          error: error instanceof Error ? error.name : 'unknown',
        });
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }) as SentryForwarder;
  forward.idle = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };
  return forward;
}
