import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '@rooted/site-content';
import type * as EntryServer from '../src/entry-server';
import type { HeadInput } from '../src/lib/head/head';
import { publishedContentTag } from '../src/lib/content-store/published-content';
import { loadRouteChunks, type RouteKind } from './route-chunks';
import { STORY_SITEMAP, storySitemapXml } from './sitemap';
import { storyCardsOf, writeStoryCards } from './stories/story-cards';
import { atomFeed, rssFeed } from './stories/story-feeds';
import { buildStoryPages, buildVentureStoryPages, ventureStoryLinksOf } from './stories/story-pages';
import { storySearchEntries } from './stories/story-search';

/** Where the build keeps what re-rendering needs: the SSR bundle and the prepared page template. */
export const SSR_ENTRY = 'ssr/entry-server.js';
export const SSR_TEMPLATE = 'ssr/template.html';
/** The build's validated content: what the server serves until an owner publishes. */
export const SSR_CONTENT = 'ssr/site-content.json';

/** Options of {@link prerenderPages}. */
export interface PrerenderPagesOptions {
  /** The build's output (apps/site/dist): pages are written to `client/`, the SSR bundle is read from `ssr/`. */
  distDir: string;
  /** The content to render; validated by the caller. */
  content: SiteContent;
  /**
   * True when `content` is not the build's own data file (an owner published): each page then
   * carries it as a JSON block, so the built JavaScript hydrates with the same text.
   */
  published?: boolean;
  /** The moment that decides which stories are public (scheduled ones from their time on); default now. */
  now?: Date;
}

/** What {@link prerenderPages} changed under `client/`, as paths relative to it. */
export interface PrerenderedFiles {
  written: string[];
  /** Story pages of an earlier render that no longer exist (a story unpublished or renamed). */
  removed: string[];
  /** The stories' sharing cards drawn by this render (the others were kept), and the milliseconds it took. */
  cards: { drawn: string[]; ms: number };
}

/** Every file under `dir`, relative to `base`; none when `dir` does not exist. */
async function filesUnder(dir: string, base: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(base, join(entry.parentPath, entry.name)));
}

/**
 * Renders every page of the route table, the /docs/<tab> deep links, 404.html, the story pages
 * with their sharing cards, feeds, search entries and sitemap into `dist/client` with the given content; returns the files written and the
 * story pages removed (relative to `client/`). The
 * build runs it once with the data file; the server runs it again after each publish, because
 * the content (company, navigation) is on every page.
 */
export async function prerenderPages({
  distDir,
  content,
  published = false,
  now = new Date(),
}: PrerenderPagesOptions): Promise<PrerenderedFiles> {
  // React picks its build when first loaded: render with the production build.
  process.env.NODE_ENV ??= 'production';
  const clientDir = join(distDir, 'client');
  const entry = (await import(pathToFileURL(join(distDir, SSR_ENTRY)).href)) as typeof EntryServer;
  const {
    render,
    pages,
    docsTabPages,
    notFoundPage,
    htmlFileFor,
    setSiteContent,
    setStoryIslands,
    setVentureStoryLinks,
    renderStoryIsland,
    renderLatestStories,
    LATEST_STORIES_KEY,
    siteUrl,
  } = entry;
  const template = await readFile(join(distDir, SSR_TEMPLATE), 'utf8');
  const extraHead = published ? `${publishedContentTag(content)}\n    ` : '';
  setSiteContent(content);
  const storyPages = [...buildStoryPages(content, now), ...buildVentureStoryPages(content, now)];
  // The home page's venture cards link to their stories; the browser reads the links from that HTML.
  setVentureStoryLinks(ventureStoryLinksOf(storyPages));
  const latest = storyPages.flatMap((page) => (page.kind === 'story' ? [page.story] : [])).slice(0, 3);
  setStoryIslands(
    new Map([
      ...storyPages.map((page): [string, string] => [page.path, renderStoryIsland(page)]),
      ...(latest.length ? [[LATEST_STORIES_KEY, renderLatestStories(latest)] as [string, string]] : []),
    ]),
  );
  const routeChunks = await loadRouteChunks(clientDir);

  const written: string[] = [];
  const writePage = async (renderPath: string, file: string, head: HeadInput, kind: RouteKind) => {
    const { html, head: headHtml, structuredData } = await render(renderPath, head);
    // The boot script preloads the route's own chunks with the vendor chunks and the entry.
    const preload = routeChunks(head.path, kind);
    // Replacements are functions: a string replacement would read `$'` or `$&` in the page's
    // text (an owner's content) as patterns.
    const page = template
      .replace('<!--app-head-->', () => extraHead + headHtml)
      .replace('<!--app-html-->', () => html)
      .replace('</body>', () => `  ${structuredData}\n  </body>`)
      .replace('<script data-modules=', () =>
        preload.length ? `<script data-preload="${preload.join(' ')}" data-modules=` : '<script data-modules=',
      );
    const target = join(clientDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, page);
    written.push(file);
  };
  for (const page of pages) await writePage(page.path, htmlFileFor(page.path), page, page.kind);
  for (const page of docsTabPages) await writePage(page.path, htmlFileFor(page.path), page, 'docs');
  await writePage('/__not-found__', '404.html', { ...notFoundPage, path: '/404', notFound: true }, 'not-found');

  // Story pages come and go with the content: what an earlier render wrote and this one did not
  // is a story no longer public, and must not stay reachable.
  const earlierStoryFiles = await filesUnder(join(clientDir, 'stories'), clientDir);
  for (const page of storyPages) await writePage(page.path, htmlFileFor(page.path), page.head, 'stories');
  // Only the cards of new or changed stories are drawn; the others are already on disk.
  const cards = await writeStoryCards(clientDir, storyCardsOf(storyPages));
  written.push(...cards.files);
  const stories = storyPages.flatMap((page) => (page.kind === 'story' ? [page.story] : []));
  const feedSite = {
    siteUrl,
    name: content.company.name,
    description: content.sections.stories?.intro ?? content.company.description,
  };
  const storyFiles = [
    ['stories/rss.xml', rssFeed(feedSite, stories)],
    ['stories/atom.xml', atomFeed(feedSite, stories)],
    ['stories/search.json', JSON.stringify(storySearchEntries(stories))],
  ] as const;
  for (const [file, text] of storyFiles) {
    await writeFile(join(clientDir, file), text);
    written.push(file);
  }
  await writeFile(join(clientDir, STORY_SITEMAP), storySitemapXml(siteUrl, storyPages));
  written.push(STORY_SITEMAP);
  const kept = new Set(written);
  const removed = earlierStoryFiles.filter((file) => !kept.has(file));
  for (const file of removed) await rm(join(clientDir, file), { force: true });
  return { written, removed, cards: { drawn: cards.drawn, ms: cards.ms } };
}
