import type { TrustProxy } from '@rooted/server-kit';
import type { Hono } from 'hono';
import type { SiteContent } from '@rooted/site-content';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prerenderPages, SSR_CONTENT } from '../../render/prerender-pages';
import { loadStaticFiles, type StaticFile } from '../static-files';
import { swapInPages } from './swap-pages';
import { createAdminRoutes } from './admin-routes';
import { createContentPublisher, type ContentPublisher } from './content-publisher';
import type { OwnerStores } from '../database/site-stores';
import { createPublishedContentRoute } from './published-content-route';
import { createMediaRoutes } from '../media/media-routes';
import { createDeskRoutes, type DeskRoutesOptions } from '../desk/desk-routes';
import { createStorySchedule, SCHEDULE_PUBLISHER, type StorySchedule } from './story-schedule';

/**
 * How often an instance on PostgreSQL checks for a version another instance published (one
 * indexed read of the newest id) and re-renders its pages: visitors of this instance see a
 * publish at most this much later.
 */
export const CONTENT_CATCH_UP_MS = 5_000;

/** Options of {@link createOwnerAdmin}. */
export interface OwnerAdminOptions {
  /** Owners, sessions, versions and pictures, from `openSiteStores`: SITE_DB or the shared database. */
  stores: OwnerStores;
  /** With static hosting: a URL POSTed after every publish so the host rebuilds. */
  contentBuildHook?: string | undefined;
  /** The build (apps/site/dist): pages are re-rendered into `client/` with the bundle in `ssr/`. */
  distDir: string;
  /** The served files; re-rendered pages replace their entries, so the next request gets them. */
  files: Map<string, StaticFile>;
  trustProxy?: TrustProxy;
  allowedOrigins?: readonly string[];
  /** The site's public URL (PUBLIC_URL, else the first allowed origin, else the server's address): passkeys belong to its host. */
  publicUrl?: string;
  /** The lead API's outbox and worker, for the owner's desk (leads, delivery health). Absent: no desk routes. */
  desk?: Omit<DeskRoutesOptions, 'store'>;
  /** More of the desk's routes (site health, settings), mounted with it behind the session and CSRF check. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part reads the session the owners' routes set
  deskParts?: readonly Hono<any>[];
  /** The Privacy section's routes (requests, downloads, erasures). Absent: no such routes. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the section reads the session the owners' routes set
  privacy?: Hono<any>;
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
  const { stores } = options;
  const baseline = JSON.parse(await readFile(join(options.distDir, SSR_CONTENT), 'utf8')) as SiteContent;
  const clientDir = join(options.distDir, 'client');
  // Scheduled stories go public at their time without anyone publishing: the server wakes then,
  // marks them published (once, whichever instance wakes first) and re-renders. Every render below
  // re-arms it from the content it rendered; the publisher it wakes is made below, before any render.
  const schedule: StorySchedule = createStorySchedule({
    wake: async (now) => {
      const version = await publisher.publishDue(new Date(now));
      if (version) await stores.desk.record({ at: Date.now(), owner: SCHEDULE_PUBLISHER, action: 'published', detail: `Published version ${version.id}: stories scheduled for this time went live.` });
    },
    onError: (error) => {
      if (stores.reportOutage?.(error)) return;
      console.error('content: could not publish the stories due now; trying again in a minute:', error instanceof Error ? error.message : error);
    },
  });
  const render = async (content: SiteContent) => {
    const { written, removed, cards } = await prerenderPages({ distDir: options.distDir, content, published: true });
    // Only new or retitled stories get a card drawn; the log says what that cost the publish.
    if (cards.drawn.length) console.log(`content: drew ${cards.drawn.length} story sharing card(s) in ${Math.round(cards.ms)} ms`);
    // Only pages whose bytes changed are swapped, compressed quickly; the best compression follows in the background.
    await swapInPages(options.files, clientDir, written);
    // A story no longer public: its page is gone from disk and must be gone from what is served.
    for (const file of removed) options.files.delete(`/${file}`);
    schedule.arm(content);
  };
  // The editor is its own build (dist/admin), kept out of dist/client so no visitor URL can reach it.
  const editor = await loadStaticFiles(join(options.distDir, 'admin')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  const buildHook = options.contentBuildHook;
  const publisher: ContentPublisher = createContentPublisher({
    versions: stores.versions,
    baseline,
    render,
    ...(buildHook ? { buildHook } : {}),
  });
  // Uploaded pictures live beside the content that names them: SITE_DB, or the shared database.
  const media = createMediaRoutes(stores.media);
  const audit = (entry: { owner: string; action: 'published' | 'rolled-back'; detail: string }) => stores.desk.record({ at: Date.now(), ...entry });
  const desk = options.desk ? createDeskRoutes({ ...options.desk, store: stores.desk }) : undefined;
  for (const part of options.deskParts ?? []) desk?.route('/', part);
  const routes = createAdminRoutes({
    media,
    audit,
    ...(desk ? { desk } : {}),
    ...(options.privacy ? { privacy: options.privacy } : {}),
    accounts: stores.accounts,
    sessions: stores.sessions,
    signIn: stores.signIn,
    publisher,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(stores.rateLimits ? { rateLimits: stores.rateLimits } : {}),
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
      // Before the first publish the pages show the data file: its stories may be scheduled too.
      if ((await publisher.versions.currentId()) === null) schedule.arm(baseline);
      if (!stores.shared || timer) return;
      // Another instance's publish reaches this one's pages on the next check.
      timer = setInterval(() => {
        publisher.catchUp().catch((error: unknown) => {
          // An unreachable database is logged once by its outage watch, not every few seconds here.
          if (stores.reportOutage?.(error)) return;
          console.error('content: could not check for a newer version:', error instanceof Error ? error.message : error);
        });
      }, options.catchUpMs ?? CONTENT_CATCH_UP_MS);
      timer.unref();
    },
    close() {
      clearInterval(timer);
      schedule.close();
    },
  };
}
