import { originAllowed, validBody } from '@rooted/server-kit';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messagePage, setupPage, signInPage } from './admin-pages';
import { spendOnMalformed } from './malformed-body';
import { INVALID_LINK, type OwnerAccounts } from './owners';
import { createPasswordSignIn, PASSKEY_ONLY, signInFields, WRONG } from './password-sign-in';
import { safeReturnPath } from './return-path';
import type { SignInContext } from './sign-in-context';
import { tooManyAttempts } from './sign-in-throttle';

const setupFields = z.object({ token: z.string().max(256), password: z.string().max(1024) });

/**
 * The plain pages that work before sign-in, mounted at `/admin`: the sign-in form (`/sign-in`)
 * and a setup link's page (`/setup`). Both work without JavaScript; each POST checks its Origin
 * itself, since no session guard stands in front of them.
 */
export function signInPagesRoom(signIn: SignInContext, accounts: OwnerAccounts) {
  const passwordSignIn = createPasswordSignIn(signIn, accounts);
  const malformedPage = (page: () => string) => {
    const answer = spendOnMalformed(signIn, (c, retryAfterMs) =>
      retryAfterMs === undefined
        ? c.html(page(), 400)
        : c.html(signInPage({ message: tooManyAttempts(retryAfterMs) }), 429),
    );
    return { onInvalid: answer, onWrongType: answer };
  };
  const refusedPage =
    (message: string): MiddlewareHandler =>
    async (c, next) =>
      originAllowed(c) ? next() : c.html(messagePage('Refused', message), 403);

  const app = new Hono();
  app.get('/sign-in', (c) => c.html(signInPage({ next: safeReturnPath(c.req.query('next')) })));
  app.post(
    '/sign-in',
    refusedPage('Sign in from this site’s own page.'),
    validBody(
      'form',
      signInFields,
      malformedPage(() => signInPage({ message: 'Enter your email and password.' })),
    ),
    async (c) => {
      const { email, password } = c.req.valid('form');
      const next = safeReturnPath(c.req.valid('form').next);
      const result = await passwordSignIn(c, email, password);
      if (result.status === 429) {
        c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        return c.html(signInPage({ message: tooManyAttempts(result.retryAfterMs), email, next }), 429);
      }
      if (result.status === 401) return c.html(signInPage({ message: WRONG, email, next }), 401);
      if (result.status === 403) return c.html(signInPage({ message: PASSKEY_ONLY, email, next }), 403);
      return c.redirect(next, 303);
    },
  );
  // A link already used or expired says so at once, before the owner types a password for nothing.
  app.get('/setup', async (c) => {
    const token = c.req.query('token') ?? '';
    if (accounts.setupLinkWorks && !(await accounts.setupLinkWorks(token)))
      return c.html(messagePage('Setup link not valid', INVALID_LINK), 410);
    return c.html(setupPage(token));
  });
  app.post(
    '/setup',
    refusedPage('Set your password from this site’s own page.'),
    validBody(
      'form',
      setupFields,
      malformedPage(() => messagePage('Setup link not valid', 'Open the setup link again and choose a password.')),
    ),
    async (c) => {
      const { token, password } = c.req.valid('form');
      const result = await accounts.completeSetup(token, password, await signIn.siteName());
      if (!result.ok)
        return c.html(
          result.reason === 'weak-password'
            ? setupPage(token, result.message)
            : messagePage('Setup link not valid', result.message),
          400,
        );
      // She just proved she holds the link and chose the password: asking for both again would only
      // make her type it twice. An account that must use a passkey still signs in with one.
      if ((await signIn.store.ownerByEmail(result.owner.email))?.requirePasskey) {
        return c.html(
          messagePage('Password set', 'This account signs in with a passkey.', {
            href: '/admin/sign-in',
            text: 'Sign in',
          }),
        );
      }
      await signIn.startSession(c, result.owner, 'password');
      return c.redirect('/admin', 303);
    },
  );
  return app;
}
