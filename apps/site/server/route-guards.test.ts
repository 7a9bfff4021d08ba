// @vitest-environment node
/**
 * The site's route map with each route's guards, as the server assembles it: every route with the
 * middleware that runs before it (a guard registered after a route never runs for it, so order
 * counts). Printed for whoever reads the test's output; it fails if a signed-in route under
 * `/api/admin` is reachable without the owners' session guard (which also checks Origin and the
 * CSRF token on writes).
 */
import { OWNER_API_PREFIX, ROOM_PREFIXES, wholeOwnerApi } from '@rooted/admin/server/test-support';
import { createLeadRoutes, createMemoryOutbox, silentLogger } from '@rooted/lead-capture';
import { createMemoryTelemetryStore, createTelemetryRoutes, silentTelemetryLogger } from '@rooted/telemetry';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { createSiteApp } from './app';
import { loadFixtureSite } from './test-support/site-files';

const TOKEN = 'route-guards-admin-token-0123456789';
/** The owners' session guard: a session, then Origin and the CSRF token on every write. */
const SESSION_GUARD = 'requireSession';
/** Signed-in API paths anyone may call: signing in, by password or by passkey. */
const BEFORE_SIGN_IN = [/^POST \/api\/admin\/session$/, /^(POST|ALL) \/api\/admin\/passkey\//];

/** Whether a middleware registered at `pattern` runs for a route at `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === '*' || pattern === '/*') return true;
  if (pattern.endsWith('/*')) return path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

async function routeMap() {
  const site = await loadFixtureSite();
  const { admin, privacyRoutes } = await wholeOwnerApi(TOKEN);
  const app = createSiteApp({
    files: site.files,
    owner: { routes: admin.app, publisher: admin.publisher },
    leads: createLeadRoutes({ outbox: createMemoryOutbox(), logger: silentLogger, adminToken: TOKEN }),
    telemetry: createTelemetryRoutes({
      store: createMemoryTelemetryStore(),
      logger: silentTelemetryLogger,
      adminToken: TOKEN,
    }),
    confirmation: async () => new Response('confirmed'),
    privacy: privacyRoutes,
  });
  const entries = inspectRoutes(app);
  const map = new Map<string, string[]>();
  entries.forEach((entry, index) => {
    if (entry.isMiddleware) return;
    const key = `${entry.method} ${entry.path}`;
    if (map.has(key)) return;
    const guards = entries
      .slice(0, index)
      .filter((before) => before.isMiddleware && (before.method === 'ALL' || before.method === entry.method))
      .filter((before) => covers(before.path, entry.path))
      .map((before) => before.name);
    map.set(key, [...new Set(guards)]);
  });
  return map;
}

describe("the site's route map", () => {
  it('puts the session guard in front of every signed-in API route but signing in', async () => {
    const map = await routeMap();
    console.info([...map].map(([route, guards]) => `${route}  ←  ${guards.join(', ') || '(none)'}`).join('\n'));
    const admin = [...map.keys()].filter((route) => / \/api\/admin(\/|$)/.test(route));
    // One route of every room in the owner's map, at its prefix: a room left out of the map, or
    // mounted elsewhere, fails here.
    const oneOfEach: Record<keyof typeof ROOM_PREFIXES, string> = {
      session: 'GET ',
      sessions: 'DELETE ',
      account: 'POST /password',
      reauth: 'POST /passkey/options',
      owners: 'POST /setup-link',
      passkeys: 'PUT /required',
      content: 'POST /versions/:id{[0-9]+}/rollback',
      stories: 'POST /preview',
      media: 'POST ',
      desk: 'GET /leads',
      health: 'GET /backups',
      settings: 'PUT /webhook',
      privacy: 'POST /requests/:id{[\\w-]{1,64}}/erase',
      frontPage: 'GET ',
    };
    for (const [room, route] of Object.entries(oneOfEach)) {
      const [method, path] = route.split(' ');
      const prefix = ROOM_PREFIXES[room as keyof typeof ROOM_PREFIXES];
      expect(admin, room).toContain(`${method} ${OWNER_API_PREFIX}${prefix}${path}`);
    }
    const unguarded = admin.filter(
      (route) => !map.get(route)!.includes(SESSION_GUARD) && !BEFORE_SIGN_IN.some((open) => open.test(route)),
    );
    expect(unguarded).toEqual([]);
    for (const route of admin.filter((route) => BEFORE_SIGN_IN.some((open) => open.test(route))))
      expect(map.get(route), route).not.toContain(SESSION_GUARD);
  });
});
