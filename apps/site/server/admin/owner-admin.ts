import type { TrustProxy } from '@rooted/lead-capture';
import type { SiteContent } from '@rooted/site-content';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prerenderPages, SSR_CONTENT } from '../../scripts/prerender-pages';
import { loadStaticFile, loadStaticFiles, type StaticFile } from '../static-files';
import { createAdminRoutes } from './admin-routes';
import { createContentPublisher, type ContentPublisher } from './content-publisher';
import type { SharedDatabase } from '../lead-api';
import { createSqliteContentVersions } from './content-versions';
import { createOwnerAccounts } from './owners';
import { createPublishedContentRoute } from './published-content-route';
import { postgresSiteStoresOn } from './postgres-site-store';
import { createOwnerSessions } from './sessions';
import { createSqliteSignInStore } from './sign-in-store';
import { openSiteDatabase, siteDbPath } from './site-db';
import { createMediaRoutes } from '../media/media-routes';
import { createSqliteMediaStore } from '../media/media-store';
import { postgresMediaStoreOn } from '../media/postgres-media-store';

/**
 * How often an instance on PostgreSQL checks for a version another instance published (one
 * indexed read of the newest id) and re-renders its pages: visitors of this instance see a
 * publish at most this much later.
 */
export const CONTENT_CATCH_UP_MS = 5_000;

/** The environment variables the owners' side reads (all optional). */
export interface OwnerAdminEnv {
  /** The site database (owners, sessions, content versions). Default apps/site/data/site.db. */
  SITE_DB?: string | undefined;
  /** With static hosting: a URL POSTed after every publish so the host rebuilds. */
  CONTENT_BUILD_HOOK?: string | undefined;
}


/** Options of {@link createOwnerAdmin}. */
export interface OwnerAdminOptions {
  env: OwnerAdminEnv;
  defaultDbPath: string;
  /** The build (apps/site/dist): pages are re-rendered into `client/` with the bundle in `ssr/`. */
  distDir: string;
  /** The served files; re-rendered pages replace their entries, so the next request gets them. */
  files: Map<string, StaticFile>;
  trustProxy?: TrustProxy;
  allowedOrigins?: readonly string[];
  /** With DATABASE_URL: the lead API's pool; owners, sessions, versions and sign-in limits live there, SITE_DB is ignored. */
  database?: SharedDatabase;
  /** The site's public URL (PUBLIC_URL, else the first allowed origin, else the server's address). */
  publicUrl?: string;
  /** Default {@link CONTENT_CATCH_UP_MS}; only on a shared database. */
  catchUpMs?: number;
}

/**
 * The owners' side of the server: the site database, sign-in, and publishing that re-renders
 * every page (company and navigation are on all of them) into the served directory and memory.
 * Before it is used, `start()` renders the newest published version, because a deploy rebuilds
 * the pages from the data file.
 */
export async function createOwnerAdmin(options: OwnerAdminOptions) {
  const { database } = options;
  const db = database ? undefined : openSiteDatabase(siteDbPath(options.env, options.defaultDbPath));
  const stores = database
    ? postgresSiteStoresOn(database.sql, database.schema)
    : { accounts: createOwnerAccounts(db!), sessions: createOwnerSessions(db!), versions: createSqliteContentVersions(db!), signIn: createSqliteSignInStore(db!) };
  const baseline = JSON.parse(await readFile(join(options.distDir, SSR_CONTENT), 'utf8')) as SiteContent;
  const clientDir = join(options.distDir, 'client');
  const render = async (content: SiteContent) => {
    const written = await prerenderPages({ distDir: options.distDir, content, published: true });
    for (const file of written) options.files.set(`/${file}`, await loadStaticFile(join(clientDir, file)));
  };
  // The editor is its own build (dist/admin), kept out of dist/client so no visitor URL can reach it.
  const editor = await loadStaticFiles(join(options.distDir, 'admin')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  const buildHook = options.env.CONTENT_BUILD_HOOK?.trim();
  const publisher: ContentPublisher = createContentPublisher({
    versions: stores.versions,
    baseline,
    render,
    ...(buildHook ? { buildHook } : {}),
  });
  // Uploaded pictures live beside the content that names them: SITE_DB, or the shared database.
  const media = createMediaRoutes(database ? postgresMediaStoreOn(database.sql, database.schema) : createSqliteMediaStore(db!));
  const routes = createAdminRoutes({
    media,
    accounts: stores.accounts,
    sessions: stores.sessions,
    signIn: stores.signIn,
    publisher,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(database ? { rateLimits: database.rateLimits } : {}),
    ...(editor ? { editor } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
  });
  // Open tabs ask here for a newer publish; mounted with the owners' routes, so static hosting has no such path.
  routes.route('/', createPublishedContentRoute(publisher));
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    routes,
    publisher,
    async start() {
      await publisher.renderCurrent();
      if (!database || timer) return;
      // Another instance's publish reaches this one's pages on the next check.
      timer = setInterval(() => {
        publisher.catchUp().catch((error: unknown) => console.error('content: could not check for a newer version:', error instanceof Error ? error.message : error));
      }, options.catchUpMs ?? CONTENT_CATCH_UP_MS);
      timer.unref();
    },
    close() {
      clearInterval(timer);
      db?.close();
    },
  };
}
