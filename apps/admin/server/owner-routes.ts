import {
  bodyLimit,
  checkOrigin,
  createMemoryRateLimitStore,
  validBody,
  type RateLimitStore,
  type TrustProxy,
} from '@rooted/server-kit';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ownerRoomsApi, type WiredRooms } from './owner-route-map';
import { messagePage, setupPage, signInPage } from './sign-in/admin-pages';
import type { ContentPublisher } from './content/content-publisher';
import { contentRoom } from './content/content-routes';
import { createSignInContext } from './sign-in/sign-in-context';
import { INVALID_LINK, normalizeEmail, type Owner, type OwnerAccounts } from './sign-in/owners';
import { passkeyScripts } from './sign-in/passkeys/passkey-scripts';
import { passkeysRoom, publicPasskeyRoutes } from './sign-in/passkeys/passkey-routes';
import { spendOnMalformed, type MalformedAnswer } from './sign-in/malformed-body';
import type { AuditAction } from './desk/desk-store';
import type { OwnerMail } from './sign-in/owner-mail';
import { reauthRoom } from './sign-in/reauth-routes';
import { safeReturnPath } from './sign-in/return-path';
import { accountRoom, ownersRoom, sessionRoom, sessionsRoom } from './sign-in/session-routes';
import type { RenderStoryPage } from './content/story-page-preview';
import { storiesRoom } from './content/story-preview-route';
import { csrfMatches, type OwnerSession, type OwnerSessions } from './sign-in/sessions';
import { tooManyAttempts } from './sign-in/sign-in-throttle';
import type { SignInStore } from './sign-in/sign-in-store';

export { ATTEMPT_WINDOW_MS, SIGN_IN_LIMITS } from './sign-in/sign-in-throttle';

/**
 * The owner's app's sections besides the front page at `/admin` (apps/admin/src/shell/sections.ts):
 * their URLs serve the app. Any other `/admin/…` path stays a 404.
 */
export const ADMIN_SECTIONS = ['content', 'leads', 'activity', 'health', 'privacy', 'settings'] as const;

/**
 * The Content group's sections, each at `/admin/content/<slug>` (apps/admin/src/content/content-sections.ts):
 * their URLs serve the app too.
 */
export const ADMIN_CONTENT_SECTIONS = [
  'company',
  'hero',
  'about',
  'ventures',
  'community',
  'testimonials',
  'navigation',
  'live-chat',
  'stories',
  'pictures',
  'history',
] as const;

/** Options of {@link createAdminRoutes}. */
export interface AdminRoutesOptions {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  publisher: ContentPublisher;
  /** Passkeys, remembered devices, the owner's view of their sessions. */
  signIn: SignInStore;
  /**
   * The site's public URL (PUBLIC_URL); passkeys are scoped to its host and setup links use it.
   * Default: the server's own loopback address (development; passkeys then work at localhost).
   */
  publicUrl?: string;
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
  editor?: EditorFiles;
  /** A story body in Markdown as its page shows it (the site's renderer and sanitiser), for the story preview. */
  renderStoryMarkdown?: (markdown: string) => string;
  /** A story's whole page drawn by the site from a draft, for the story form's Preview; without it there is none. */
  renderStoryPage?: RenderStoryPage;
  /** The pictures' public files (`/media/*`, server/media/media-routes.ts): they need no session. */
  mediaFiles?: Hono;
  /**
   * The rooms the site wires (pictures' uploads, the desk, Health, Settings, Privacy, the front
   * page), mounted with the rest at their prefixes (owner-route-map.ts), behind the session and
   * CSRF check. A room not given is not there (404).
   */
  rooms?: Partial<WiredRooms>;
  /** Records an owner action in the activity trail (publish, rollback). */
  audit?: (entry: { owner: string; action: AuditAction; detail: string }) => Promise<void>;
  /**
   * Mail to owners: another owner's setup link goes to them by mail and is never shown to the
   * owner who asked; account changes are told to their owner. Absent, the link is shown to the
   * (freshly re-authenticated) owner who asked.
   */
  ownerMail?: OwnerMail;
}

/**
 * The editor's built files as the site serves them: `file` is a path inside the editor's build
 * (`/index.html`, `/assets/…`), `servedAs` the URL path it answers (for its type and caching).
 * Undefined when the build has no such file. The site's static server provides it.
 */
export type EditorFiles = (request: Request, file: string, servedAs: string) => Response | undefined;

/** Largest body of the signed-in API other than a whole content document: settings, a story preview, a lead's note. */
const MAX_BODY_BYTES = 512 * 1024;
/**
 * Largest content document the editor may send (check and publish). Stories make it long: fifty
 * stories of 20,000 characters each, the most a studio's site plausibly keeps, come to about
 * 1.1 MB of JSON with the rest of the content (measured in admin-routes.test.ts); four times that
 * leaves room for bodies in scripts that take three bytes a character. The schema still bounds
 * each story, so the cap only stops a request no owner's content can need.
 */
