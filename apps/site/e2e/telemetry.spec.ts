import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExtraServer } from './test-support/extra-site';
import {
  buildTelemetrySite,
  FAKE_MEASUREMENT_ID,
  removeTelemetrySite,
  startTelemetryServer,
  telemetryDist,
} from './test-support/telemetry-build';
import { hideUntilVitalsSent } from './test-support/field-vitals';
import { whenHydrated } from './test-support/site-page';

/*
 * A build with analytics and error tracking on (e2e/test-support/telemetry-build.ts), served by its
 * own server: the consent banner, what loads before and after a choice, error reports and field
 * vitals. Every request to another host is intercepted: Google's tag is answered by a local stub,
 * so the test never reaches Google, and each such request is recorded.
 */

const ADMIN_TOKEN = 'e2e-telemetry-admin-token';
let origin = '';
let site: ExtraServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await buildTelemetrySite();
  site = await startTelemetryServer(ADMIN_TOKEN);
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
  await removeTelemetrySite();
});

/** Records every request that leaves our origin and answers it locally (gtag.js by a stub). */
async function interceptThirdParty(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      requested.push(route.request().url());
      const isTag = route.request().url().startsWith('https://www.googletagmanager.com/gtag/js');
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: isTag ? 'window.__gtagStubLoaded = true;' : '',
      });
    },
  );
  return requested;
}
/**
 * A link of the footer's legal list, once React has hydrated it: the footer's code loads as it
 * nears the viewport, and a click before that is a full page load, not a client-side navigation.
 */
async function legalLink(page: Page, name: string) {
  const link = page.getByRole('list', { name: 'Legal' }).getByRole('link', { name });
  await link.scrollIntoViewIfNeeded();
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  return link;
}
const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies', exact: true });

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

