import { originAllowed, validBody } from '@rooted/server-kit';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { SignInContext } from '../sign-in-context';
import { spendOnMalformed } from '../malformed-body';
import { safeReturnPath } from '../return-path';
import { notify } from '../owner-mail';
import { MAX_PASSKEY_NAME } from '../sign-in-store';
import type { OwnerSession } from '../sessions';
import { tooManyAttempts } from '../sign-in-throttle';
import { createPasskeyCeremonies, passkeyAnswer } from './passkey-ceremonies';
import { relyingPartyFor } from './relying-party';

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/** A passkey's name as the owner typed it: trimmed, bounded, a default when empty. */
const passkeyName = (value: string | undefined) => (value ?? '').trim().slice(0, MAX_PASSKEY_NAME) || 'Passkey';

// What each route takes. A name longer than a passkey keeps is cut, not refused (as typed in a form).
const name = z.string().max(1024).optional();
const setupToken = z.string().max(256);
const signInBody = z.object({ response: passkeyAnswer, next: z.string().max(2048).optional() });
const setupOptionsBody = z.object({ token: setupToken });
const setupBody = z.object({ token: setupToken, response: passkeyAnswer, name });
const addBody = z.object({ response: passkeyAnswer, name });
const renameBody = z.object({ name: z.string().max(1024) });
const requiredBody = z.object({ required: z.boolean() });

/**
 * Passkey routes that work before sign-in, mounted at `/api/admin/passkey`: signing in with one
 * (no email or password typed) and registering one through a setup link instead of choosing a
 * password. No session guard stands in front of them, so every request passes the Origin check here first.
 */
export function passkeySignInRoom(signIn: SignInContext): Hono {
  const ceremonies = createPasskeyCeremonies(signIn.store);
  const rp = (c: Context) => relyingPartyFor(signIn.publicUrl, c.req.url);
  const app = new Hono();
  app.use('*', async function sameOriginOnly(c, next) {
    if (!originAllowed(c)) return c.json({ error: 'Cross-origin request refused.' }, 403);
    await next();
  });

  app.post('/sign-in/options', async (c) => c.json(await ceremonies.authenticationOptions(rp(c))));
  // Passkey attempts have a budget of their own, spent before the body is read: password failures never spend it.
  const passkeyBudget: MiddlewareHandler = async (c, next) => {
    const limited = await signIn.throttle.passkey(signIn.ip(c), signIn.now());
    if (limited.allowed) return next();
    c.header('Retry-After', String(Math.ceil(limited.retryAfterMs / 1000)));
    return c.json({ error: tooManyAttempts(limited.retryAfterMs) }, 429);
  };
  app.post('/sign-in', passkeyBudget, validBody('json', signInBody), async (c) => {
    const body = c.req.valid('json');
    const passkey = await ceremonies.verifyAuthentication(rp(c), body.response);
    const owner = passkey && (await signIn.store.owner(passkey.ownerId));
    if (!owner)
      return c.json({ error: 'That passkey was not accepted. Try again, or sign in with your password.' }, 401);
    const { csrfToken } = await signIn.startSession(c, owner, 'passkey');
    return c.json({ email: owner.email, csrfToken, next: safeReturnPath(body.next) });
  });

  // A malformed setup body counts like a malformed sign-in (as the setup form's does).
  const setupProblem = spendOnMalformed(signIn, (c, retryAfterMs) =>
    retryAfterMs === undefined
      ? c.json({ error: 'Open the setup link again.' }, 400)
      : c.json({ error: tooManyAttempts(retryAfterMs) }, 429),
  );
  const setupHooks = {
    onWrongType: setupProblem,
    onInvalid: async (c: Context, problem: { error: string; fields: Record<string, string[]> }) => {
      const answer = await setupProblem(c);
      return answer.status === 400
        ? c.json({ error: `Open the setup link again. ${problem.error}`, fields: problem.fields }, 400)
        : answer;
    },
  };
  app.post('/setup/options', validBody('json', setupOptionsBody, setupHooks), async (c) => {
    const owner = await signIn.store.setupOwner(c.req.valid('json').token);
    if (!owner) return c.json({ error: 'This setup link has expired or was already used. Ask for a new one.' }, 400);
    return c.json(await ceremonies.registrationOptions('passkey-setup', rp(c), await signIn.siteName(), owner));
  });
  app.post('/setup', validBody('json', setupBody, setupHooks), async (c) => {
    const body = c.req.valid('json');
    const owner = await signIn.store.setupOwner(body.token);
    const passkey =
      owner &&
      (await ceremonies.verifyRegistration('passkey-setup', rp(c), owner.id, body.response, passkeyName(body.name)));
    const done = passkey && (await signIn.store.completeSetupWithPasskey(body.token, passkey));
    if (!done)
      return c.json(
        { error: 'The passkey could not be saved: the setup link has expired or the answer was not valid. Try again.' },
        400,
      );
    return c.json({ ok: true, email: done.email });
  });
  return app;
}