export const MAX_CONTENT_BODY_BYTES = 4 * 1024 * 1024;
/** The content document's routes, which take {@link MAX_CONTENT_BODY_BYTES}. */
const CONTENT_PATH = /^\/api\/admin\/content\/(?:validate|publish|story-preview)$/;
/**
 * Bodies anyone may send before signing in: an address, a password, a token and a return path, or
 * a passkey's answer (a few kilobytes with attestation `none`), far below this.
 */
const MAX_SIGN_IN_BODY_BYTES = 16 * 1024;
/** Picture uploads declare their own, larger limit (media/media-routes.ts). */
const MEDIA_PATH = /^\/api\/admin\/media(\/|$)/;

/** What signing in takes; anything else (an object with its own `toString`, a number) is a 400 naming the field. */
const signInFields = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  next: z.string().max(2048).optional(),
});
const setupFields = z.object({ token: z.string().max(256), password: z.string().max(1024) });

/** The header every state-changing API request carries: the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

type Env = {
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
  Variables: { session: OwnerSession; sessionId: string };
};

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
  const siteName = async () => (await publisher.current()).content.company.name;
  const signIn = createSignInContext({
    sessions,
    store: options.signIn,
    rateLimits: options.rateLimits ?? createMemoryRateLimitStore(),
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1',
    siteName,
    now,
    ownerMail: options.ownerMail,
    audit: options.audit,
  });
  const app = new Hono<Env>();

  // Only on our own paths: these routes are mounted at the root of the site app, and a `*` here
  // would mark every visitor page noindex and uncacheable.
  const privateResponse = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  };
  for (const path of ['/admin', '/admin/*', '/api/admin/*']) app.use(path, privateResponse);
  // Every write is capped before any handler reads its body: a declared length over the cap is
  // refused at once, and a body that lies about its length is cut while it streams.
  const capped = (maxBytes: number, own?: RegExp): MiddlewareHandler => {
    const limit = bodyLimit({ maxBytes });
    return (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || MEDIA_PATH.test(c.req.path) || own?.test(c.req.path)
        ? next()
        : limit(c, next);
  };
  for (const path of ['/admin/*', '/api/admin/session', '/api/admin/passkey/*'])
    app.use(path, capped(MAX_SIGN_IN_BODY_BYTES));
  // The content document has its own, larger cap; every other signed-in write keeps the smaller one.
  app.use('/api/admin/*', capped(MAX_BODY_BYTES, CONTENT_PATH));
  for (const path of ['/api/admin/content/validate', '/api/admin/content/publish', '/api/admin/content/story-preview'])
    app.use(path, bodyLimit({ maxBytes: MAX_CONTENT_BODY_BYTES }));

  const sameOrigin = (c: Context) =>
    checkOrigin(c.req.raw, options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}).ok;
  const currentSession = async (c: Context) => {
    const id = signIn.sessionId(c);
    const session = id ? await sessions.resume(id) : undefined;
    return session && id ? { id, session } : undefined;
  };

  /**
   * One password attempt: the limits first (a known device's own budget, else the address, the
   * account at that address and the global one), then the password, then the account's setting.
   */
  const passwordSignIn = async (c: Context<Env>, email: string, password: string) => {
    const account = normalizeEmail(email);
    const known = await signIn.store.ownerByEmail(account);
    const device = known ? await signIn.device(c, known.id) : undefined;
    const limited = await signIn.throttle.password({ account, ip: signIn.ip(c), device }, signIn.now());
    if (!limited.allowed) return { status: 429 as const, retryAfterMs: limited.retryAfterMs };
    const owner: Owner | undefined = await accounts.checkPassword(email, password);
    if (!owner) return { status: 401 as const };
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (known?.requirePasskey) return { status: 403 as const };
    const { csrfToken } = await signIn.startSession(c, owner, 'password');
    return { status: 200 as const, owner, csrfToken };
  };
  const malformed = (answer: MalformedAnswer) => spendOnMalformed(signIn, answer);
  const malformedPage = (page: () => string) => {
    const answer = malformed((c, retryAfterMs) =>
      retryAfterMs === undefined
        ? c.html(page(), 400)
        : c.html(signInPage({ message: tooManyAttempts(retryAfterMs) }), 429),
    );
    return { onInvalid: answer, onWrongType: answer };
  };
  const PASSKEY_ONLY = 'This account signs in with a passkey only. Use “Sign in with a passkey”.';
  const WRONG = 'That email and password do not match.';

  // ---- plain pages that work before sign-in ----
  app.get('/admin/sign-in', (c) => c.html(signInPage({ next: safeReturnPath(c.req.query('next')) })));
  const refusedPage =
    (message: string): MiddlewareHandler =>
    async (c, next) =>
      sameOrigin(c) ? next() : c.html(messagePage('Refused', message), 403);
  app.post(
    '/admin/sign-in',
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
  app.get('/admin/setup', async (c) => {
    const token = c.req.query('token') ?? '';
    if (accounts.setupLinkWorks && !(await accounts.setupLinkWorks(token)))
      return c.html(messagePage('Setup link not valid', INVALID_LINK), 410);
    return c.html(setupPage(token));
  });
  app.post(
    '/admin/setup',
    refusedPage('Set your password from this site’s own page.'),
    validBody(
      'form',
      setupFields,
      malformedPage(() => messagePage('Setup link not valid', 'Open the setup link again and choose a password.')),
    ),
    async (c) => {
      const { token, password } = c.req.valid('form');
      const result = await accounts.completeSetup(token, password, await siteName());
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

  // ---- the JSON API: signing in ----
  const sessionProblem = malformed((c, retryAfterMs) =>
    retryAfterMs === undefined
      ? c.json({ error: 'Send JSON: { email, password }.' }, 400)
      : c.json({ error: tooManyAttempts(retryAfterMs) }, 429),
  );
  app.post(
    '/api/admin/session',
    async (c, next) => (sameOrigin(c) ? next() : c.json({ error: 'Cross-origin request refused.' }, 403)),
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
  app.route('/', publicPasskeyRoutes(signIn, sameOrigin));
  app.route('/', passkeyScripts());

  // ---- everything else needs a live session ----
  const requireSession = async (c: Context<Env>, next: () => Promise<void>) => {
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
      if (!sameOrigin(c)) return c.json({ error: 'Cross-origin request refused.' }, 403);
      if (!csrfMatches(found.session, c.req.header(CSRF_HEADER)))
        return c.json({ error: `Missing or wrong ${CSRF_HEADER} header.` }, 403);
    }
    c.set('session', found.session);
    c.set('sessionId', found.id);
    await next();
  };
  app.use('/api/admin/*', requireSession);
  app.use('/admin', requireSession);
  app.use('/admin/*', requireSession);

  // Each room once, at its prefix in the route map, behind the guard above.
  const wired = options.rooms ?? {};
  const none = () => new Hono() as never;
  app.route(
    '/',
    ownerRoomsApi({
      session: sessionRoom(signIn),
      sessions: sessionsRoom(signIn),
      account: accountRoom(signIn, accounts),
      reauth: reauthRoom(signIn, accounts),
      owners: ownersRoom(signIn, accounts),
      passkeys: passkeysRoom(signIn),
      content: contentRoom({ publisher, renderStoryPage: options.renderStoryPage, audit: options.audit }),
      stories: storiesRoom(options.renderStoryMarkdown),
      media: wired.media ?? none(),
      desk: wired.desk ?? none(),
      health: wired.health ?? none(),
      settings: wired.settings ?? none(),
      privacy: wired.privacy ?? none(),
      frontPage: wired.frontPage ?? none(),
    }),
  );
  if (options.mediaFiles) app.route('/', options.mediaFiles);
  app.all('/api/admin/*', (c) => c.json({ error: 'Not found.' }, 404));

  const editorPage = (c: Context<Env>) => {
    const page = options.editor?.(c.req.raw, '/index.html', c.req.path);
    if (page) return page;
    return c.html(
      messagePage(
        'Site editor',
        `Signed in as ${c.get('session').owner.email}. The editor is not built: run the site's build.`,
      ),
      503,
    );
  };
  app.get('/admin', editorPage);
  // The owner's app shows one section per URL; each section's URL gets the app, which shows it. One
  // route per section, not one alternation: an unanchored `a|b` would also match an asset whose
  // name holds a section's (a lazily loaded `health-section-….js`).
  for (const section of ADMIN_SECTIONS) app.get(`/admin/${section}`, editorPage);
  app.get(`/admin/content/:part{(?:${ADMIN_CONTENT_SECTIONS.join('|')})}`, editorPage);
  // The editor's hashed scripts and stylesheet, behind the same session check as its page.
  app.get('/admin/assets/:file{[\\w.-]+}', (c) => {
    const file = c.req.param('file');
    return options.editor?.(c.req.raw, `/assets/${file}`, `/admin/assets/${file}`) ?? c.text('Not found', 404);
  });
  app.all('/admin/*', (c) => c.html(messagePage('Not found', 'No such editor page.'), 404));
  return app;
}
