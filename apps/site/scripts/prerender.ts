/**
 * Writes every route as static HTML after `vite build` (client) and
 * `vite build --ssr` (renderer), plus sitemap.xml and robots.txt, all from the
 * one route table.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';

// React picks its build when first loaded: prerender with the production build.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'dist/client');
const ssrEntry = join(root, 'dist/ssr/entry-server.js');

const { render, pages, notFoundPage, siteUrl } = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;

const template = await readFile(join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('dist/client/index.html has no <!--app-html--> marker.');

async function writePage(path: string, file: string, meta: { title: string; description: string }) {
  const { html, head } = await render(path, meta);
  const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
  const target = join(clientDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, page);
}

for (const page of pages) {
  await writePage(page.path, page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`, page);
}
await writePage('/__not-found__', '404.html', notFoundPage);

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...pages.map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(clientDir, 'sitemap.xml'), sitemap);
await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm(join(root, 'dist/ssr'), { recursive: true, force: true });

console.log(`prerendered ${pages.length} pages and 404.html`);