/**
 * The signed-in owner's passkeys: list, add, rename, remove, and the "passkey required" setting.
 * The owner's route map mounts it at `/api/admin/passkeys`.
 */
export function passkeysRoom(signIn: SignInContext) {
  const ceremonies = createPasskeyCeremonies(signIn.store);
  const rp = (c: Context) => relyingPartyFor(signIn.publicUrl, c.req.url);
  const overview = async (ownerId: number) => {
    const owner = await signIn.store.owner(ownerId);
    return {
      passkeys: await signIn.store.passkeys(ownerId),
      requirePasskey: owner?.requirePasskey ?? false,
      hasPassword: owner?.hasPassword ?? false,
    };
  };

  // Adding a passkey gives whoever holds it the account for good; removing one can lock its owner
  // out: both need a fresh proof of who is asking.
  const fresh = signIn.freshAuth.required();
  return new Hono<Env>()
    .get('/', async (c) => c.json(await overview(c.get('session').owner.id)))
    .post('/options', fresh, async (c) =>
      c.json(
        await ceremonies.registrationOptions('passkey-add', rp(c), await signIn.siteName(), c.get('session').owner),
      ),
    )
    .post('/', validBody('json', addBody), fresh, async (c) => {
      const body = c.req.valid('json');
      const { owner } = c.get('session');
      const passkey = await ceremonies.verifyRegistration(
        'passkey-add',
        rp(c),
        owner.id,
        body.response,
        passkeyName(body.name),
      );
      if (!passkey)
        return c.json(
          { error: 'The passkey was not saved: the answer was not valid or came too late. Try again.' },
          400,
        );
      await signIn.store.addPasskey(owner.id, passkey);
      await signIn.audit?.({
        owner: owner.email,
        action: 'added-passkey',
        detail: `Added the passkey “${passkey.name}”.`,
      });
      await notify(
        signIn.ownerMail,
        owner.email,
        'A passkey was added to your account',
        `The passkey “${passkey.name}” was added to your account on ${new URL(signIn.publicUrl).host}. If this was not you, sign in and remove it, and ask whoever runs the server for help.`,
      );
      return c.json(await overview(owner.id), 201);
    })
    .patch('/:id{[\\w-]{1,1024}}', validBody('json', renameBody), async (c) => {
      const renamed = await signIn.store.renamePasskey(
        c.get('session').owner.id,
        c.req.param('id'),
        passkeyName(c.req.valid('json').name),
      );
      return renamed ? c.json(await overview(c.get('session').owner.id)) : c.json({ error: 'No such passkey.' }, 404);
    })
    .delete('/:id{[\\w-]{1,1024}}', fresh, async (c) => {
      const { owner } = c.get('session');
      const current = await overview(owner.id);
      if (!current.passkeys.some((passkey) => passkey.id === c.req.param('id')))
        return c.json({ error: 'No such passkey.' }, 404);
      // The last passkey of an account that needs one (or has no password) would lock its owner out.
      if (current.passkeys.length === 1 && (current.requirePasskey || !current.hasPassword)) {
        return c.json(
          { error: 'This is your only way to sign in. Add another passkey (or turn off “passkey required”) first.' },
          409,
        );
      }
      const name = current.passkeys.find((passkey) => passkey.id === c.req.param('id'))?.name ?? 'Passkey';
      const removed = await signIn.store.removePasskey(owner.id, c.req.param('id'), c.get('sessionId'));
      if (!removed) return c.json({ error: 'No such passkey.' }, 404);
      await signIn.audit?.({
        owner: owner.email,
        action: 'removed-passkey',
        detail: `Removed the passkey “${name}”; their other sessions were signed out.`,
      });
      await notify(
        signIn.ownerMail,
        owner.email,
        'A passkey was removed from your account',
        `The passkey “${name}” was removed from your account on ${new URL(signIn.publicUrl).host}, and your other sessions were signed out. If this was not you, ask whoever runs the server for a new setup link at once.`,
      );
      return c.json(await overview(owner.id));
    })
    .put('/required', validBody('json', requiredBody), async (c) => {
      const { required } = c.req.valid('json');
      const { owner } = c.get('session');
      if (required && (await signIn.store.passkeys(owner.id)).length === 0)
        return c.json({ error: 'Add a passkey before you require one.' }, 409);
      await signIn.store.setRequirePasskey(owner.id, required);
      return c.json(await overview(owner.id));
    });
}
