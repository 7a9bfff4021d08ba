import {
  bodyLimit,
  clientAddress,
  createMemoryRateLimitStore,
  originPolicy,
  rateLimit,
  validBody,
  type ClientAddressVariables,
  type RateLimitStore,
  type TrustProxy,
} from '@rooted/server-kit';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { messagePage, setupPage, signInPage } from './admin-pages';
import type { StaticFile } from '../static-files';
import { fileResponse } from '../static-response';
import type { ContentPublisher, PublishResult } from './content-publisher';
import type { Owner, OwnerAccounts } from './owners';
import { tokenHash } from './secret-token';
import { csrfMatches, SESSION_ABSOLUTE_MS, type OwnerSession, type OwnerSessions } from './sessions';

/** Options of {@link createAdminRoutes}. */
export interface AdminRoutesOptions {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  publisher: ContentPublisher;
  /**
   * Where sign-in attempts are counted. Default: this process's memory. Several instances share
   * one (the lead API's PostgreSQL store), or an attacker gets the limits once per instance.
   */
  rateLimits?: RateLimitStore;
  trustProxy?: TrustProxy;
  allowedOrigins?: readonly string[];
  now?: () => number;
  /**
   * The editor's build (dist/admin: its index.html and assets/), served only behind the session
   * check below, so its HTML and code never reach anyone who is not signed in. Without it
   * (unit tests, a build without the editor) `/admin` says so.
   */
  editor?: ReadonlyMap<string, StaticFile>;
  /**
   * Picture upload and serving (server/media/media-routes.ts), mounted behind the session and CSRF
   * check; its public `/media/*` files need no session.
   */
  media?: Hono;
}

/** Sign-in attempts allowed per client IP, and per account, in {@link ATTEMPT_WINDOW_MS}. */
export const SIGN_IN_LIMITS = { perIp: 20, perAccount: 5 } as const;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** Largest request body read: a whole content document is a few tens of kilobytes. */
const MAX_BODY_BYTES = 512 * 1024;
/** Sign-in and setup bodies: an address, a password and a token, far below this. */
const MAX_SIGN_IN_BODY_BYTES = 16 * 1024;

/** What signing in takes; anything else (an object with its own `toString`, a number) is a 400 naming the field. */
const signInFields = z.object({ email: z.string().max(320), password: z.string().max(1024) });
const setupFields = z.object({ token: z.string().max(256), password: z.string().max(1024) });
/** The editor's requests name their content; what it must look like is the publisher's to say (422). */
const contentBody = z.object({ content: z.unknown() });
/** The header every state-changing API request carries: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

type Env = {
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
  Variables: { session: OwnerSession; sessionId: string } & ClientAddressVariables;
};

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';
/** `__Host-` over https: the browser then refuses it without Secure, with a Domain, or off path /. */
const cookieName = (c: Context) => (isHttps(c) ? '__Host-owner_session' : 'owner_session');

/**
 * The owners' side of the server: `/admin` pages and `/api/admin` (session, content, versions).
 * Every `/admin` page other than sign-in and setup, and every `/api/admin` route other than
 * signing in, answers 401 without a live session. Every state-changing request must come from our
 * own origin (the `Origin` check) and, once signed in, carry the session's CSRF token in
 * `X-CSRF-Token`; the cookie is also `SameSite=Strict`, so another site cannot ride on it.
 */
