/**
 * Writes every page of the route table as static HTML (docs/decisions/0019), plus the /docs/<tab>
 * deep links, 404.html, the story pages (with their feeds and sitemap), sitemap.xml and
 * robots.txt. Runs after the client and SSR builds. The content comes from
 * content-data/site-content.json (with content-data/stories.json), validated here: a file the
 * schema refuses stops the build with each bad field's path. The SSR bundle and the prepared template stay in
 * dist/ssr (never served) so the server can re-render the pages when an owner publishes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import { readContentFile } from '../render/content-files';
import { prepareTemplate } from '../render/html-template';
import { prerenderPages, SSR_CONTENT, SSR_ENTRY, SSR_TEMPLATE } from '../render/prerender-pages';
import { STORY_SITEMAP } from '../render/sitemap';

// React picks its build when first loaded: prerender with the production build.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SITE_DIST_DIR: another output directory (e2e/deploy.spec.ts builds a second site there).
const distDir = process.env.SITE_DIST_DIR ?? join(root, 'dist');
const clientDir = join(distDir, 'client');

const template = await prepareTemplate(await readFile(join(clientDir, 'index.html'), 'utf8'), clientDir);
if (!template.includes('<!--app-html-->')) throw new Error('dist/client/index.html has no <!--app-html--> marker.');
await writeFile(join(distDir, SSR_TEMPLATE), template);

const content = await readContentFile();
await writeFile(join(distDir, SSR_CONTENT), JSON.stringify(content));
const { written, cards } = await prerenderPages({ distDir, content });
const storyPageCount = written.filter((file) => file.startsWith('stories/') && file.endsWith('.html')).length;

const { pages, docsTabPages, siteUrl } = (await import(
  pathToFileURL(join(distDir, SSR_ENTRY)).href
)) as typeof EntryServer;
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Only canonical pages: the /docs/<tab> duplicates point their canonical at /docs.
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...pages.map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(clientDir, 'sitemap.xml'), sitemap);
// The stories have a sitemap of their own, written with the story pages (render/sitemap.ts).
await writeFile(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\nSitemap: ${siteUrl}/${STORY_SITEMAP}\n`,
);

console.log(
  `prerendered ${pages.length} pages, ${docsTabPages.length} docs tabs, ${storyPageCount} story pages and 404.html`,
);
if (cards.drawn.length)
  console.log(
    `drew ${cards.drawn.length} story sharing cards in ${Math.round(cards.ms)} ms (${Math.round(cards.ms / cards.drawn.length)} ms each)`,
  );
