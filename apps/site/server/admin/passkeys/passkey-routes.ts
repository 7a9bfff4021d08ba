import { Hono, type Context } from 'hono';
import type { Door } from '../door';
import { readBody } from '../request-body';
import { safeReturnPath } from '../return-path';
import { MAX_PASSKEY_NAME } from '../sign-in-store';
import type { OwnerSession } from '../sessions';
import { tooManyAttempts } from '../sign-in-throttle';
import { createPasskeyCeremonies } from './passkey-ceremonies';
import { relyingPartyFor } from './relying-party';

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/** A passkey's name as the owner typed it: trimmed, bounded, a default when empty. */
const passkeyName = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_PASSKEY_NAME) : '') || 'Passkey';

/**
 * Passkey routes that work before sign-in: signing in with one (no email or password typed) and
 * registering one through a setup link instead of choosing a password. Every POST passes the
 * origin check of the caller (`sameOrigin`) first.
 */
export function publicPasskeyRoutes(door: Door, sameOrigin: (c: Context) => boolean): Hono {
  const ceremonies = createPasskeyCeremonies(door.store);
  const rp = (c: Context) => relyingPartyFor(door.publicUrl, c.req.url);
  const app = new Hono();
  app.use('/api/admin/passkey/*', async (c, next) => {
    if (!sameOrigin(c)) return c.json({ error: 'Cross-origin request refused.' }, 403);
    await next();
  });

  app.post('/api/admin/passkey/sign-in/options', async (c) => c.json(await ceremonies.authenticationOptions(rp(c))));
  app.post('/api/admin/passkey/sign-in', async (c) => {
    // Passkey attempts have a budget of their own: password failures never spend it.
    const limited = await door.throttle.passkey(door.ip(c), door.now());
    if (!limited.allowed) {
      c.header('Retry-After', String(Math.ceil(limited.retryAfterMs / 1000)));
      return c.json({ error: tooManyAttempts(limited.retryAfterMs) }, 429);
    }
    const body = await readBody(c);
    const passkey = await ceremonies.verifyAuthentication(rp(c), body?.response);
    const owner = passkey && (await door.store.owner(passkey.ownerId));
    if (!owner) return c.json({ error: 'That passkey was not accepted. Try again, or sign in with your password.' }, 401);
    const { csrfToken } = await door.startSession(c, owner, 'passkey');
    return c.json({ email: owner.email, csrfToken, next: safeReturnPath(body?.next) });
  });

  app.post('/api/admin/passkey/setup/options', async (c) => {
    const body = await readBody(c);
    const owner = await door.store.setupOwner(String(body?.token ?? ''));
    if (!owner) return c.json({ error: 'This setup link has expired or was already used. Ask for a new one.' }, 400);
    return c.json(await ceremonies.registrationOptions('passkey-setup', rp(c), await door.siteName(), owner));
  });
  app.post('/api/admin/passkey/setup', async (c) => {
    const body = await readBody(c);
    const token = String(body?.token ?? '');
    const owner = await door.store.setupOwner(token);
    const passkey = owner && (await ceremonies.verifyRegistration('passkey-setup', rp(c), owner.id, body?.response, passkeyName(body?.name)));
    const done = passkey && (await door.store.completeSetupWithPasskey(token, passkey));
    if (!done) return c.json({ error: 'The passkey could not be saved: the setup link has expired or the answer was not valid. Try again.' }, 400);
    return c.json({ ok: true, email: done.email });
  });
  return app;
}

/** The signed-in owner's passkeys: list, add, rename, remove, and the "passkey required" setting. */
export function accountPasskeyRoutes(door: Door): Hono<Env> {
  const ceremonies = createPasskeyCeremonies(door.store);
  const rp = (c: Context) => relyingPartyFor(door.publicUrl, c.req.url);
  const app = new Hono<Env>();
  const overview = async (ownerId: number) => {
    const owner = await door.store.owner(ownerId);
    return { passkeys: await door.store.passkeys(ownerId), requirePasskey: owner?.requirePasskey ?? false, hasPassword: owner?.hasPassword ?? false };
  };

  app.get('/api/admin/passkeys', async (c) => c.json(await overview(c.get('session').owner.id)));
  app.post('/api/admin/passkeys/options', async (c) => c.json(await ceremonies.registrationOptions('passkey-add', rp(c), await door.siteName(), c.get('session').owner)));
  app.post('/api/admin/passkeys', async (c) => {
    const body = await readBody(c);
    const { owner } = c.get('session');
    const passkey = await ceremonies.verifyRegistration('passkey-add', rp(c), owner.id, body?.response, passkeyName(body?.name));
    if (!passkey) return c.json({ error: 'The passkey was not saved: the answer was not valid or came too late. Try again.' }, 400);
    await door.store.addPasskey(owner.id, passkey);
    return c.json(await overview(owner.id), 201);
  });
  app.patch('/api/admin/passkeys/:id{[\\w-]{1,1024}}', async (c) => {
    const body = await readBody(c);
    const renamed = await door.store.renamePasskey(c.get('session').owner.id, c.req.param('id'), passkeyName(body?.name));
    return renamed ? c.json(await overview(c.get('session').owner.id)) : c.json({ error: 'No such passkey.' }, 404);
  });
  app.delete('/api/admin/passkeys/:id{[\\w-]{1,1024}}', async (c) => {
    const { owner } = c.get('session');
    const current = await overview(owner.id);
    if (!current.passkeys.some((passkey) => passkey.id === c.req.param('id'))) return c.json({ error: 'No such passkey.' }, 404);
    // The last passkey of an account that needs one (or has no password) would lock its owner out.
    if (current.passkeys.length === 1 && (current.requirePasskey || !current.hasPassword)) {
      return c.json({ error: 'This is your only way to sign in. Add another passkey (or turn off “passkey required”) first.' }, 409);
    }
    const removed = await door.store.removePasskey(owner.id, c.req.param('id'), c.get('sessionId'));
    return removed ? c.json(await overview(owner.id)) : c.json({ error: 'No such passkey.' }, 404);
  });
  app.put('/api/admin/passkeys/required', async (c) => {
    const body = await readBody(c);
    const { owner } = c.get('session');
    if (typeof body?.required !== 'boolean') return c.json({ error: 'Send JSON: { required: true | false }.' }, 400);
    if (body.required && (await door.store.passkeys(owner.id)).length === 0) return c.json({ error: 'Add a passkey before you require one.' }, 409);
    await door.store.setRequirePasskey(owner.id, body.required);
    return c.json(await overview(owner.id));
  });
  return app;
}
