import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ItemStatus } from '../types';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** True when robots.txt disallows everything for `User-agent: *`. */
function blocksEverything(robots: string): boolean {
  let forAll = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    // `(.*)` then trim, rather than `\s*(.+)`, so the two quantifiers cannot trade spaces.
    const agent = /^user-agent:(.*)$/i.exec(line);
    if (agent?.[1]) forAll = agent[1]?.trim() === '*';
    else if (forAll && /^disallow:\s*\/\s*$/i.test(line)) return true;
  }
  return false;
}

/**
 * The `seo-assets` fact from a built site: `sitemap.xml` and `robots.txt` exist, robots does not
 * `Disallow: /` for `*`, no page but the not-found page (`404.html`) says `noindex`, and every page
 * has a title and a meta description.
 * Returns `undefined` when the folder does not exist (not built yet: the item stays incomplete).
 */
export function seoAssetsFact(distDir: string): ItemStatus | undefined {
  if (!existsSync(distDir)) return undefined;
  const robotsPath = join(distDir, 'robots.txt');
  if (!existsSync(join(distDir, 'sitemap.xml')) || !existsSync(robotsPath)) return 'incomplete';
  if (blocksEverything(readFileSync(robotsPath, 'utf8'))) return 'incomplete';
  // The not-found page is served for every unknown address and must say noindex, or search
  // engines list error pages; it is held to the title and description rule only.
  const notFound = join(distDir, '404.html');
  const pages = htmlFiles(distDir).map((file) => ({ html: readFileSync(file, 'utf8'), notFound: file === notFound }));
  const described = (html: string) =>
    /<title>[^<]+<\/title>/i.test(html) && /<meta\s[^>]*name=["']description["'][^>]*content=["'][^"']+/i.test(html);
  const good = pages.every(
    ({ html, notFound: isNotFound }) => (isNotFound || !/noindex/i.test(html)) && described(html),
  );
  return good ? 'complete' : 'incomplete';
}

/**
 * The `legal-pages` fact from a built site: `/privacy` and `/terms` pages exist and the home
 * page links to them at exactly those paths (a link elsewhere, even one that redirects there, does not count).
 */
export function legalPagesFact(distDir: string): ItemStatus | undefined {
  if (!existsSync(distDir)) return undefined;
  const page = (name: string) =>
    existsSync(join(distDir, name, 'index.html')) || existsSync(join(distDir, `${name}.html`));
  const indexPath = join(distDir, 'index.html');
  const home = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  const linked = /href=["']\/privacy["']/.test(home) && /href=["']\/terms["']/.test(home);
  return page('privacy') && page('terms') && linked ? 'complete' : 'incomplete';
}

/** Options for `collectFacts`. */
export interface CollectFactsOptions {
  cwd: string;
  /** Built site folder, relative to `cwd`. Defaults to `dist/client` when it exists (Vite SSR layout), else `dist`. */
  distDir?: string;
}

function defaultDist(cwd: string): string {
  const client = resolve(cwd, 'dist', 'client');
  return existsSync(client) ? client : resolve(cwd, 'dist');
}

/**
 * Computes the checklist facts that can be read from a project folder. Facts it cannot compute
 * (contact-details, venture-links, analytics consent) are left out and default to incomplete
 * unless supplied by a sign-off in config.
 */
export function collectFacts(options: CollectFactsOptions): Partial<Record<string, ItemStatus>> {
  const dist = options.distDir ? resolve(options.cwd, options.distDir) : defaultDist(options.cwd);
  const facts: Partial<Record<string, ItemStatus>> = {};
  const seo = seoAssetsFact(dist);
  if (seo) facts['seo-assets'] = seo;
  const legal = legalPagesFact(dist);
  if (legal) facts['legal-pages'] = legal;
  return facts;
}
