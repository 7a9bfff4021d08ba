import type { ListedSession } from '../../src/account/account-types';
import { validBody } from '@rooted/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Door } from './door';
import type { OwnerAccounts } from './owners';
import { hashPassword, passwordProblem } from './password';
import { publicOrigin } from './passkeys/relying-party';
import { clearCookie, COOKIES } from './session-cookie';
import type { OwnerSession } from './sessions';
import { tokenHash } from './secret-token';

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/** A password change: the current one (empty for an owner who set up with a passkey only) and the new one. */
const passwordChange = z.object({ current: z.string().max(1024).default(''), password: z.string().max(1024) });
/** Another owner's address, for their setup link. */
const setupLinkFor = z.object({ email: z.string().max(320) });

/**
 * The signed-in owner's account: their live sessions (device, when, where from) with sign-out of
 * one or of all, a password change (which ends their other sessions), and one-time setup links for
 * another owner who forgot their password.
 */
export function accountRoutes(door: Door, accounts: OwnerAccounts): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/api/admin/sessions', async (c) => {
    const current = tokenHash(c.get('sessionId'));
    const sessions = await door.store.sessions(c.get('session').owner.id);
    const listed: ListedSession[] = sessions.map((session) => ({ ...session, current: session.id === current }));
    return c.json({ sessions: listed });
  });
  app.delete('/api/admin/sessions/:id{[\\w-]{43}}', async (c) => {
    const id = c.req.param('id');
    const ended = await door.store.endSession(c.get('session').owner.id, id);
    if (!ended) return c.json({ error: 'No such session.' }, 404);
    if (id === tokenHash(c.get('sessionId'))) clearCookie(c, COOKIES.session, door.https(c));
    return c.body(null, 204);
  });
  // Sign out everywhere: this browser too.
  app.delete('/api/admin/sessions', async (c) => {
    await door.store.endSessions(c.get('session').owner.id);
    clearCookie(c, COOKIES.session, door.https(c));
    return c.body(null, 204);
  });

  app.post('/api/admin/account/password', validBody('json', passwordChange), async (c) => {
    const { current, password: next } = c.req.valid('json');
    const { owner } = c.get('session');
    // An owner who set up with a passkey only has no password to confirm.
    const record = await door.store.owner(owner.id);
    if (record?.hasPassword && !(await accounts.checkPassword(owner.email, current))) return c.json({ error: 'Your current password is not right.' }, 403);
    const problem = passwordProblem(next, owner.email, await door.siteName());
    if (problem) return c.json({ error: problem }, 422);
    await door.store.setPassword(owner.id, await hashPassword(next), c.get('sessionId'));
    return c.json({ ok: true });
  });

  // An owner who forgot their password gets a new setup link from another owner. Only existing
  // owners: creating one still needs the operator's command on the server.
  app.post('/api/admin/owners/setup-link', validBody('json', setupLinkFor), async (c) => {
    const email = c.req.valid('json').email.trim().toLowerCase();
    if (!(await door.store.ownerByEmail(email))) return c.json({ error: 'No owner has that email. Whoever runs the server adds new owners.' }, 404);
    const { setupToken } = await accounts.addOwner(email);
    const link = new URL('/admin/setup', publicOrigin(door.publicUrl, c.req.url));
    link.searchParams.set('token', setupToken);
    return c.json({ email, link: link.href }, 201);
  });
  return app;
}
