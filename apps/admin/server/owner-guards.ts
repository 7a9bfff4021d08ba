import { bodyLimit } from '@rooted/server-kit';
import type { Context, Next } from 'hono';

/** Largest body of the signed-in API other than a whole content document: settings, a story preview, a lead's note. */
export const MAX_BODY_BYTES = 512 * 1024;
/**
 * Largest content document the editor may send (check and publish). Stories make it long: fifty
 * stories of 20,000 characters each, the most a studio's site plausibly keeps, come to about
 * 1.1 MB of JSON with the rest of the content (measured in admin-routes.test.ts); four times that
 * leaves room for bodies in scripts that take three bytes a character. The schema still bounds
 * each story, so the cap only stops a request no owner's content can need.
 */
export const MAX_CONTENT_BODY_BYTES = 4 * 1024 * 1024;
/**
 * Bodies anyone may send before signing in: an address, a password, a token and a return path, or
 * a passkey's answer (a few kilobytes with attestation `none`), far below this.
 */
export const MAX_SIGN_IN_BODY_BYTES = 16 * 1024;
/** Picture uploads declare their own, larger limit (media/media-routes.ts). */
const MEDIA_PATH = /^\/api\/admin\/media(\/|$)/;
/** The content document's routes, which take {@link MAX_CONTENT_BODY_BYTES}. */
const CONTENT_PATH = /^\/api\/admin\/content\/(?:validate|publish|story-preview)$/;

/** Never cached, never indexed: each answer of the owner's is hers alone. */
export async function privateResponse(c: Context, next: Next): Promise<void> {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex');
}

// Function declarations, not named function expressions: the route map's test prints each
// guard by its name, and a transform may rename an expression that shares its binding's name.
// Every write is capped before any handler reads its body: a declared length over the cap is
// refused at once, and a body that lies about its length is cut while it streams. Reads carry no
// body, and picture uploads declare their own cap.
const skipped = (c: Context, own?: RegExp) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' || MEDIA_PATH.test(c.req.path) || !!own?.test(c.req.path);

const signInLimit = bodyLimit({ maxBytes: MAX_SIGN_IN_BODY_BYTES });
/** The cap of what anyone may send before signing in. */
export function signInBodyCap(c: Context, next: Next): Promise<Response | void> {
  return skipped(c) ? next() : signInLimit(c, next);
}

const apiLimit = bodyLimit({ maxBytes: MAX_BODY_BYTES });
/** The cap of every signed-in write but the content document's and a picture's. */
export function apiBodyCap(c: Context, next: Next): Promise<Response | void> {
  return skipped(c, CONTENT_PATH) ? next() : apiLimit(c, next);
}

const contentLimit = bodyLimit({ maxBytes: MAX_CONTENT_BODY_BYTES });
/** The content document's own, larger cap (check, publish, a story's page preview). */
export function contentBodyCap(c: Context, next: Next): Promise<Response | void> {
  return contentLimit(c, next);
}
