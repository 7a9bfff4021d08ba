import type { Context, MiddlewareHandler } from 'hono';
import type { SignInStore } from './sign-in-store';
import type { OwnerSession } from './sessions';

/**
 * How long a sign-in or a re-authentication counts as fresh. Acts that hand over an account (a
 * setup link for another owner, a passkey added or removed, a password change without the current
 * one) need the owner to have proved themselves this recently: a session cookie stolen from an
 * unattended browser can then read, but not take the account over.
 */
export const FRESH_AUTH_MS = 10 * 60 * 1000;

/**
 * The token kind the proof is kept under, keyed on the session's cookie value (hashed): it is the
 * session's `reauthenticatedAt`, kept beside the session instead of in its row so that the SQLite
 * and PostgreSQL stores need no new column, and gone by itself when the window ends.
 */
const KIND = 'fresh-auth';

/** What the owner's app reads to open its "confirm it is you" dialog. */
export const REAUTHENTICATE = {
  error: 'Confirm it is you first: enter your password or use your passkey.',
  reauthenticate: true,
} as const;

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/** The session's proof of a recent sign-in or re-authentication: kept, checked. */
export function createFreshAuth(store: SignInStore) {
  const fresh = async (sessionId: string, ownerId: number): Promise<boolean> =>
    (await store.readToken(KIND, sessionId))?.ownerId === ownerId;
  return {
    /** Marks the session with cookie value `sessionId` as just authenticated. */
    async mark(sessionId: string, ownerId: number, at: number): Promise<void> {
      // A proof while the last one is still fresh (a second tab, a repeated confirm) replaces it:
      // the token is keyed on the session, and a second row for it would break its unique key.
      await store.takeToken(KIND, sessionId);
      await store.putToken(KIND, sessionId, ownerId, String(at), FRESH_AUTH_MS);
    },
    /** True while the session's last proof is younger than {@link FRESH_AUTH_MS}. */
    fresh,
    /** A route guard: 403 {@link REAUTHENTICATE} unless the session's proof is fresh. Runs after the body's check. */
    required(): MiddlewareHandler<Env> {
      return async (c: Context<Env>, next) => {
        if (await fresh(c.get('sessionId'), c.get('session').owner.id)) return next();
        return c.json(REAUTHENTICATE, 403);
      };
    },
  };
}

/** The fresh-authentication marks of one admin app. */
export type FreshAuth = ReturnType<typeof createFreshAuth>;
