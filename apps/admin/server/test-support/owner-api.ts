import { requestPolicy, type RateLimitStore, type TrustProxy } from '@rooted/server-kit';
import { Hono } from 'hono';
import type { SiteContent } from '@rooted/site-content';
import { createAdminRoutes, type AdminRoutesOptions, type EditorFiles } from '../owner-routes';
import { createContentPublisher, type ContentPublisherOptions } from '../content/content-publisher';
import { createSqliteContentVersions, type ContentVersions } from '../content/content-versions';
import { createOwnerAccounts, type OwnerAccounts } from '../sign-in/owners';
import { createOwnerSessions, type OwnerSessions } from '../sign-in/sessions';
import { createSqliteSignInStore, type SignInStore } from '../sign-in/sign-in-store';
import { openSiteDatabase } from '../database/site-db';
import { addOwnerWithPassword } from './owner-hash';

export const ORIGIN = 'http://site.test';

/** The editor's build as {@link EditorFiles}, from a map of paths to text and type. */
export function editorFilesOf(files: ReadonlyMap<string, { text: string; type: string }>): EditorFiles {
  return (_request, file) => {
    const found = files.get(file);
    return found ? new Response(found.text, { headers: { 'content-type': found.type } }) : undefined;
  };
}
export const OWNER = { email: 'owner@rooted.example', password: 'sprout compost meadow harvest' };

/** Stores the admin routes run on: by default an in-memory SQLite database. */
export interface TestAdminStores {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  versions: ContentVersions;
  signIn: SignInStore;
  rateLimits?: RateLimitStore;
}

/** What a test may set: shared stores (built with the same clock), the clock, the editor build. */
export interface TestAdminOptions extends Pick<
  AdminRoutesOptions,
  'editor' | 'mediaFiles' | 'rooms' | 'audit' | 'renderStoryMarkdown' | 'renderStoryPage' | 'ownerMail' | 'publicUrl'
> {
  stores?: (now: () => number) => TestAdminStores;
  clock?: { now: number };
  /**
   * Which proxies to believe, set once per request as the site does (`requestPolicy`). Absent, no
   * policy is set and the routes read the default (a proxy on this machine only).
   */
  trustProxy?: TrustProxy;
  /** With `false` the owner is expected to exist already (a second instance on shared stores). */
  addOwner?: boolean;
}

/**
 * The admin routes over an in-memory database (or the given stores), a settable clock and a
 * recorded render.
 */
export async function testAdmin(
  baseline: SiteContent,
  publisherOptions: Partial<ContentPublisherOptions> = {},
  options: TestAdminOptions = {},
) {
  const clock = options.clock ?? { now: 1_700_000_000_000 };
  const now = () => clock.now;
  const db = options.stores ? undefined : openSiteDatabase(':memory:');
  const stores: TestAdminStores = options.stores
    ? options.stores(now)
    : {
        accounts: createOwnerAccounts(db!, now),
        sessions: createOwnerSessions(db!, now),
        versions: createSqliteContentVersions(db!, now),
        signIn: createSqliteSignInStore(db!, now),
      };
  const { accounts } = stores;
  const rendered: SiteContent[] = [];
  const publisher = createContentPublisher({
    versions: stores.versions,
    baseline,
    render: async (content) => void rendered.push(content),
    ...publisherOptions,
  });
  const routes = createAdminRoutes({
    accounts,
    sessions: stores.sessions,
    signIn: stores.signIn,
    publisher,
    now,
    ...(stores.rateLimits ? { rateLimits: stores.rateLimits } : {}),
    ...(options.editor ? { editor: options.editor } : {}),
    ...(options.mediaFiles ? { mediaFiles: options.mediaFiles } : {}),
    ...(options.rooms ? { rooms: options.rooms } : {}),
    ...(options.audit ? { audit: options.audit } : {}),
    ...(options.ownerMail ? { ownerMail: options.ownerMail } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.renderStoryPage ? { renderStoryPage: options.renderStoryPage } : {}),
    renderStoryMarkdown:
      options.renderStoryMarkdown ??
      ((markdown) => `<p data-rendered>${markdown.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`),
  });
  // A test that sets a proxy trust gets it as a site sets it, first; the others the default policy.
  const app = new Hono();
  if (options.trustProxy !== undefined) app.use('*', requestPolicy({ trustProxy: options.trustProxy }));
  app.route('/', routes);
  if (options.addOwner !== false && db) {
    await addOwnerWithPassword(db, accounts, OWNER);
  } else if (options.addOwner !== false) {
    const { setupToken } = await accounts.addOwner(OWNER.email);
    const setup = await accounts.completeSetup(setupToken, OWNER.password);
    if (!setup.ok) throw new Error(setup.message);
  }

  /** A request as a browser on our origin would send it, from a client IP of its own. */
  const call = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    return app.request(
      `${ORIGIN}${path}`,
      { ...init, headers },
      { incoming: { socket: { remoteAddress: init.ip ?? '203.0.113.7' } } },
    );
  };
  const signIn = async (password = OWNER.password, ip?: string) =>
    call('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER.email, password }),
      ...(ip ? { ip } : {}),
    });
  /** Signs in and returns the cookie and CSRF token to send. */
  const session = async () => {
    const response = await signIn();
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return { cookie, csrfToken };
  };
  return { app, accounts, clock, rendered, call, signIn, session, db, publisher, stores };
}
