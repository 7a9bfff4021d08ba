import type { ListedSession } from '../../src/account/account-types';
import { validBody } from '@rooted/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SignInContext } from './sign-in-context';
import { REAUTHENTICATE } from './fresh-auth';
import { notify } from './owner-mail';
import { normalizeEmail, type OwnerAccounts } from './owners';
import { hashPassword, passwordProblem } from './password';
import { tooManyAttempts } from './sign-in-throttle';
import { clearCookie, COOKIES } from './session-cookie';
import type { OwnerSession } from './sessions';
import { tokenHash } from './secret-token';

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/** A password change: the current one (empty for an owner who set up with a passkey only) and the new one. */
const passwordChange = z.object({ current: z.string().max(1024).default(''), password: z.string().max(1024) });
/** Another owner's address, for their setup link. */
const setupLinkFor = z.object({ email: z.string().max(320) });

/** The session itself: who is signed in (with the CSRF token to send), and signing out. */
export function sessionRoom(signIn: SignInContext) {
  return new Hono<Env>()
    .get('/', (c) => c.json({ email: c.get('session').owner.email, csrfToken: c.get('session').csrfToken }))
    .delete('/', async (c) => {
      await signIn.sessions.end(c.get('sessionId'));
      clearCookie(c, COOKIES.session, signIn.https(c));
      return c.body(null, 204);
    });
}

/**
 * The signed-in owner's live sessions (device, when, where from) with sign-out of one or of all.
 * The owner's route map mounts it at `/api/admin/sessions`.
 */
export function sessionsRoom(signIn: SignInContext) {
  return (
    new Hono<Env>()
      .get('/', async (c) => {
        const current = tokenHash(c.get('sessionId'));
        const sessions = await signIn.store.sessions(c.get('session').owner.id);
        const listed: ListedSession[] = sessions.map((session) => ({ ...session, current: session.id === current }));
        return c.json({ sessions: listed });
      })
      .delete('/:id{[\\w-]{43}}', async (c) => {
        const id = c.req.param('id');
        const ended = await signIn.store.endSession(c.get('session').owner.id, id);
        if (!ended) return c.json({ error: 'No such session.' }, 404);
        if (id === tokenHash(c.get('sessionId'))) clearCookie(c, COOKIES.session, signIn.https(c));
        return c.body(null, 204);
      })
      // Sign out everywhere: this browser too.
      .delete('/', async (c) => {
        await signIn.store.endSessions(c.get('session').owner.id);
        clearCookie(c, COOKIES.session, signIn.https(c));
        return c.body(null, 204);
      })
  );
}

/**
 * The signed-in owner's password change (which ends their other sessions), at
 * `/api/admin/account`; the change is written to the activity trail.
 */
export function accountRoom(signIn: SignInContext, accounts: OwnerAccounts) {
  // The current password is the proof for an owner who has one, and it spends the sign-in budget
  // like any guess. An owner who set up with a passkey only proves themselves with it first.
  return new Hono<Env>().post('/password', validBody('json', passwordChange), async (c) => {
    const { current, password: next } = c.req.valid('json');
    const { owner } = c.get('session');
    const record = await signIn.store.owner(owner.id);
    if (record?.hasPassword) {
      const limited = await signIn.throttle.password(
        { account: owner.email, ip: signIn.ip(c), device: await signIn.device(c, owner.id) },
        signIn.now(),
      );
      if (!limited.allowed) return c.json({ error: tooManyAttempts(limited.retryAfterMs) }, 429);
      if (!(await accounts.checkPassword(owner.email, current)))
        return c.json({ error: 'Your current password is not right.' }, 403);
    } else if (!(await signIn.freshAuth.fresh(c.get('sessionId'), owner.id))) {
      return c.json(REAUTHENTICATE, 403);
    }
    const problem = passwordProblem(next, owner.email, await signIn.siteName());
    if (problem) return c.json({ error: problem }, 422);
    await signIn.store.setPassword(owner.id, await hashPassword(next), c.get('sessionId'));
    await signIn.audit?.({
      owner: owner.email,
      action: 'changed-password',
      detail: 'Changed their password; their other sessions were signed out.',
    });
    await notify(
      signIn.ownerMail,
      owner.email,
      'Your password was changed',
      `The password of your account on ${new URL(signIn.publicUrl).host} was changed, and your other sessions were signed out.\n\nIf this was not you, ask whoever runs the server for a new setup link at once.`,
    );
    return c.json({ ok: true });
  });
}

/** One-time setup links for another owner who forgot their password, at `/api/admin/owners`. */
export function ownersRoom(signIn: SignInContext, accounts: OwnerAccounts) {
  // An owner who forgot their password gets a new setup link from another owner, who proved who
  // they are in the last few minutes. Only existing owners, and never oneself: a link for oneself
  // would skip the current password and the passkey requirement, so the operator's command on the
  // server (`site-owner`) is the only way to one's own link. With mail, the link goes to the owner
  // it is for and is never shown to the one who asked.
  return new Hono<Env>().post(
    '/setup-link',
    validBody('json', setupLinkFor),
    signIn.freshAuth.required(),
    async (c) => {
      const email = normalizeEmail(c.req.valid('json').email);
      const caller = c.get('session').owner;
      if (email === caller.email)
        return c.json(
          {
            error:
              'You cannot make a setup link for yourself. Change your password or passkeys here, or ask whoever runs the server.',
          },
          403,
        );
      if (!(await signIn.store.ownerByEmail(email)))
        return c.json({ error: 'No owner has that email. Whoever runs the server adds new owners.' }, 404);
      const { setupToken } = await accounts.addOwner(email);
      // The host comes from the site's configured address only, never from the request's Host header.
      const link = new URL('/admin/setup', new URL(signIn.publicUrl).origin);
      link.searchParams.set('token', setupToken);
      await signIn.audit?.({
        owner: caller.email,
        action: 'setup-link',
        detail: `Made a setup link for ${email}${signIn.ownerMail ? ', sent to them by mail' : ''}.`,
      });
      if (!signIn.ownerMail) return c.json({ email, link: link.href }, 201);
      try {
        await signIn.ownerMail.send(
          email,
          'A link to set up your sign-in',
          `${caller.email} made you a link to choose a new password or passkey for ${link.host}. It works once, for a day:\n\n${link.href}\n\nSigning in with it signs out your other sessions. If you did not ask for it, tell ${caller.email} and whoever runs the server.`,
        );
      } catch {
        return c.json({ error: 'The mail with the link could not be sent. Try again in a few minutes.' }, 502);
      }
      return c.json({ email, sent: true }, 201);
    },
  );
}
