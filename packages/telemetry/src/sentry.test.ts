import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTelemetryHandler } from './handler';
import { silentTelemetryLogger } from './logger';
import { createMemoryTelemetryStore } from './memory-store';
import { createSentryForwarder, parseSentryDsn } from './sentry';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for a Sentry server: records each request, answers `status`. */
async function fakeSentry(status = 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('parseSentryDsn', () => {
  it('reads key, host, path prefix and project into the envelope URL', () => {
    expect(parseSentryDsn('https://abc123@o1.ingest.example/42')).toEqual({
      envelopeUrl: 'https://o1.ingest.example/api/42/envelope/',
      publicKey: 'abc123',
      projectId: '42',
    });
    expect(parseSentryDsn('http://k@127.0.0.1:9000/sentry/7')?.envelopeUrl).toBe(
      'http://127.0.0.1:9000/sentry/api/7/envelope/',
    );
  });

  it('refuses what is not a DSN', () => {
    expect(parseSentryDsn('not a url')).toBeNull();
    expect(parseSentryDsn('https://o1.ingest.example/42')).toBeNull();
    expect(parseSentryDsn('https://k@o1.ingest.example/project')).toBeNull();
    expect(() => createSentryForwarder({ dsn: 'nope' })).toThrow(/SENTRY_DSN/);
  });
});

describe('forwarding to a Sentry-compatible server', () => {
  it('posts each stored report as an envelope the server can read, without personal data', async () => {
    const fake = await fakeSentry();
    servers.push(fake.server);
    const forward = createSentryForwarder({
      dsn: `${fake.url.replace('//', '//pubkey@')}/42`,
      environment: 'production',
      logger: silentTelemetryLogger,
    });
    const handler = createTelemetryHandler({
      store: createMemoryTelemetryStore(),
      onErrorReport: forward,
      logger: silentTelemetryLogger,
    });
    const response = await handler(
      new Request('https://site.example/api/telemetry/errors', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 Firefox/133.0' },
        body: JSON.stringify({
          kind: 'unhandledrejection',
          message: 'TypeError: no lead for ann@example.org',
          stack:
            'TypeError: no lead\n    at submit (https://site.example/assets/join-Ab12Cd34.js?x=1:10:5)\n    at onClick (https://site.example/assets/index-Zz12Yy34.js:2:30)',
          route: '/join',
          release: 'build-7',
        }),
      }),
    );
    expect(response.status).toBe(204);
    await forward.idle();

    expect(fake.received).toHaveLength(1);
    const [request] = fake.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/42/envelope/');
    expect(request.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(request.headers['x-sentry-auth']).toMatch(/^Sentry sentry_version=7, sentry_key=pubkey, sentry_client=/);

    const [headerLine, itemLine, payload, rest] = request.body.split('\n');
    expect(rest).toBe('');
    const header = JSON.parse(headerLine as string) as { event_id: string; sent_at: string };
    const item = JSON.parse(itemLine as string) as { type: string; length: number };
    const event = JSON.parse(payload as string) as Record<string, unknown> & {
      exception: {
        values: {
          type: string;
          value: string;
          stacktrace: { frames: { function?: string; filename?: string; lineno?: number }[] };
        }[];
      };
    };
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(Number.isNaN(Date.parse(header.sent_at))).toBe(false);
    expect(item).toMatchObject({ type: 'event', length: Buffer.byteLength(payload as string) });
    expect(event).toMatchObject({
      event_id: header.event_id,
      platform: 'javascript',
      level: 'error',
      release: 'build-7',
      environment: 'production',
      tags: { route: '/join', browser: 'Firefox 133', kind: 'unhandledrejection' },
    });
    const [exception] = event.exception.values;
    expect(exception?.type).toBe('TypeError');
    expect(exception?.stacktrace.frames.map((frame) => [frame.function, frame.lineno])).toEqual([
      ['onClick', 2],
      ['submit', 10],
    ]);
    expect(request.body).not.toContain('ann@example.org');
    expect(request.body).not.toContain('x=1');
  });

  it('never lets a failing or unreachable Sentry change the beacon answer', async () => {
    const fake = await fakeSentry(500);
    servers.push(fake.server);
    const warnings: string[] = [];
    const logger = { ...silentTelemetryLogger, warn: (message: string) => warnings.push(message) };
    for (const dsn of [`${fake.url.replace('//', '//k@')}/1`, 'http://k@127.0.0.1:1/1']) {
      const forward = createSentryForwarder({ dsn, logger, timeoutMs: 2000 });
      const handler = createTelemetryHandler({
        store: createMemoryTelemetryStore(),
        onErrorReport: forward,
        logger: silentTelemetryLogger,
      });
      const response = await handler(
        new Request('https://site.example/api/telemetry/errors', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ message: 'boom', route: '/' }),
        }),
      );
      expect(response.status).toBe(204);
      await forward.idle();
    }
    expect(warnings).toEqual(['Sentry did not accept an error report', 'Could not forward an error report to Sentry']);
  });
});