export function createAdminRoutes(options: AdminRoutesOptions): Hono<Env> {
  const { accounts, sessions, publisher } = options;
  const now = options.now ?? Date.now;
  const attempts = options.rateLimits ?? createMemoryRateLimitStore();
  const app = new Hono<Env>();

  // Only on our own paths: these routes are mounted at the root of the site app, and a `*` here
  // would mark every visitor page noindex and uncacheable.
  const privateResponse = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  };
  for (const path of ['/admin', '/admin/*', '/api/admin/*']) app.use(path, privateResponse);

  const allowed = options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {};
  const sameSiteJson = originPolicy({ ...allowed, onRefused: (c) => c.json({ error: 'Cross-origin request refused.' }, 403) });
  const sameSitePage = (message: string) => originPolicy({ ...allowed, onRefused: (c) => c.html(messagePage('Refused', message), 403) });
  const signInBody = bodyLimit({ maxBytes: MAX_SIGN_IN_BODY_BYTES });
  const ownerBody = bodyLimit({ maxBytes: MAX_BODY_BYTES });
  const address = clientAddress(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {});
  /**
   * The per-address budget of sign-in and setup attempts, counted before the body is looked at,
   * so a malformed attempt costs the same as a wrong password. The key is the grouped client key
   * (an IPv6 /64, an IPv4-mapped address as IPv4), like the lead limits; the store keeps the
   * address as a hash.
   */
  const perAddress = (onLimited: (c: Context, retryAfter: number) => Response | Promise<Response>): MiddlewareHandler<Env> =>
    rateLimit({
      store: attempts,
      rule: { limit: SIGN_IN_LIMITS.perIp, windowMs: ATTEMPT_WINDOW_MS },
      key: (c) => `admin-sign-in|ip:${String(c.get('clientKey'))}`,
      now,
      onStoreError: 'closed',
      onLimited,
    });
  const tooManyPage = (c: Context) => c.html(signInPage('Too many attempts. Wait a few minutes and try again.'), 429);
  const tooManyJson = (c: Context) => c.json({ error: 'Too many attempts. Wait a few minutes and try again.' }, 429);
  const invalidPage = (page: () => string) => ({
    onInvalid: (c: Context) => c.html(page(), 400),
    onWrongType: (c: Context) => c.html(page(), 400),
  });
  const currentSession = async (c: Context) => {
    const id = getCookie(c, cookieName(c));
    const session = id ? await sessions.resume(id) : undefined;
    return session && id ? { id, session } : undefined;
  };
  /** One sign-in attempt, past the per-address limit: the per-account limit, then the password. */
  const signIn = async (c: Context<Env>, email: string, password: string) => {
    const at = now();
    // Keys of their own in a store the lead API may share.
    const byAccount = await attempts.hit(`admin-sign-in|account:${tokenHash(email.trim().toLowerCase())}`, at, { limit: SIGN_IN_LIMITS.perAccount, windowMs: ATTEMPT_WINDOW_MS });
    if (!byAccount.allowed) return { status: 429 as const, retryAfter: Math.ceil(byAccount.retryAfterMs / 1000) };
    const owner: Owner | undefined = await accounts.checkPassword(email, password);
    if (!owner) return { status: 401 as const };
    const { id, csrfToken } = await sessions.create(owner);
    setCookie(c, cookieName(c), id, {
      httpOnly: true,
      secure: isHttps(c),
      sameSite: 'Strict',
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    return { status: 200 as const, owner, csrfToken };
  };

  // ---- plain pages that work before sign-in ----
  app.get('/admin/sign-in', (c) => c.html(signInPage()));
  app.post(
    '/admin/sign-in',
    signInBody,
    sameSitePage('Sign in from this site’s own page.'),
    address,
    perAddress(tooManyPage),
    validBody('form', signInFields, invalidPage(() => signInPage('Enter your email and password.'))),
    async (c) => {
    const { email, password } = c.req.valid('form');
    const result = await signIn(c, email, password);
    if (result.status === 429) {
      c.header('Retry-After', String(result.retryAfter));
      return c.html(signInPage('Too many attempts. Wait a few minutes and try again.', email), 429);
    }
    if (result.status === 401) return c.html(signInPage('That email and password do not match.', email), 401);
    return c.redirect('/admin', 303);
    },
  );
  app.get('/admin/setup', (c) => c.html(setupPage(c.req.query('token') ?? '')));
  app.post(
    '/admin/setup',
    signInBody,
    sameSitePage('Set your password from this site’s own page.'),
    address,
    perAddress(tooManyPage),
    validBody('form', setupFields, invalidPage(() => messagePage('Setup link not valid', 'Open the setup link again and choose a password.'))),
    async (c) => {
      const { token, password } = c.req.valid('form');
      const result = await accounts.completeSetup(token, password);
      if (!result.ok) return c.html(result.reason === 'weak-password' ? setupPage(token, result.message) : messagePage('Setup link not valid', result.message), 400);
      return c.html(messagePage('Password set', 'You can sign in now.', { href: '/admin/sign-in', text: 'Sign in' }));
    },
  );

  // ---- the JSON API: signing in ----
  app.post(
    '/api/admin/session',
    signInBody,
    sameSiteJson,
    address,
    perAddress(tooManyJson),
    validBody('json', signInFields, {
      onWrongType: (c) => c.json({ error: 'Send JSON: { email, password }.' }, 400),
      onInvalid: (c, problem) => c.json({ error: `Send JSON: { email, password }. ${problem.error}`, fields: problem.fields }, 400),
    }),
    async (c) => {
    const { email, password } = c.req.valid('json');
    const result = await signIn(c, email, password);
    if (result.status === 429) {
      c.header('Retry-After', String(result.retryAfter));
      return c.json({ error: 'Too many attempts. Wait a few minutes and try again.' }, 429);
    }
    if (result.status === 401) return c.json({ error: 'That email and password do not match.' }, 401);
    return c.json({ email: result.owner.email, csrfToken: result.csrfToken });
    },
  );

  // ---- everything else needs a live session ----
  const requireSession = async (c: Context<Env>, next: () => Promise<void>) => {
    const found = await currentSession(c);
    if (!found) {
      return c.req.path.startsWith('/api/')
        ? c.json({ error: 'Sign in first.' }, 401)
        : c.html(messagePage('Sign in first', 'This page is for the site’s owners.', { href: '/admin/sign-in', text: 'Sign in' }), 401);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      let sameSite = false;
      const refused = await sameSiteJson(c, async () => {
        sameSite = true;
      });
      if (!sameSite) return refused;
      if (!csrfMatches(found.session, c.req.header(CSRF_HEADER))) return c.json({ error: `Missing or wrong ${CSRF_HEADER} header.` }, 403);
    }
    c.set('session', found.session);
    c.set('sessionId', found.id);
    await next();
  };
  app.use('/api/admin/*', requireSession);
  app.use('/admin', requireSession);
  app.use('/admin/*', requireSession);

  app.get('/api/admin/session', (c) => c.json({ email: c.get('session').owner.email, csrfToken: c.get('session').csrfToken }));
  app.delete('/api/admin/session', async (c) => {
    await sessions.end(c.get('sessionId'));
    deleteCookie(c, cookieName(c), { path: '/', secure: isHttps(c) });
    return c.body(null, 204);
  });

  app.get('/api/admin/content', async (c) => c.json(await publisher.current()));
  const editorBody = validBody('json', contentBody);
  app.post('/api/admin/content/validate', ownerBody, editorBody, async (c) => {
    const result = publisher.validate(c.req.valid('json').content);
    return result.ok ? c.json({ ok: true }) : c.json({ ok: false, issues: result.issues }, 422);
  });
  const answer = (c: Context, result: PublishResult) => {
    if (!result.ok) return c.json({ ok: false, issues: result.issues }, 422);
    const { content: _content, ...version } = result.version;
    return c.json({ ok: true, version, pages: result.pages, ...(result.buildHook ? { buildHook: result.buildHook } : {}) }, 201);
  };
  app.post('/api/admin/content/publish', ownerBody, editorBody, async (c) => {
    return answer(c, await publisher.publish(c.req.valid('json').content, c.get('session').owner.email));
  });
  app.get('/api/admin/content/versions', async (c) => c.json({ versions: await publisher.versions.list() }));
  app.get('/api/admin/content/versions/:id{[0-9]+}', async (c) => {
    const version = await publisher.versions.get(Number(c.req.param('id')));
    return version ? c.json(version) : c.json({ error: 'No such version.' }, 404);
  });
  // Takes no body, but like every POST it declares its limit: nothing large is read past the session check.
  app.post('/api/admin/content/versions/:id{[0-9]+}/rollback', ownerBody, async (c) => {
    const result = await publisher.rollback(Number(c.req.param('id')), c.get('session').owner.email);
    return result ? answer(c, result) : c.json({ error: 'No such version.' }, 404);
  });
  if (options.media) app.route('/', options.media);
  app.all('/api/admin/*', (c) => c.json({ error: 'Not found.' }, 404));

  app.get('/admin', (c) => {
    const page = options.editor?.get('/index.html');
    if (page) return fileResponse(c.req.raw, '/admin', page);
    return c.html(messagePage('Site editor', `Signed in as ${c.get('session').owner.email}. The editor is not built: run the site's build.`), 503);
  });
  // The editor's hashed scripts and stylesheet, behind the same session check as its page.
  app.get('/admin/assets/:file{[\\w.-]+}', (c) => {
    const file = options.editor?.get(`/assets/${c.req.param('file')}`);
    return file ? fileResponse(c.req.raw, `/admin/assets/${c.req.param('file')}`, file) : c.text('Not found', 404);
  });
  app.all('/admin/*', (c) => c.html(messagePage('Not found', 'No such editor page.'), 404));
  return app;
}
