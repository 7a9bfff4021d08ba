import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '@rooted/site-content';
import type * as EntryServer from '../src/entry-server';
import type { HeadInput } from '../src/lib/head/head';
import { publishedContentTag } from '../src/lib/content-store/published-content';
import { loadRouteChunks, type RouteKind } from './route-chunks';

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
}

/**
 * Renders every page of the route table, the /docs/<tab> deep links and 404.html into
 * `dist/client` with the given content; returns the files written (relative to `client/`). The
 * build runs it once with the data file; the server runs it again after each publish, because
 * the content (company, navigation) is on every page.
 */
export async function prerenderPages({ distDir, content, published = false }: PrerenderPagesOptions): Promise<string[]> {
  // React picks its build when first loaded: render with the production build.
  process.env.NODE_ENV ??= 'production';
  const clientDir = join(distDir, 'client');
  const entry = (await import(pathToFileURL(join(distDir, SSR_ENTRY)).href)) as typeof EntryServer;
  const { render, pages, docsTabPages, notFoundPage, htmlFileFor, setSiteContent } = entry;
  const template = await readFile(join(distDir, SSR_TEMPLATE), 'utf8');
  const extraHead = published ? `${publishedContentTag(content)}\n    ` : '';
  setSiteContent(content);
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
      .replace('<script data-modules=', () => (preload.length ? `<script data-preload="${preload.join(' ')}" data-modules=` : '<script data-modules='));
    const target = join(clientDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, page);
    written.push(file);
  };
  for (const page of pages) await writePage(page.path, htmlFileFor(page.path), page, page.kind);
  for (const page of docsTabPages) await writePage(page.path, htmlFileFor(page.path), page, 'docs');
  await writePage('/__not-found__', '404.html', { ...notFoundPage, path: '/404', notFound: true }, 'not-found');
  return written;
}
