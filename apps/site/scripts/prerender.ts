/**
 * Writes every page of the route table as static HTML (docs/decisions/0019), plus the /docs/<tab>
 * deep links, 404.html, sitemap.xml and robots.txt. Runs after the client and
 * SSR builds; the SSR bundle is deleted afterwards because only its output ships.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';
import { prepareTemplate } from './html-template';
import { loadRouteChunks, type RouteKind } from './route-chunks';
import type { HeadInput } from '../src/lib/head/head';

// React picks its build when first loaded: prerender with the production build.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SITE_DIST_DIR: another output directory (e2e/deploy.spec.ts builds a second site there).
const distDir = process.env.SITE_DIST_DIR ?? join(root, 'dist');
const clientDir = join(distDir, 'client');
const ssrEntry = join(distDir, 'ssr/entry-server.js');

const { render, pages, docsTabPages, notFoundPage, siteUrl, htmlFileFor } = (await import(
  pathToFileURL(ssrEntry).href
)) as typeof EntryServer;

const template = await prepareTemplate(await readFile(join(clientDir, 'index.html'), 'utf8'), clientDir);
if (!template.includes('<!--app-html-->')) throw new Error('dist/client/index.html has no <!--app-html--> marker.');

const routeChunks = await loadRouteChunks(clientDir);

async function writePage(renderPath: string, file: string, head: HeadInput, kind: RouteKind) {
  const { html, head: headHtml } = await render(renderPath, head);
  // The boot script preloads the route's own chunks with the vendor chunks and the entry.
  const preload = routeChunks(head.path, kind);
  const page = template
    .replace('<!--app-head-->', headHtml)
    .replace('<!--app-html-->', html)
    .replace('<script data-modules=', preload.length ? `<script data-preload="${preload.join(' ')}" data-modules=` : '<script data-modules=');
  const target = join(clientDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, page);
}


for (const page of pages) await writePage(page.path, htmlFileFor(page.path), page, page.kind);
for (const page of docsTabPages) await writePage(page.path, htmlFileFor(page.path), page, 'docs');
await writePage('/__not-found__', '404.html', { ...notFoundPage, path: '/404', notFound: true }, 'not-found');

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
await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm(join(distDir, 'ssr'), { recursive: true, force: true });

console.log(`prerendered ${pages.length} pages, ${docsTabPages.length} docs tabs and 404.html`);
