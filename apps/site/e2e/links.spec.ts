import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlFileFor, pages } from '../src/routes/route-table';
import { clientDir } from './test-support/bundle-size';

/**
 * A crawler's view of the prerendered site (issue #10): every internal link in the
 * built HTML resolves to a 200 page (after redirects), every #anchor exists on its
 * target page, and the sitemap lists every route.
 */
const sources = [
  ...pages.map((p) => ({ path: p.path, file: htmlFileFor(p.path) })),
  { path: '/no-such-page', file: '404.html' },
];

async function htmlOf(file: string) {
  return readFile(join(clientDir, file), 'utf8');
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

test('every internal link and anchor in the prerendered HTML resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const checked = new Map<string, string>();
  const problems: string[] = [];
  for (const source of sources) {
    const own = await htmlOf(source.file);
    for (const href of hrefs(own)) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site.local${source.path}`);
      const target = url.pathname;
      // An in-page anchor is checked against the page itself (the 404 page has no route of its own).
      if (target === source.path) checked.set(target, own);
      else if (!checked.has(target)) {
        const response = await request.get(target);
        checked.set(target, response.status() === 200 ? await response.text() : `status ${response.status()}`);
      }
      const body = checked.get(target)!;
      if (body.startsWith('status ')) problems.push(`${source.path}: ${href} → ${body}`);
      else if (url.hash && !body.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
        problems.push(`${source.path}: ${href} → no element with id "${url.hash.slice(1)}"`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked.size).toBeGreaterThan(5);
});

test('the sitemap lists exactly the canonical routes and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'),
  );
  expect(listed.sort()).toEqual(pages.map((p) => p.path).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  expect(robots).not.toMatch(/Disallow:\s*\/\s*$/m);
});
