// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { OWNER, testAdmin } from '../test-support/owner-api';
import { FRESH_AUTH_MS } from './fresh-auth';

const SECOND = 'second@rooted.example';

/** A mail server that keeps what it was given, or refuses everything. */
function recordingMail(fail = false) {
  const sent: { to: string; subject: string; text: string }[] = [];
  return {
    sent,
    async send(to: string, subject: string, text: string) {
      if (fail) throw new Error('SMTP server unreachable');
      sent.push({ to, subject, text });
    },
  };
}

/** The admin routes with a second owner, the owner signed in, and the trail recorded. */
async function stolenSession(options: Parameters<typeof testAdmin>[2] = {}) {
  const trail: { owner: string; action: string; detail: string }[] = [];
  const admin = await testAdmin(defaultSiteContent, {}, { audit: async (entry) => void trail.push(entry), ...options });
  await admin.accounts.addOwner(SECOND);
  const { cookie, csrfToken } = await admin.session();
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  const post = (path: string, body: unknown, method = 'POST') =>
    admin.call(path, { method, headers, body: JSON.stringify(body) });
  // The thief uses the cookie later than the owner signed in: the session is live, the proof is not.
  admin.clock.now += FRESH_AUTH_MS + 1000;
  expect((await admin.call('/api/admin/session', { headers: { cookie } })).status).toBe(200);
  return { ...admin, trail, post, headers };
}

describe('acts that hand over an account need the owner, freshly', { timeout: 180_000 }, () => {
  it('a stolen session gets no setup link for another owner; after the password, the link goes by mail to that owner, never to the caller', async () => {
    const mail = recordingMail();
    const { post, trail, accounts } = await stolenSession({ ownerMail: mail, publicUrl: 'https://rooted.example' });
    const refused = await post('/api/admin/owners/setup-link', { email: SECOND });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reauthenticate: true });
    expect(mail.sent).toEqual([]);
    expect((await post('/api/admin/account/reauthenticate', { password: 'a guess at the password' })).status).toBe(403);
    expect((await post('/api/admin/owners/setup-link', { email: SECOND })).status).toBe(403);

    expect((await post('/api/admin/account/reauthenticate', { password: OWNER.password })).status).toBe(200);
    const issued = await post('/api/admin/owners/setup-link', { email: SECOND });
    expect(issued.status).toBe(201);
    const answer = await issued.text();
    expect(answer).not.toMatch(/token|\/admin\/setup/);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe(SECOND);
    const link = /https:\/\/rooted\.example\/admin\/setup\?token=[\w-]{43}/.exec(mail.sent[0]!.text)?.[0];
    expect(link).toBeDefined();
    expect(
      await accounts.completeSetup(new URL(link!).searchParams.get('token')!, 'plum ladder glacier river'),
    ).toMatchObject({ ok: true });
    expect(trail).toContainEqual(
      expect.objectContaining({ owner: OWNER.email, action: 'setup-link', detail: expect.stringContaining(SECOND) }),
    );
  });

  it('no owner gets a setup link for themselves, however fresh', async () => {
    const { post, trail } = await stolenSession();
    await post('/api/admin/account/reauthenticate', { password: OWNER.password });
    const own = await post('/api/admin/owners/setup-link', { email: ` ${OWNER.email.toUpperCase()} ` });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: string }).error).toMatch(/yourself/);
    expect(trail).toEqual([]);
  });

  it('without mail, the re-authenticated caller is shown the link, its host from the site’s address and never from the Host header', async () => {
    const { app, post, headers } = await stolenSession({ publicUrl: 'http://127.0.0.1:4321' });
    await post('/api/admin/account/reauthenticate', { password: OWNER.password });
    const issued = await app.request(
      'http://evil.example/api/admin/owners/setup-link',
      {
        method: 'POST',
        headers: { ...headers, origin: 'http://evil.example', host: 'evil.example' },
        body: JSON.stringify({ email: SECOND }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(issued.status).toBe(201);
    expect(((await issued.json()) as { link: string }).link).toMatch(
      /^http:\/\/127\.0\.0\.1:4321\/admin\/setup\?token=[\w-]{43}$/,
    );
  });

  it('a mail that cannot be sent shows no link', async () => {
    const { post } = await stolenSession({ ownerMail: recordingMail(true) });
    await post('/api/admin/account/reauthenticate', { password: OWNER.password });
    const failed = await post('/api/admin/owners/setup-link', { email: SECOND });
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toMatch(/token/);
  });

  it('removing or adding a passkey needs a fresh proof; the removal is in the trail and told to the owner', async () => {
    const mail = recordingMail();
    const { post, stores, accounts, trail } = await stolenSession({ ownerMail: mail });
    const owner = (await accounts.list())[0]!;
    await stores.signIn.addPasskey(owner.id, {
      id: 'key-a',
      publicKey: 'AQID',
      counter: 0,
      transports: [],
      name: 'Laptop',
    });
    expect((await post('/api/admin/passkeys/key-a', undefined, 'DELETE')).status).toBe(403);
    expect((await post('/api/admin/passkeys/options', {})).status).toBe(403);
    expect(await stores.signIn.passkeys(owner.id)).toHaveLength(1);
    await post('/api/admin/account/reauthenticate', { password: OWNER.password });
    expect((await post('/api/admin/passkeys/key-a', undefined, 'DELETE')).status).toBe(200);
    expect((await post('/api/admin/passkeys/options', {})).status).toBe(200);
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'removed-passkey', detail: expect.stringContaining('Laptop') }),
    );
    expect(mail.sent).toContainEqual(
      expect.objectContaining({ to: OWNER.email, subject: 'A passkey was removed from your account' }),
    );
  });

  it('the proof lasts a few minutes, then is needed again', async () => {
    const { post, clock } = await stolenSession();
    await post('/api/admin/account/reauthenticate', { password: OWNER.password });
    clock.now += FRESH_AUTH_MS - 1000;
    expect((await post('/api/admin/owners/setup-link', { email: SECOND })).status).toBe(201);
    clock.now += 2000;
    expect((await post('/api/admin/owners/setup-link', { email: SECOND })).status).toBe(403);
  });

  it('a password change takes the current password as its proof, spends the sign-in budget on it, and is in the trail', async () => {
    const { post, trail } = await stolenSession();
    let last = 0;
    for (let guess = 0; guess < 12; guess++)
      last = (
        await post('/api/admin/account/password', {
          current: `guess number ${guess}`,
          password: 'plum ladder glacier river',
        })
      ).status;
    expect(last).toBe(429);
    const ok = await stolenSession();
    expect(
      (await ok.post('/api/admin/account/password', { current: OWNER.password, password: 'plum ladder glacier river' }))
        .status,
    ).toBe(200);
    expect(ok.trail).toContainEqual(expect.objectContaining({ action: 'changed-password' }));
    expect(trail).toEqual([]);
  });

  it('an owner without a password proves themselves before setting one', async () => {
    const { post, db } = await stolenSession();
    db!.prepare('UPDATE owners SET password_hash = NULL').run();
    const refused = await post('/api/admin/account/password', { current: '', password: 'plum ladder glacier river' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reauthenticate: true });
  });
});
