// @vitest-environment node
/**
 * The site's route map with each route's guards, as the server assembles it: every route with the
 * middleware that runs before it (a guard registered after a route never runs for it, so order
 * counts). Printed for whoever reads the test's output. Each prefix of the map has its guards
 * (below); a route at no prefix of the map, or without one of its prefix's guards, fails.
 */
import {
  OWNER_API_PREFIX,
  OWNER_PAGES_PREFIX,
  ROOM_PREFIXES,
  SIGN_IN_PREFIXES,
  wholeOwnerApi,
} from '@rooted/admin/server/test-support';
import { createLeadRoutes, createMemoryOutbox, silentLogger } from '@rooted/lead-capture';
import { createMemoryTelemetryStore, createTelemetryRoutes, silentTelemetryLogger } from '@rooted/telemetry';
import { Hono, type Context, type Next } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { createSiteApp, SITE_MAP } from './app';
import { loadFixtureSite } from './test-support/site-files';

const TOKEN = 'route-guards-admin-token-0123456789';
/** Routes of the site itself, at no room's prefix: its health check, the API's 404, the static site. */
const SITE_OWN = new Set(['GET /healthz', 'ALL /api/*', 'GET /*', 'HEAD /*', 'ALL /*']);
const WRITE = /^(POST|PUT|PATCH|DELETE|ALL) /;
/** What answers before sign-in: the sign-in rooms' routes, each at its prefix in the owner's map. */
const BEFORE_SIGN_IN = [
  new RegExp(`^(GET|POST) ${SIGN_IN_PREFIXES.pages}/(sign-in|setup)$`),
  new RegExp(`^GET ${SIGN_IN_PREFIXES.scripts}/`),
  new RegExp(`^POST ${SIGN_IN_PREFIXES.password}$`),
  new RegExp(`^(POST|ALL) ${SIGN_IN_PREFIXES.passkey}/`),
];
const under = (prefix: string) => new RegExp(`^\\S+ ${prefix}(/|$)`);
const owner = (route: string) => under(OWNER_PAGES_PREFIX).test(route) || under(OWNER_API_PREFIX).test(route);
const beforeSignIn = (route: string) => BEFORE_SIGN_IN.some((open) => open.test(route));
const gated = (route: string) =>
  WRITE.test(route) &&
  Object.values(SITE_MAP).some((room) =>
    ('gated' in room ? room.gated : []).some((path: string) => covers(path, route.split(' ')[1]!)),
  );

/** Each rule: the routes it is for, and the guards each of them must have (or must not). */
const RULES: { for: string; routes: (route: string) => boolean; has?: string[]; lacks?: string[] }[] = [
  { for: 'every route', routes: () => true, has: ['setRequestPolicy'] },
  { for: "the owner's", routes: owner, has: ['privateResponse'] },
  { for: 'before sign-in', routes: beforeSignIn, lacks: ['requireSession'] },
  { for: 'writes before sign-in', routes: (r) => beforeSignIn(r) && WRITE.test(r), has: ['signInBodyCap'] },
  { for: 'signed in', routes: (r) => owner(r) && !beforeSignIn(r), has: ['requireSession'] },
  { for: 'API writes', routes: (r) => under(OWNER_API_PREFIX).test(r) && WRITE.test(r), has: ['apiBodyCap'] },
  {
    for: 'content documents',
    routes: (r) => /^POST \/api\/admin\/content\/(validate|publish|story-preview)$/.test(r),
    has: ['contentBodyCap'],
  },
  { for: 'writes to the shared database', routes: gated, has: ['outageGate'] },
];

/** Whether a middleware registered at `pattern` runs for a route at `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === '*' || pattern === '/*') return true;
  if (pattern.endsWith('/*')) return path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** Every route of the site's app (`METHOD path`) with the names of the middleware that run before it. */
async function routeMap(extra?: Hono) {
  const site = await loadFixtureSite();
  const { admin, privacyRoutes } = await wholeOwnerApi(TOKEN);
  const ownerRoutes = extra ? new Hono().route('/', extra).route('/', admin.app) : admin.app;
  // A declaration, so the map prints it by its name (a transform may rename a named expression).
  async function outageGate(_c: Context, next: Next) {
    await next();
  }
  const app = createSiteApp({
    files: site.files,
    owner: { routes: ownerRoutes, publisher: admin.publisher },
    leads: createLeadRoutes({ outbox: createMemoryOutbox(), logger: silentLogger, adminToken: TOKEN }),
    telemetry: createTelemetryRoutes({
      store: createMemoryTelemetryStore(),
      logger: silentTelemetryLogger,
      adminToken: TOKEN,
    }),
    confirmation: async () => new Response('confirmed'),
    privacy: privacyRoutes,
    outageGate,
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

/** What is wrong with the map: a route at no room's prefix, or without a guard its prefix has. */
function problems(map: Map<string, string[]>): string[] {
  const prefixes = Object.values(SITE_MAP).flatMap((room) => room.at);
  const found: string[] = [];
  for (const [route, guards] of map) {
    if (!SITE_OWN.has(route) && !prefixes.some((prefix) => under(prefix).test(route)))
      found.push(`${route}: at no prefix of the site's map`);
    for (const rule of RULES.filter((each) => each.routes(route))) {
      for (const guard of rule.has ?? [])
        if (!guards.includes(guard)) found.push(`${route}: ${rule.for}, without ${guard}`);
      for (const guard of rule.lacks ?? [])
        if (guards.includes(guard)) found.push(`${route}: ${rule.for}, behind ${guard}`);
    }
  }
  return found;
}

describe("the site's route map", () => {
  it('gives every route the guards of its prefix', async () => {
    const map = await routeMap();
    console.info(
      [...map]
        .map(
          ([route, guards]) =>
            `${route}  ←  ${guards.filter((name) => name !== '[middleware]').join(', ') || '(none)'}`,
        )
        .join('\n'),
    );
    expect(problems(map)).toEqual([]);
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
      expect([...map.keys()], room).toContain(`${method} ${OWNER_API_PREFIX}${prefix}${path}`);
    }
    // And every room before sign-in, at its prefix.
    for (const route of [
      `POST ${SIGN_IN_PREFIXES.pages}/sign-in`,
      `GET ${SIGN_IN_PREFIXES.pages}/setup`,
      `GET ${SIGN_IN_PREFIXES.scripts}/door.js`,
      `POST ${SIGN_IN_PREFIXES.password}`,
      `POST ${SIGN_IN_PREFIXES.passkey}/sign-in`,
    ])
      expect([...map.keys()]).toContain(route);
  });

  it('fails a new route mounted before its prefix’s guards, or at no prefix of the map', async () => {
    const rogue = new Hono()
      .post('/api/admin/rogue', (c) => c.text('written'))
      .get('/admin/rogue', (c) => c.text('shown'))
      .get('/rogue', (c) => c.text('anywhere'));
    const found = problems(await routeMap(rogue));
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/admin/rogue: signed in, without requireSession',
        'POST /api/admin/rogue: API writes, without apiBodyCap',
        'GET /admin/rogue: signed in, without requireSession',
        "GET /rogue: at no prefix of the site's map",
      ]),
    );
  });
});
