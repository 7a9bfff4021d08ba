import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SiteContent } from '@rooted/site-content';
import { startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * A visitor who has the site open when an owner publishes sees the new content without
 * reloading: the tab asks the site's own server for the published content when it becomes
 * visible again, and applies a new version as the site's content (readers refresh in place).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const EMAIL = 'tab-owner@rooted.example';
const PASSWORD = 'willow beehive granary lantern';
const NEW_TITLE = 'Published While You Were Reading';
const NEW_PHONE = '+44 20 7946 0456';
let site: OwnerSite;
let owner: APIRequestContext;
let csrfToken: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnerSite();
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await site.siteOwner('add', EMAIL))?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  owner = await request.newContext({ baseURL: site.origin, extraHTTPHeaders: { origin: site.origin } });
  expect(
    (
      await owner.post('/admin/setup', {
        form: { token: new URL(link!).searchParams.get('token')!, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const signIn = await owner.post('/api/admin/session', { data: { email: EMAIL, password: PASSWORD } });
  csrfToken = ((await signIn.json()) as { csrfToken: string }).csrfToken;
});

test.afterAll(async () => {
  await owner?.dispose();
  await site?.stop();
});

/** What a browser does when the visitor switches to another tab and back. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test('the published content is public, with a version the browser revalidates', async () => {
  const first = await fetch(`${site.origin}/api/content`);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag')!;
  expect(((await first.json()) as { version: unknown }).version).toBeNull();
  expect((await fetch(`${site.origin}/api/content`, { headers: { 'if-none-match': etag } })).status).toBe(304);
});

test('an open tab shows a publish without reloading, in the hero and the footer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/content') asked.push(new URL(req.url()).origin);
  });
  await page.goto(`${site.origin}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The content sync (and with it the check for a publish) loads after hydration, at idle.
  await page.waitForFunction(() => window.rootedSiteContent !== undefined);
  const originalTitle = (await page.locator('h1').textContent())!;
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer')).not.toContainText(NEW_PHONE);
  await page.evaluate(() => ((window as unknown as { tabMarker: string }).tabMarker = 'the same document'));

  // Coming back to the tab before anything was published changes nothing.
  await hideAndShow(page);
  await expect.poll(() => asked.length).toBe(1);
  await expect(page.locator('h1')).toHaveText(originalTitle);

  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  content.hero.title = NEW_TITLE;
  content.company.phone = NEW_PHONE;
  const published = await owner.post('/api/admin/content/publish', {
    data: { content },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(published.status()).toBe(201);

  await hideAndShow(page);
  await expect(page.locator('h1')).toHaveText(NEW_TITLE);
  await expect(page.locator('footer')).toContainText(NEW_PHONE);
  // No reload: the page's own state survived, and only our own origin was asked.
  expect(await page.evaluate(() => (window as unknown as { tabMarker?: string }).tabMarker)).toBe('the same document');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(new Set(asked)).toEqual(new Set([site.origin]));
});

test('an owner previewing a draft keeps seeing the draft over a publish', async ({ page }) => {
  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  const draft = structuredClone(content);
  draft.hero.title = 'A Draft Nobody Else Sees';
  await page.goto(`${site.origin}/`);
  await page.evaluate((value) => localStorage.setItem('rooted-ventures-site-preview', value), JSON.stringify(draft));
  await page.reload();
  await expect(page.locator('html[data-preview="shown"]')).toBeAttached();
  await expect(page.locator('h1')).toHaveText('A Draft Nobody Else Sees');

  content.hero.title = 'Another Publish Meanwhile';
  expect(
    (
      await owner.post('/api/admin/content/publish', { data: { content }, headers: { 'x-csrf-token': csrfToken } })
    ).status(),
  ).toBe(201);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content');
  await hideAndShow(page);
  await answered;
  await expect(page.locator('h1')).toHaveText('A Draft Nobody Else Sees');
  // Discarding the preview (the editor removes the draft) shows the newest publish.
  await page.evaluate(() => {
    localStorage.removeItem('rooted-ventures-site-preview');
    window.dispatchEvent(new StorageEvent('storage', { key: 'rooted-ventures-site-preview' }));
  });
  await expect(page.locator('h1')).toHaveText('Another Publish Meanwhile');
  await expect(page.locator('html[data-preview]')).toHaveCount(0);
});
