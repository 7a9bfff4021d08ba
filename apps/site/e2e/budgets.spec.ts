import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { htmlFileFor, notFoundPage, pages } from '../src/routes/route-table';
import { firstFlightReach } from './test-support/first-flight';
import {
  clientDir,
  CSS_BUDGET_BYTES,
  initialBytes,
  inlineStyles,
  JS_BUDGET_FACTOR,
  jsBudgetBytes,
  measureFloorBytes,
} from './test-support/bundle-size';

/**
 * Bundle budgets (issue #10), measured deterministically from the build: the JS and
 * CSS a route needs before it is hydrated, in gzip bytes. JS may be at most 1.1 × the
 * floor of React 19 + the react-router data router, built here with the same tools.
 */
/** Story pages come from the content, not the route table: the list, a tag's list, a venture's list and a story from the data file. */
const storyRoutes = [
  '/stories',
  '/stories/tag/open-books',
  '/stories/venture/greenacre-farm',
  '/stories/greenacre-first-harvest',
];
const routes = [...pages.map((p) => p.path), ...storyRoutes, '/no-such-page'];

let floor = 0;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  floor = await measureFloorBytes(join(tmpdir(), `rooted-floor-${process.pid}`));
});

for (const path of routes) {
  test(`${path} stays within the JS and CSS budgets before hydration`, async ({ page }) => {
    const { jsBytes: js, cssBytes: css } = await initialBytes(page, path);
    test.info().annotations.push({ type: 'size', description: `js ${js} B, css ${css} B, floor ${floor} B` });
    expect(floor, 'the floor build produced JavaScript').toBeGreaterThan(50_000);
    expect(js, `initial JS of ${path} (gzip) vs ${JS_BUDGET_FACTOR} × floor ${floor}`).toBeLessThanOrEqual(
      jsBudgetBytes(floor),
    );
    expect(css, `initial CSS of ${path} (gzip)`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
}

/** Every prerendered page's HTML file: the route table's pages, the story pages above and the 404 page. */
const prerenderedPages = [...pages.map((p) => htmlFileFor(p.path)), ...storyRoutes.map(htmlFileFor), '404.html'];

test('the head with its screen stylesheet, the first heading and its introduction arrive in the first 14 KB', async () => {
  for (const file of prerenderedPages) {
    const html = await readFile(join(clientDir, file), 'utf8');
    // The introduction is the element right after the first heading (test-support/first-flight.ts).
    const { headingEnd, styleEnd, introEnd, arrived } = await firstFlightReach(html);
    expect(headingEnd, `${file} has a first heading`).toBeGreaterThan(styleEnd);
    for (const [encoding, length] of Object.entries(arrived)) {
      expect(
        length,
        `${file} (${encoding}): HTML decoded from the first 14 KB, up to the end of the introduction`,
      ).toBeGreaterThan(introEnd);
    }
  }
});

test('every image in the prerendered HTML has a width and a height', async () => {
  for (const file of prerenderedPages) {
    const html = await readFile(join(clientDir, file), 'utf8');
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img, `${file}: ${img}`).toMatch(/\swidth="\d+"/);
      expect(img, `${file}: ${img}`).toMatch(/\sheight="\d+"/);
    }
  }
  expect(notFoundPage.title).toBeTruthy();
});

test('fonts are self-hosted, every font the first view uses is preloaded, and none can move text when it arrives', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloads = [
    ...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g),
  ].map((m) => m[1]!);
  expect(preloads.length, 'the heading font is preloaded').toBeGreaterThanOrEqual(1);
  for (const href of preloads) expect((await request.get(href)).status()).toBe(200);

  // What the browser actually fetched for the first view: no font may arrive unannounced.
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
  expect(fetched.length).toBeGreaterThan(0);
  for (const font of fetched) expect(preloads, `${font} is used above the fold`).toContain(font);

  const css = [
    ...inlineStyles(html),
    ...(await Promise.all(
      [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(async (m) =>
        (await request.get(m[1]!)).text(),
      ),
    )),
  ].join('\n');
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) {
    // `optional`, not `swap`: a font that arrives late must not re-flow the page (src/heading-font.css).
    expect(face).toMatch(/font-display:\s*optional/);
    expect(face).not.toMatch(/url\(\s*["']?https?:/);
  }
});
