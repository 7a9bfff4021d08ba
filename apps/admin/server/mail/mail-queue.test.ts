// @vitest-environment node
/**
 * The mail queue against a real SMTP server on loopback: a mail waits while the server is away
 * and arrives once it is back; a refused login pauses email (in plain words, without the
 * password) and a fixed account resumes it; a restart loses nothing; an erasure reaches a queued
 * notification but leaves the requester's answer, which must still go out.
 */
import { createSqliteOutbox, createSqlitePersonalData } from '@rooted/lead-capture/sqlite';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox';
import { createMail, type Mail } from './mail';
import { ANSWER_JOB_PREFIX, mailJob } from './mail-job';
import { LOGIN_REFUSED } from './smtp-errors';

const FAST = { backoff: { baseMs: 40, maxMs: 200 }, probeBackoff: { baseMs: 40, maxMs: 200 } };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'mail-queue-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function inbox(): Promise<SmtpInbox> {
  const server = await startSmtpInbox();
  cleanups.push(() => server.stop());
  return server;
}

function open(path: string, smtp: { url: string; from: string } | undefined): Mail {
  const mail = createMail({
    outbox: createSqliteOutbox({ path }),
    personalData: createSqlitePersonalData({ path }),
    smtp,
    ...FAST,
  });
  cleanups.push(() => mail.close());
  return mail;
}

const note = (id: string, to = 'owner@rooted.test', about = 'visitor@example.com') =>
  mailJob(id, about, { to, subject: `Notice ${id}`, text: `Text of ${id}`, replyTo: about }, Date.now());

/** Resolves once `check` holds, asking again whenever the worker may have moved on. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the mail queue', () => {
  it(
    'keeps a mail while the mail server is down and sends it once the server is back',
    { timeout: 20_000 },
    async () => {
      const server = await inbox();
      await server.stop();
      const mail = open(join(tempDir(), 'mail.db'), { url: server.url, from: 'Rooted <site@rooted.test>' });
      await mail.queue(note('n-1'));
      await until(
        async () =>
          mail.worker.status().state === 'running' &&
          (await mail.status()).waiting === 1 &&
          server.received.length === 0,
      );
      expect(await mail.status()).toEqual({ configured: true, waiting: 1 });
      await server.start();
      const arrived = await server.waitFor((one) => one.subject === 'Notice n-1');
      expect(arrived).toMatchObject({
        to: 'owner@rooted.test',
        from: '"Rooted" <site@rooted.test>',
        text: 'Text of n-1\n',
        replyTo: 'visitor@example.com',
      });
      await until(async () => (await mail.status()).waiting === 0);
    },
  );

  it(
    'pauses on a refused login, says so in plain words without the password, and resumes once the login works',
    { timeout: 20_000 },
    async () => {
      const server = await inbox();
      server.state.refuseLogin = true;
      const dir = tempDir();
      const mail = open(join(dir, 'mail.db'), { url: server.url, from: 'site@rooted.test' });
      await mail.queue(note('n-2'));
      await until(async () => (await mail.status()).paused !== undefined);
      expect(await mail.status()).toEqual({ configured: true, paused: LOGIN_REFUSED, waiting: 1 });
      const logins = server.state.logins;
      await until(async () => server.state.logins > logins + 1);
      // Probes, not a storm: the mail is still the only one waiting, and nothing arrived.
      expect(server.received).toEqual([]);
      server.state.refuseLogin = false;
      await server.waitFor((one) => one.subject === 'Notice n-2');
      await until(async () => (await mail.status()).paused === undefined && (await mail.status()).waiting === 0);
      for (const file of readdirSync(dir))
        expect(readFileSync(join(dir, file)).includes('inbox-password-0123')).toBe(false);
    },
  );

  it('loses nothing in a restart: a mail queued before it is sent after it', { timeout: 20_000 }, async () => {
    const server = await inbox();
    const path = join(tempDir(), 'mail.db');
    const before = createMail({ outbox: createSqliteOutbox({ path }), smtp: undefined, ...FAST });
    await before.queue(note('n-3'));
    expect(await before.status()).toEqual({ configured: false, waiting: 1 });
    await before.close();
    open(path, { url: server.url, from: 'site@rooted.test' });
    await server.waitFor((one) => one.subject === 'Notice n-3');
  });

  it(
    'an erasure removes queued mail about the address, but not the answer to the request that erased it',
    { timeout: 20_000 },
    async () => {
      const path = join(tempDir(), 'mail.db');
      const mail = open(path, undefined);
      await mail.queue(note('n-4', 'owner@rooted.test', 'gone@example.com'));
      await mail.queue(
        mailJob(
          `${ANSWER_JOB_PREFIX}req-1`,
          'gone@example.com',
          { to: 'gone@example.com', subject: 'Your request', text: 'Erased.' },
          Date.now(),
        ),
      );
      await mail.queue(note('n-5', 'owner@rooted.test', 'stays@example.com'));
      const personal = createSqlitePersonalData({ path });
      cleanups.push(() => personal.close());
      expect((await personal.erase('gone@example.com')).leads).toBe(1);
      const outbox = createSqliteOutbox({ path });
      cleanups.push(() => outbox.close());
      expect(
        outbox
          .rows()
          .map((row) => row.id)
          .sort(),
      ).toEqual(['n-5', `${ANSWER_JOB_PREFIX}req-1`]);
    },
  );
});
