import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_MS } from './sessions';

/**
 * The two cookies of the owners' side. Over HTTPS they carry the `__Host-` prefix and `Secure`:
 * the browser then refuses them without Secure, with a Domain or off path `/`, so a sibling
 * subdomain or a plain-HTTP page can neither set nor read them.
 */
export const COOKIES = {
  session: 'owner_session',
  device: 'owner_device',
} as const;

/** How long a browser stays known for an owner after it last signed in (see device-cookie.ts). */
export const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

const name = (base: string, https: boolean) => (https ? `__Host-${base}` : base);

/** The cookie's value as this request carries it (under the name its scheme gives it). */
export const readCookie = (c: Context, base: string, https: boolean): string | undefined =>
  getCookie(c, name(base, https));

/** Sets one of {@link COOKIES}: HttpOnly, SameSite=Strict, path /, Secure and `__Host-` over HTTPS. */
export function writeCookie(c: Context, base: string, value: string, https: boolean, maxAgeMs: number): void {
  setCookie(c, name(base, https), value, {
    httpOnly: true,
    secure: https,
    sameSite: 'Strict',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Clears one of {@link COOKIES}. */
export function clearCookie(c: Context, base: string, https: boolean): void {
  deleteCookie(c, name(base, https), { path: '/', secure: https });
}

/** The session cookie lives as long as the session can. */
export const writeSessionCookie = (c: Context, id: string, https: boolean) =>
  writeCookie(c, COOKIES.session, id, https, SESSION_ABSOLUTE_MS);
