import { validBody } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SignInContext } from './sign-in-context';
import { FRESH_AUTH_MS } from './fresh-auth';
import type { OwnerAccounts } from './owners';
import { createPasskeyCeremonies, passkeyAnswer } from './passkeys/passkey-ceremonies';
import { relyingPartyFor } from './passkeys/relying-party';
import type { OwnerSession } from './sessions';
import { tooManyAttempts } from './sign-in-throttle';

type Env = { Variables: { session: OwnerSession; sessionId: string } };

const passwordBody = z.object({ password: z.string().max(1024) });
const passkeyBody = z.object({ response: passkeyAnswer });
const NOT_YOU = 'That did not confirm it is you. Try again.';

/**
 * The signed-in owner proves again that they are the account's owner, with their password or one
 * of their passkeys; the session then counts as fresh for {@link FRESH_AUTH_MS}. A password spends
 * the same sign-in budget as the sign-in form, so a stolen session cannot guess it any faster.
 * The owner's route map mounts it at `/api/admin/account/reauthenticate`.
 */
export function reauthRoom(signIn: SignInContext, accounts: OwnerAccounts) {
  const ceremonies = createPasskeyCeremonies(signIn.store);
  const rp = (c: Context) => relyingPartyFor(signIn.publicUrl, c.req.url);
  const confirmed = async (c: Context<Env>) => {
    const at = signIn.now();
    await signIn.freshAuth.mark(c.get('sessionId'), c.get('session').owner.id, at);
    return c.json({ ok: true, freshUntil: at + FRESH_AUTH_MS });
  };

  return new Hono<Env>()
    .post('/', validBody('json', passwordBody), async (c) => {
      const { owner } = c.get('session');
      const limited = await signIn.throttle.password(
        { account: owner.email, ip: signIn.ip(c), device: await signIn.device(c, owner.id) },
        signIn.now(),
      );
      if (!limited.allowed) {
        c.header('Retry-After', String(Math.ceil(limited.retryAfterMs / 1000)));
        return c.json({ error: tooManyAttempts(limited.retryAfterMs) }, 429);
      }
      if (!(await accounts.checkPassword(owner.email, c.req.valid('json').password)))
        return c.json({ error: NOT_YOU }, 403);
      return confirmed(c);
    })
    .post('/passkey/options', async (c) => c.json(await ceremonies.authenticationOptions(rp(c))))
    .post('/passkey', validBody('json', passkeyBody), async (c) => {
      const limited = await signIn.throttle.passkey(signIn.ip(c), signIn.now());
      if (!limited.allowed) return c.json({ error: tooManyAttempts(limited.retryAfterMs) }, 429);
      const passkey = await ceremonies.verifyAuthentication(rp(c), c.req.valid('json').response);
      // Another owner's passkey proves nothing about this session's owner.
      if (passkey?.ownerId !== c.get('session').owner.id) return c.json({ error: NOT_YOU }, 403);
      return confirmed(c);
    });
}
