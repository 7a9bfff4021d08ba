import { afterEach } from 'vitest';
import type { OmnisendClientOptions, OmnisendRequestEvent, OmnisendResponseEvent } from '../index';
import { createOmnisendClient } from '../index';
import type { FakeOmnisend, FakeOmnisendOptions } from '../fake/index';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '../fake/index';

/** 2025-05-01T09:30:00.000Z: the time every contract test starts at. */
export const T0 = Date.parse('2025-05-01T09:30:00.000Z');

const running: FakeOmnisend[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

/** Starts a fake on a random loopback port with its clock frozen at T0; closed after each test. */
export async function startFake(options: FakeOmnisendOptions = {}): Promise<FakeOmnisend> {
  const fake = await createFakeOmnisend({ clock: T0, ...options });
  running.push(fake);
  return fake;
}

/**
 * A client wired to the fake with a fake clock: `sleep` never waits, it advances the client's
 * clock and the fake server's clock together and records the delay. Everything the client
 * emits (fetch calls, log lines, hook payloads) is captured for assertions.
 */
export function connect(fake: FakeOmnisend, options: Partial<OmnisendClientOptions> = {}) {
  let now = T0;
  const sleeps: number[] = [];
  const logs: { level: string; message: string; meta?: Record<string, unknown> }[] = [];
  const requests: OmnisendRequestEvent[] = [];
  const responses: OmnisendResponseEvent[] = [];
  const fetchCalls: string[] = [];
  const log = (level: string) => (message: string, meta?: Record<string, unknown>) => {
    logs.push({ level, message, ...(meta ? { meta } : {}) });
  };
  const innerFetch = options.fetch ?? globalThis.fetch;
  const client = createOmnisendClient({
    apiKey: FAKE_TEST_API_KEY,
    baseUrl: fake.baseUrl,
    random: () => 0.5,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
      fake.setClock({ advanceMs: ms });
    },
    logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
    onRequest: (event) => requests.push(event),
    onResponse: (event) => responses.push(event),
    ...options,
    fetch: (input, init) => {
      fetchCalls.push(String(input));
      return innerFetch(input, init);
    },
  });
  return { client, sleeps, logs, requests, responses, fetchCalls, clock: { now: () => now } };
}

/** Awaits a promise expected to reject and returns the rejection. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** A raw HTTP call to the fake, the way any Omnisend client would make it. */
export async function api(
  fake: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['X-API-KEY'] = options.key ?? FAKE_TEST_API_KEY;
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(path.startsWith('http') ? path : `${fake.url}${path}`, {
    method,
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A minimal valid v3 contact body. */
export function contactBody(
  email: string,
  status = 'subscribed',
  statusDate = '2025-05-01T09:30:00Z',
  extra: Record<string, unknown> = {},
) {
  return { identifiers: [{ type: 'email', id: email, channels: { email: { status, statusDate } } }], ...extra };
}
