import type { SiteContent } from '@rooted/site-content';
import { createAdminRoutes, type AdminRoutesOptions } from '../admin/admin-routes';
import { createContentPublisher, type ContentPublisherOptions } from '../admin/content-publisher';
import { createSqliteContentVersions } from '../admin/content-versions';
import { createOwnerAccounts } from '../admin/owners';
import { createOwnerSessions } from '../admin/sessions';
import { openSiteDatabase } from '../admin/site-db';

export const ORIGIN = 'http://site.test';
export const OWNER = { email: 'owner@rooted.example', password: 'sprout compost meadow harvest' };

/** The admin routes over an in-memory database, a settable clock and a recorded render. */
export async function testAdmin(
  baseline: SiteContent,
  publisherOptions: Partial<ContentPublisherOptions> = {},
  routeOptions: Pick<AdminRoutesOptions, 'editor'> = {},
) {
  const clock = { now: 1_700_000_000_000 };
  const now = () => clock.now;
  const db = openSiteDatabase(':memory:');
  const accounts = createOwnerAccounts(db, now);
  const rendered: SiteContent[] = [];
  const publisher = createContentPublisher({
    versions: createSqliteContentVersions(db, now),
    baseline,
    render: async (content) => void rendered.push(content),
    ...publisherOptions,
  });
  const app = createAdminRoutes({ accounts, sessions: createOwnerSessions(db, now), publisher, now, ...routeOptions });
  const { setupToken } = accounts.addOwner(OWNER.email);
  const setup = await accounts.completeSetup(setupToken, OWNER.password);
  if (!setup.ok) throw new Error(setup.message);

  /** A request as a browser on our origin would send it, from a client IP of its own. */
  const call = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    return app.request(`${ORIGIN}${path}`, { ...init, headers }, { incoming: { socket: { remoteAddress: init.ip ?? '203.0.113.7' } } });
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
  return { app, accounts, clock, rendered, call, signIn, session, db };
}
