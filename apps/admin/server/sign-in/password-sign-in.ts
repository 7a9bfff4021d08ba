import { originAllowed, validBody } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { spendOnMalformed } from './malformed-body';
import { normalizeEmail, type Owner, type OwnerAccounts } from './owners';
import type { SignInContext } from './sign-in-context';
import { tooManyAttempts } from './sign-in-throttle';

/** What signing in takes; anything else (an object with its own `toString`, a number) is a 400 naming the field. */
export const signInFields = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  next: z.string().max(2048).optional(),
});

export const PASSKEY_ONLY = 'This account signs in with a passkey only. Use “Sign in with a passkey”.';
export const WRONG = 'That email and password do not match.';

/** The outcome of one password attempt, for the page or the JSON answer to word. */
export type PasswordAttempt =
  | { status: 429; retryAfterMs: number }
  | { status: 401 }
  | { status: 403 }
  | { status: 200; owner: Owner; csrfToken: string };

/**
 * One password attempt: the limits first (a known device's own budget, else the address, the
 * account at that address and the global one), then the password, then the account's setting.
 */
export function createPasswordSignIn(signIn: SignInContext, accounts: OwnerAccounts) {
  return async (c: Context, email: string, password: string): Promise<PasswordAttempt> => {
    const account = normalizeEmail(email);
    const known = await signIn.store.ownerByEmail(account);
    const device = known ? await signIn.device(c, known.id) : undefined;
    const limited = await signIn.throttle.password({ account, ip: signIn.ip(c), device }, signIn.now());
    if (!limited.allowed) return { status: 429, retryAfterMs: limited.retryAfterMs };
    const owner: Owner | undefined = await accounts.checkPassword(email, password);
    if (!owner) return { status: 401 };
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (known?.requirePasskey) return { status: 403 };
    const { csrfToken } = await signIn.startSession(c, owner, 'password');
    return { status: 200, owner, csrfToken };
  };
}

/**
 * Signing in by password from the sign-in page's script (`POST /api/admin/session`): before any
 * session, so it checks the Origin itself; a malformed body spends the address's budget.
 */
export function passwordSignInRoom(signIn: SignInContext, accounts: OwnerAccounts) {
  const passwordSignIn = createPasswordSignIn(signIn, accounts);
  const sessionProblem = spendOnMalformed(signIn, (c, retryAfterMs) =>
    retryAfterMs === undefined
      ? c.json({ error: 'Send JSON: { email, password }.' }, 400)
      : c.json({ error: tooManyAttempts(retryAfterMs) }, 429),
  );
  return new Hono().post(
    '/',
    async (c, next) => (originAllowed(c) ? next() : c.json({ error: 'Cross-origin request refused.' }, 403)),
    validBody('json', signInFields, {
      onWrongType: sessionProblem,
      onInvalid: async (c, problem) => {
        const answer = await sessionProblem(c);
        if (answer.status !== 400) return answer;
        return c.json({ error: `Send JSON: { email, password }. ${problem.error}`, fields: problem.fields }, 400);
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const result = await passwordSignIn(c, email, password);
      if (result.status === 429) {
        c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        return c.json({ error: tooManyAttempts(result.retryAfterMs) }, 429);
      }
      if (result.status === 401) return c.json({ error: WRONG }, 401);
      if (result.status === 403) return c.json({ error: PASSKEY_ONLY }, 403);
      return c.json({ email: result.owner.email, csrfToken: result.csrfToken });
    },
  );
}
