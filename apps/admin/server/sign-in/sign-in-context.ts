import { clientAddressOf, type RateLimitStore } from '@rooted/server-kit';
import type { Context } from 'hono';
import type { AuditAction } from '../desk/desk-store';
import { createDeviceCookies } from './device-cookie';
import { createFreshAuth } from './fresh-auth';
import type { OwnerMail } from './owner-mail';
import type { Owner } from './owners';
import { reachedOverHttps } from './request-protocol';
import { COOKIES, DEVICE_COOKIE_MS, readCookie, writeCookie, writeSessionCookie } from './session-cookie';
import type { OwnerSessions } from './sessions';
import { createSignInThrottle } from './sign-in-throttle';
import type { SignInStore } from './sign-in-store';

/**
 * What the sign-in context needs: the stores and the site's public URL. How a request arrived
 * (proxy trust) is the request's policy, which the server sets once in the context.
 */
export interface SignInContextOptions {
  sessions: OwnerSessions;
  store: SignInStore;
  rateLimits: RateLimitStore;
  /** The site's public origin (https in production): passkeys are scoped to its host. */
  publicUrl: string;
  /** The site's name (the published company name): passkeys show it, passwords may not contain it. */
  siteName: () => Promise<string>;
  now: () => number;
  /** Mail to owners (setup links, notices of account changes); absent, links are shown to the caller. */
  ownerMail?: OwnerMail | undefined;
  /** Writes an owner's act to the activity trail. */
  audit?: ((entry: { owner: string; action: AuditAction; detail: string }) => Promise<void>) | undefined;
}

/**
 * The parts of signing in that password, passkey and setup routes share: how the request
 * arrived (HTTPS, client address), starting a session with its cookies, and the limits.
 */
export function createSignInContext(options: SignInContextOptions) {
  const devices = createDeviceCookies(options.store, DEVICE_COOKIE_MS);
  const freshAuth = createFreshAuth(options.store);
  const https = (c: Context) => reachedOverHttps(c);
  const ip = (c: Context) => clientAddressOf(c).clientIp ?? 'unknown';
  return {
    ...options,
    devices,
    freshAuth,
    throttle: createSignInThrottle(options.rateLimits),
    https,
    ip,
    /** The device's budget key when this browser signed in as `ownerId` before. */
    device: (c: Context, ownerId: number) => devices.deviceFor(readCookie(c, COOKIES.device, https(c)), ownerId),
    sessionId: (c: Context) => readCookie(c, COOKIES.session, https(c)),
    /** Starts a session for `owner`, sets its cookie, and remembers this browser for the owner. */
    async startSession(c: Context, owner: Owner, method: 'password' | 'passkey') {
      const secure = https(c);
      const { id, csrfToken } = await options.sessions.create(owner, {
        userAgent: c.req.header('user-agent'),
        ip: ip(c),
        method,
      });
      writeSessionCookie(c, id, secure);
      // Signing in is itself a proof: for a few minutes the owner need not prove it again.
      await freshAuth.mark(id, owner.id, options.now());
      if (!(await devices.deviceFor(readCookie(c, COOKIES.device, secure), owner.id))) {
        writeCookie(c, COOKIES.device, await devices.issue(owner.id), secure, DEVICE_COOKIE_MS);
      }
      return { id, csrfToken };
    },
  };
}

/** The sign-in context of one admin app. */
export type SignInContext = ReturnType<typeof createSignInContext>;
