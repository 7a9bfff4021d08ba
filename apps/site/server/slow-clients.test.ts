// @vitest-environment node
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './app';
import { limitedCreateServer, PUBLIC_HTTP_LIMITS, type HttpLimits } from './http-limits';
import { loadFixtureSite } from './test-support/site-files';

/** The production limits with the timeouts shortened so the test takes seconds, not minutes. */
const TEST_LIMITS: HttpLimits = {
  ...PUBLIC_HTTP_LIMITS,
  headersTimeoutMs: 500,
  requestTimeoutMs: 1000,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 2000,
  checkIntervalMs: 100,
};
const SLOW_CLIENTS = 300;
/** A header block long enough that, at one byte per 50 ms, it would take 20 s to send. */
const SLOW_REQUEST = `GET / HTTP/1.1\r\nHost: rooted.example\r\nX-Padding: ${'p'.repeat(350)}\r\n\r\n`;

let server: Server;
let port: number;
let cleanup: () => void;

beforeAll(async () => {
  const site = await loadFixtureSite();
  cleanup = site.cleanup;
  const app = createSiteApp({ files: site.files });
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: limitedCreateServer(TEST_LIMITS) },
      () => resolve(),
    ) as Server;
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  cleanup();
});

interface SlowClient {
  /** Resolves when the server closed the socket: what it answered, and how much of the request had been sent. */
  closed: Promise<{ answer: string; sentBytes: number }>;
  socket: Socket;
}

/** A client that sends its request headers one byte every 50 ms. */
function slowClient(): SlowClient {
  const socket = connect(port, '127.0.0.1');
  let sent = 0;
  let answer = '';
  const timer = setInterval(() => {
    if (sent < SLOW_REQUEST.length && socket.writable) socket.write(SLOW_REQUEST[sent++] as string);
  }, 50);
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset is one way of being dropped
  const closed = new Promise<{ answer: string; sentBytes: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sentBytes: sent });
    }),
  );
  return { closed, socket };
}

describe('slow clients', () => {
  it(`${SLOW_CLIENTS} connections trickling headers byte by byte neither block a normal request nor stay open`, async () => {
    const clients = Array.from({ length: SLOW_CLIENTS }, slowClient);
    await new Promise((resolve) => setTimeout(resolve, 200)); // every slow socket is connected and sending

    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Home</title>');

    const results = await Promise.all(clients.map((client) => client.closed));
    for (const { answer, sentBytes } of results) {
      // Dropped by the server before the request was complete, with a 408 or a bare close.
      expect(sentBytes).toBeLessThan(SLOW_REQUEST.length);
      if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    // And the server still serves afterwards.
    expect((await fetch(`http://127.0.0.1:${port}/privacy`)).status).toBe(200);
  }, 20_000);

  it('refuses connections beyond the cap while open ones keep working', async () => {
    const capped = await new Promise<Server>((resolve) => {
      const s = limitedCreateServer({ ...TEST_LIMITS, maxConnections: 2 })((_req, res) => res.end('ok'));
      s.listen(0, '127.0.0.1', () => resolve(s));
    });
    const cappedPort = (capped.address() as AddressInfo).port;
    const holders = [connect(cappedPort, '127.0.0.1'), connect(cappedPort, '127.0.0.1')];
    await Promise.all(holders.map((socket) => new Promise((resolve) => socket.on('connect', resolve))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = connect(cappedPort, '127.0.0.1');
    extra.on('error', () => undefined);
    // Node closes a connection over the cap at once, without reading or answering it.
    const extraAnswer = await new Promise<string>((resolve) => {
      let text = '';
      extra.on('data', (chunk) => (text += chunk.toString()));
      extra.on('close', () => resolve(text));
      extra.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(extraAnswer).toBe('');
    const first = holders[0] as Socket;
    const answer = await new Promise<string>((resolve) => {
      first.once('data', (chunk) => resolve(chunk.toString()));
      first.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of holders) socket.destroy();
    await new Promise((resolve) => capped.close(resolve));
  });
});
