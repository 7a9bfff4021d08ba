import type { Context } from 'hono';
import type { SignInContext } from './sign-in-context';

/** An answer to a malformed body: `retryAfterMs` is set once the address's budget is spent. */
export type MalformedAnswer = (c: Context, retryAfterMs?: number) => Response | Promise<Response>;

/**
 * A malformed sign-in or setup body still spends the address's budget (the key a wrong password
 * spends), so a guesser cannot probe for free with bodies that never reach the password check.
 * Past the budget the answer carries `Retry-After` and is told how long to wait.
 */
export const spendOnMalformed = (signIn: SignInContext, answer: MalformedAnswer) => async (c: Context) => {
  const limited = await signIn.throttle.malformed(signIn.ip(c), signIn.now());
  if (!limited.allowed) c.header('Retry-After', String(Math.ceil(limited.retryAfterMs / 1000)));
  return answer(c, limited.allowed ? undefined : limited.retryAfterMs);
};
