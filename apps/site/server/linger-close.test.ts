// @vitest-environment node
import { serve } from '@hono/node-server';
import { bodyLimit } from '@rooted/server-kit';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedCreateServer, PUBLIC_HTTP_LIMITS } from './http-limits';

let server: Server;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.post('/sign-in', bodyLimit({ maxBytes: 4096 }), async (c) => c.text(await c.req.text()));
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer: limitedCreateServer({ ...PUBLIC_HTTP_LIMITS, lingerMs: 1_000 }),
      },
      () => resolve(),
    ) as Server;
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * The client, on a thread of its own as a browser is a process of its own (sharing the server's
 * event loop would order its reads and the server's close for it). It streams a 64 MB body as
 * fast as the socket takes it, without waiting for an answer, as a browser uploads a form, and
 * posts the status line's code, or 0 when the connection ended without one. With `read: false`
 * it never reads and never stops sending, and posts once the server has closed.
 */
const CLIENT = `
const { connect } = require('node:net');
const { parentPort, workerData: { port, declare, read } } = require('node:worker_threads');
const MB = 1024 * 1024;
const socket = connect(port, '127.0.0.1');
const total = read ? 64 * MB : Infinity;
const chunk = Buffer.alloc(MB, 0x61);
const framed = declare ? chunk : Buffer.concat([Buffer.from(MB.toString(16) + '\\r\\n'), chunk, Buffer.from('\\r\\n')]);
let answer = '';
let status = 0;
if (read) {
  socket.on('data', (data) => {
    answer += data.toString('latin1');
    const match = /^HTTP\\/1\\.1 (\\d{3})/.exec(answer);
    if (match && status === 0) {
      status = Number(match[1]);
      socket.destroy();
    }
  });
} else socket.pause();
socket.on('error', () => undefined);
socket.on('close', () => parentPort.postMessage(status));
let sent = 0;
const pump = () => {
  while (!socket.destroyed && sent < total) {
    sent += MB;
    if (!socket.write(framed)) return void socket.once('drain', pump);
  }
};
const length = declare ? 'Content-Length: ' + total : 'Transfer-Encoding: chunked';
socket.write('POST /sign-in HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: text/plain\\r\\n' + length + '\\r\\n\\r\\n');
pump();
`;

function streamHugeBody({ declare, read = true }: { declare: boolean; read?: boolean }): Promise<number> {
  const client = new Worker(CLIENT, { eval: true, workerData: { port, declare, read } });
  return new Promise<number>((resolve, reject) => {
    client.once('message', (status: number) => resolve(status));
    client.once('error', reject);
  }).finally(() => client.terminate());
}

describe('a body over the limit, still streaming when the server refuses it', () => {
  it('the client reads the 413 every time, not a reset (declared and chunked, 20 times each)', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      statuses.push(await streamHugeBody({ declare: true }));
      statuses.push(await streamHugeBody({ declare: false }));
    }
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 413));
  }, 120_000);

  it('a client that never stops sending nor reads is still cut off', async () => {
    // Resolves only once the server has closed the connection, which it does after the linger time.
    expect(await streamHugeBody({ declare: false, read: false })).toBe(0);
  }, 60_000);
});