test('the banner offers "Reject all" as plainly as "Accept", by keyboard, and axe finds nothing wrong with it open', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // axe on a loaded 2-core runner
  const requested = await interceptThirdParty(context);
  await page.goto(`${origin}/`);
  await whenHydrated(page);
  await expect(banner(page)).toBeVisible();
  const reject = banner(page).getByRole('button', { name: 'Reject all' });
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox?.width).toBeCloseTo(acceptBox?.width ?? 0, -1);
  expect(rejectBox?.height).toBe(acceptBox?.height);

  // The page itself is checked by a11y.spec.ts; here the banner, as it sits on the open page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('[aria-labelledby="consent-banner-title"]')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Keyboard: Tab from the end of the page reaches "Reject all" before "Accept"; Enter chooses.
  await page.locator('footer a').last().focus();
  const order: string[] = [];
  for (let i = 0; i < 6 && !order.includes('Accept'); i += 1) {
    await page.keyboard.press('Tab');
    order.push((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) || '');
  }
  expect(order.indexOf('Reject all')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('Reject all')).toBeLessThan(order.indexOf('Accept'));
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('in the dark theme the banner is dark too, and axe (colour contrast included) finds nothing wrong with it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // axe on a loaded 2-core runner
  await interceptThirdParty(context);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${origin}/`);
  await whenHydrated(page);
  await expect(banner(page)).toBeVisible();
  const background = await page
    .locator('[aria-labelledby="consent-banner-title"]')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = background.match(/[\d.]+/g)!.map(Number);
  expect(Math.max(r!, g!, b!)).toBeLessThan(80);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('[aria-labelledby="consent-banner-title"]')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('before a choice and after "Reject all", no request leaves the site, across navigations and visits', async ({
  page,
  context,
}) => {
  const requested = await interceptThirdParty(context);
  await page.goto(`${origin}/`);
  await whenHydrated(page);
  await expect(banner(page)).toBeVisible();
  await (await legalLink(page, 'Privacy Policy')).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(banner(page)).toBeVisible();
  expect(requested).toEqual([]);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const record = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as { choice: string; revision: string } | null,
  );
  expect(record?.choice).toBe('rejected');
  expect(record?.revision).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await (await legalLink(page, 'Terms of Service')).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.reload();
  await whenHydrated(page);
  await expect(banner(page)).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window || '__gtagStubLoaded' in window)).toBe(false);
});

test('after "Accept" the tag loads with consent defaults denied, and a client-side navigation is a page view', async ({
  page,
  context,
}) => {
  const requested = await interceptThirdParty(context);
  await page.goto(`${origin}/`);
  await whenHydrated(page);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(() => requested.filter((url) => url.startsWith('https://www.googletagmanager.com/gtag/js')).length)
    .toBe(1);
  expect(requested[0]).toContain(`id=${FAKE_MEASUREMENT_ID}`);

  await (await legalLink(page, 'Privacy Policy')).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const layer = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
    );
  await expect
    .poll(async () =>
      (await layer())
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
        .map((entry) => (entry[2] as { page_path: string }).page_path),
    )
    .toEqual(['/', '/privacy']);
  const entries = await layer();
  expect(entries[0]).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);

  // "Cookie settings" in the footer reopens the question.
  await (await legalLink(page, 'Cookie settings')).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
});

test('on a 390 px phone the page pads for the banner, so nothing ends up underneath it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await interceptThirdParty(context);
  const page = await context.newPage();
  await page.goto(`${origin}/cookies`);
  await whenHydrated(page);
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bannerTop = (await banner(page).boundingBox())!.y;
  const lastLink = page.locator('footer a').last();
  const linkBox = (await lastLink.boundingBox())!;
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(bannerTop);
  // Fixed buttons move up by as much: the chat launcher sits above the banner, not under it.
  const launcher = (await page.getByRole('button', { name: 'Open chat' }).boundingBox())!;
  expect(launcher.y + launcher.height).toBeLessThanOrEqual(bannerTop);
  // The cookies page reopens the banner from its own "Cookie settings" link, too.
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await context.close();
});

test('a thrown error and a failed render are each reported once, with the path only and no personal data', async ({
  page,
  context,
}) => {
  await interceptThirdParty(context);
  // The privacy page's code is replaced by components that throw when rendered.
  const manifest = JSON.parse(await readFile(join(telemetryDist, 'client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const privacyChunk = Object.entries(manifest).find(([source]) => source.endsWith('pages/privacy-page.tsx'))?.[1].file;
  expect(privacyChunk).toBeTruthy();
  const original = await readFile(join(telemetryDist, 'client', privacyChunk!), 'utf8');
  // The chunk ends with its export list, e.g. `export{a as b,c as d};`, whatever the minifier named them.
  const exportStart = original.lastIndexOf('export');
  const exportList = original.slice(original.indexOf('{', exportStart) + 1, original.indexOf('}', exportStart));
  const names = exportList.split(',').map((entry) => entry.split(' as ').pop()!.trim());
  await page.route(`**/${privacyChunk}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const broken = () => { throw new TypeError("render failed for ann@example.org"); };\nexport { ${names.map((name) => `broken as ${name}`).join(', ')} };`,
    }),
  );

  await page.goto(`${origin}/?email=ann@example.org`);
  await whenHydrated(page);
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry/errors')) beacons.push(request.postData() ?? '');
  });
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e thrown for ann@example.org');
      }),
    );
  }
  await expect.poll(() => beacons.length).toBe(1);

  await (await legalLink(page, 'Privacy Policy')).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect.poll(() => beacons.length).toBe(2);
  expect(beacons.join('\n')).not.toContain('ann@example.org');

  // A beacon seen leaving the page may not be stored yet: read until both groups are there.
  type ErrorGroup = { kind: string; message: string; count: number; lastRoute: string; lastRelease: string };
  let errors: ErrorGroup[] = [];
  await expect
    .poll(async () => {
      ({ errors } = await adminGet<{ errors: ErrorGroup[] }>('/api/telemetry/errors'));
      return errors.map((group) => group.kind).sort();
    })
    .toEqual(expect.arrayContaining(['error', 'render']));
  const thrown = errors.find((group) => group.message.startsWith('Error: e2e thrown'));
  const render = errors.find((group) => group.kind === 'render');
  expect(thrown).toMatchObject({
    kind: 'error',
    count: 1,
    lastRoute: '/',
    lastRelease: 'e2e-telemetry',
    message: 'Error: e2e thrown for [email]',
  });
  expect(render).toMatchObject({ count: 1, lastRoute: '/privacy', message: 'TypeError: render failed for [email]' });
});

test('field vitals are posted when the page is hidden, and the admin route shows them per route', async ({
  page,
  context,
}) => {
  await interceptThirdParty(context);
  await page.goto(`${origin}/terms`);
  await whenHydrated(page);
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, so LCP is final
  // What a tab switch does: the page becomes hidden (and visible again), until it has posted.
  const posted = await hideUntilVitalsSent(page);
  const body = JSON.parse(posted.postData() ?? '{}') as { route: string; metrics: Record<string, number> };
  expect(body.route).toBe('/terms');
  expect(Object.keys(body.metrics)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  expect(Object.keys(body)).toEqual(['route', 'metrics']);
  await expect
    .poll(
      async () =>
        (
          await adminGet<{ routes: { route: string; metrics: Record<string, { count: number }> }[] }>(
            '/api/telemetry/vitals?days=1',
          )
        ).routes.find((entry) => entry.route === '/terms')?.metrics.FCP?.count,
    )
    .toBeGreaterThanOrEqual(1);
});
