import type { TrustProxy } from '@rooted/lead-capture';
import type { SiteContent } from '@rooted/site-content';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prerenderPages, SSR_CONTENT } from '../../scripts/prerender-pages';
import { loadStaticFile, loadStaticFiles, type StaticFile } from '../static-files';
import { createAdminRoutes } from './admin-routes';
import { createContentPublisher, type ContentPublisher } from './content-publisher';
import { createSqliteContentVersions } from './content-versions';
import { createOwnerAccounts } from './owners';
import { createOwnerSessions } from './sessions';
import { openSiteDatabase, siteDbPath } from './site-db';

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
}

/**
 * The owners' side of the server: the site database, sign-in, and publishing that re-renders
 * every page (company and navigation are on all of them) into the served directory and memory.
 * Before it is used, `start()` renders the newest published version, because a deploy rebuilds
 * the pages from the data file.
 */
export async function createOwnerAdmin(options: OwnerAdminOptions) {
  const db = openSiteDatabase(siteDbPath(options.env, options.defaultDbPath));
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
    versions: createSqliteContentVersions(db),
    baseline,
    render,
    ...(buildHook ? { buildHook } : {}),
  });
  const routes = createAdminRoutes({
    accounts: createOwnerAccounts(db),
    sessions: createOwnerSessions(db),
    publisher,
    ...(editor ? { editor } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
  });
  return { routes, publisher, start: () => publisher.renderCurrent(), close: () => db.close() };
}
