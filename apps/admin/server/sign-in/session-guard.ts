import { originAllowed } from '@rooted/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import { safeReturnPath } from './return-path';
import type { SignInContext } from './sign-in-context';
import { csrfMatches, type OwnerSession } from './sessions';

/** The header every state-changing API request carries: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

export type SessionEnv = { Variables: { session: OwnerSession; sessionId: string } };

/**
 * The guard in front of everything of the owner's after sign-in: without a live session an API
 * call answers 401 and a page goes to the sign-in form (which comes back here); with one, every
 * write must come from an allowed origin (the request's policy) and carry the session's CSRF
 * token in `X-CSRF-Token`. The session and its id are set on the context for the rooms behind it.
 */
export function sessionGuard(signIn: SignInContext): MiddlewareHandler<SessionEnv> {
  const currentSession = async (c: Context) => {
    const id = signIn.sessionId(c);
    const session = id ? await signIn.sessions.resume(id) : undefined;
    return session && id ? { id, session } : undefined;
  };
  // Named: the route map's test finds this guard in front of each route by its name.
  return async function requireSession(c, next) {
    const found = await currentSession(c);
    if (!found) {
      if (c.req.path.startsWith('/api/')) return c.json({ error: 'Sign in first.' }, 401);
      // A page: the sign-in form, which comes back here. Scripts and styles just fail.
      if (c.req.method !== 'GET' || c.req.path.startsWith('/admin/assets/')) return c.text('Sign in first.', 401);
      const url = new URL(c.req.url);
      return c.redirect(
        `/admin/sign-in?next=${encodeURIComponent(safeReturnPath(`${url.pathname}${url.search}`))}`,
        303,
      );
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      if (!originAllowed(c)) return c.json({ error: 'Cross-origin request refused.' }, 403);
      if (!csrfMatches(found.session, c.req.header(CSRF_HEADER)))
        return c.json({ error: `Missing or wrong ${CSRF_HEADER} header.` }, 403);
    }
    c.set('session', found.session);
    c.set('sessionId', found.id);
    await next();
  };
}
