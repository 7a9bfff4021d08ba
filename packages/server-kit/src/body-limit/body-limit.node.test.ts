import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../error-handler/error-handler.js';
import { bodyLimit } from './body-limit.js';

// The same limits as body-limit.test.ts, through a real Node server: there the body is read
// straight from Node's request stream rather than through a `Request`, and every reader a route
// might use has to meet the limits all the same.

const warnings: string[] = [];
const logger = { warn: (line: string) => warnings.push(line), error: (line: string) => warnings.push(line) };

function app() {
  const hono = new Hono();
  hono.onError(errorHandler({ logger }));
  const sum = (bytes: Uint8Array) => bytes.reduce((a, b) => a + b, 0);
  hono.post('/bytes', bodyLimit({ maxBytes: 1000 }), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json({ size: bytes.byteLength, sum: sum(bytes) });
  });
  hono.post('/text', bodyLimit({ maxBytes: 1000 }), async (c) => c.json({ text: await c.req.text() }));
  hono.post('/json', bodyLimit({ maxBytes: 1000 }), async (c) => c.json({ parsed: await c.req.json() }));
  hono.post('/form', bodyLimit({ maxBytes: 1000 }), async (c) => c.json({ form: await c.req.parseBody() }));
  hono.post('/raw', bodyLimit({ maxBytes: 1000 }), async (c) => {
    const bytes = new Uint8Array(await new Response(c.req.raw.body).arrayBuffer());
    return c.json({ size: bytes.byteLength, sum: sum(bytes) });
  });
  hono.post('/slow', bodyLimit({ maxBytes: 1000, timeoutMs: 100 }), async (c) => c.json({ text: await c.req.text() }));
  hono.post('/nested', bodyLimit({ maxBytes: 1000 }), bodyLimit({ maxBytes: 5000 }), async (c) =>
    c.json({ text: await c.req.text() }),
  );
  hono.post('/refuse', bodyLimit({ maxBytes: 1000 }), (c) => c.json({ error: 'no' }, 403));
  return hono;
}

let server: ServerType;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  agent.destroy();
  server.close();
});

/** POSTs `chunks` (chunked unless `length` is declared) and returns status, headers and body. */
function post(path: string, chunks: readonly Uint8Array[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** Sends raw HTTP/1.1 on its own socket, keeps it open, and resolves with the first answer line. */
function rawExchange(head: string, bodyPart: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head + bodyPart));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        resolve(answer.slice(0, answer.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

describe('bodyLimit under @hono/node-server', () => {
  it('passes any body within the limit through every reader unchanged, and refuses any body over it (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 400 }), { maxLength: 5 }),
        fc.boolean(),
        fc.constantFrom('/bytes', '/raw'),
        async (chunks, declare, path) => {
          const size = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
          const sum = chunks.reduce((total, chunk) => total + chunk.reduce((a, b) => a + b, 0), 0);
          const headers: Record<string, string> = declare
            ? { 'content-length': String(size) }
            : { 'transfer-encoding': 'chunked' };
          const answer = await post(path, chunks, headers);
          if (size <= 1000) {
            expect(answer.status).toBe(200);
            expect(JSON.parse(answer.body)).toEqual({ size, sum });
          } else {
            expect(answer.status).toBe(413);
            expect(answer.connection).toBe('close');
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('decodes text, JSON and form bodies as a Request would (a byte-order mark dropped, UTF-8 kept)', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(JSON.parse((await post('/text', [new Uint8Array([0xef, 0xbb, 0xbf]), encode('héllo ✓')])).body)).toEqual({
      text: 'héllo ✓',
    });
    expect(JSON.parse((await post('/json', [encode('{"a":[1,'), encode('"ü"]}')])).body)).toEqual({
      parsed: { a: [1, 'ü'] },
    });
    const form = await post('/form', [encode('name=Ann+Lee&city=K%C3%B6ln')], {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(JSON.parse(form.body)).toEqual({ form: { name: 'Ann Lee', city: 'Köln' } });
  });

  it('refuses a chunked body once it passes the limit, and the tighter of two limits holds', async () => {
    const kilobyte = new Uint8Array(1024);
    expect((await post('/text', [kilobyte, kilobyte, kilobyte], { 'transfer-encoding': 'chunked' })).status).toBe(413);
    expect((await post('/nested', [new Uint8Array(1500)], { 'transfer-encoding': 'chunked' })).status).toBe(413);
    expect((await post('/nested', [new Uint8Array(900)])).status).toBe(200);
  });

  it('answers 408 when the body trickles past its deadline', async () => {
    const line = await rawExchange('POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n', 'only ten b');
    expect(line).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('lets a guard refuse without waiting for a body that never comes', async () => {
    // The client declares 100 bytes and sends 10: an answer at all proves nobody waited to read it.
    const line = await rawExchange('POST /refuse HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n', 'only ten b');
    expect(line).toBe('HTTP/1.1 403 Forbidden');
  });

  it('logs a client that leaves mid-body as one short line', async () => {
    warnings.length = 0;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('POST /text HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\nhalf a body');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    await expect.poll(() => warnings).toEqual(['request aborted by the client: POST /text']);
  });
});
