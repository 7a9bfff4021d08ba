import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDir } from './test-support/bundle-size';

/**
 * The built server (dist/server/index.js, started as a child process with databases of its own)
 * against hostile clients: huge bodies to the routes that work before signing in, objects where
 * strings belong, guessed operator tokens and uploads cut off halfway.
 */
const ADMIN_TOKEN = 'server-guards-admin-token-0123456789';
const MB = 1024 * 1024;

let server: ChildProcess;
let origin: string;
let port: number;
let dataDir: string;
let errorOutput = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rooted-e2e-guards-'));
  server = spawn(process.execPath, [join(siteDir, 'dist/server/index.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LEADS_DB: join(dataDir, 'leads.db'),
      SITE_DB: join(dataDir, 'site.db'),
      TELEMETRY_DB: join(dataDir, 'telemetry.db'),
      OPERATOR_TOKEN: ADMIN_TOKEN,
      BACKUP_SCHEDULE: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the built server exited (${code}) before listening`)));
  });
  port = Number(new URL(origin).port);
});

test.afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** The server's resident memory in bytes, from /proc. */
function residentBytes(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) * 1024;
}

/**
 * Sends `totalBytes` of body in 1 MB chunks (declared or chunked) over a raw socket as fast as it
 * takes them, and resolves with the status as soon as the server answers, whatever was sent by
 * then. A raw socket, because the server closes the connection after its early answer and an
 * HTTP client reports the broken pipe instead of the answer it already received.
 */
function sendHugeBody(
  path: string,
  totalBytes: number,
  { declare, forwardedFor }: { declare: boolean; forwardedFor: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const type = path.startsWith('/api/') ? 'application/json' : 'application/x-www-form-urlencoded';
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      // The type each route reads, so the body is refused for its size, not its type.
      `Content-Type: ${type}`,
      `X-Forwarded-For: ${forwardedFor}`,
      declare ? `Content-Length: ${totalBytes}` : 'Transfer-Encoding: chunked',
    ].join('\r\n');
    const chunk = Buffer.alloc(MB, 0x61);
    const framed = declare ? chunk : Buffer.concat([Buffer.from(`${MB.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let answer = '';
    let status = 0;
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && status === 0) {
        status = Number(match[1]);
        resolve(status);
        socket.destroy();
      }
    });
    socket.on('error', () => undefined); // a reset after the answer is the server closing, as asked
    socket.on('close', () => (status === 0 ? reject(new Error(`no answer from ${path}`)) : undefined));
    let sent = 0;
    const pump = () => {
      while (status === 0 && !socket.destroyed && sent < totalBytes) {
        sent += MB;
        const more = socket.write(framed);
        // Past the first megabyte (far over every sign-in limit) the server has all it needs to
        // refuse: give its answer a moment to arrive before more is sent, so the test reads it
        // rather than a reset from a server that closed while megabytes were still coming in.
        if (sent === MB) return void setTimeout(pump, 1_000);
        if (!more) return void socket.once('drain', pump);
      }
      if (status === 0 && !socket.destroyed && !declare) socket.write('0\r\n\r\n');
    };
    // A declared length is refused from the headers alone: likewise, a moment before any body byte.
    socket.write(`${head}\r\n\r\n`, () => (declare ? setTimeout(pump, 1_000) : pump()));
  });
}

test('a 300 MB body to each sign-in route is refused with 413 and the server stays within 50 MB of its start', async () => {
  const before = residentBytes();
  for (const [index, path] of ['/api/admin/session', '/admin/sign-in', '/admin/setup'].entries()) {
    expect(
      await sendHugeBody(path, 300 * MB, { declare: true, forwardedFor: `198.51.100.${index + 1}` }),
      `${path} declared`,
    ).toBe(413);
    expect(
      await sendHugeBody(path, 300 * MB, { declare: false, forwardedFor: `198.51.100.${index + 11}` }),
      `${path} chunked`,
    ).toBe(413);
  }
  expect(residentBytes() - before).toBeLessThan(50 * MB);
  // And it still answers.
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});

test('an object with its own toString where a string belongs is a 400 on each sign-in route, and counts against the sign-in limit', async () => {
  const hostile = JSON.stringify({ email: { toString: 1, valueOf: 1 }, password: 'x', token: { toString: 1 } });
  const post = (path: string, forwardedFor: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: hostile,
    });
  const session = await post('/api/admin/session', '192.0.2.10');
  expect(session.status).toBe(400);
  expect(((await session.json()) as { fields: Record<string, unknown> }).fields).toHaveProperty('email');
  expect((await post('/admin/sign-in', '192.0.2.11')).status).toBe(400);
  expect((await post('/admin/setup', '192.0.2.12')).status).toBe(400);

  // The per-address budget (20 in 15 minutes) is spent by malformed attempts as by wrong passwords,
  // and the IPv4-mapped form of the address shares it.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++)
    statuses.push((await post('/api/admin/session', attempt % 2 ? '::ffff:192.0.2.20' : '192.0.2.20')).status);
  expect(statuses.every((status) => status === 400)).toBe(true);
  const limited = await post('/api/admin/session', '192.0.2.20');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // No stack frames in the log.
  expect(errorOutput.split('\n').filter((line) => line.trimStart().startsWith('at '))).toEqual([]);
});

test('200 wrong operator tokens end in 429, on the lead and the telemetry admin routes', async () => {
  for (const [index, path] of ['/api/leads/status', '/api/telemetry/errors'].entries()) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await fetch(`${origin}${path}`, {
        headers: { authorization: `Bearer guess-${attempt}`, 'x-forwarded-for': `203.0.113.${index + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses[0], path).toBe(401);
    expect(statuses.at(-1), path).toBe(429);
  }
});

test('an upload cut off halfway is one short log line, not a stack', async () => {
  const logged = errorOutput.length;
  await new Promise<void>((resolve) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/admin/sign-in',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '10000',
        'x-forwarded-for': '203.0.113.77',
      },
    });
    request.on('error', () => resolve());
    request.write('email=owner%40rooted.example&password=');
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 300);
  });
  await expect.poll(() => errorOutput.slice(logged)).toContain('aborted');
  const lines = errorOutput.slice(logged).trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain(siteDir);
});
