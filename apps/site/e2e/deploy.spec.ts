import { expect, test, type Page } from '@playwright/test';
import type { ExtraServer } from './test-support/extra-site';
import { buildNextSite, removeNextSite, startNextServer } from './test-support/second-build';
import { searchButton } from './test-support/site-page';

/*
 * A deploy while a visitor has a page open (docs/decisions/0013, 0014). The page's lazy parts ask
 * for hashed chunks of the build it came from; after a deploy the server may no longer have them.
 */

const ERROR_PAGE = 'Unexpected Application Error!';
const LAZY_PARTS = ['#ventures', '#community', '#join', '#quality', '#launch', '#contact', 'footer'];

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const legalLink = (page: Page, name: string) => page.getByRole('list', { name: 'Legal' }).getByRole('link', { name });
const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Rooted Ventures' });

/** Hydrated, with the deploy handling loaded (it comes right after hydration). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"][data-build="current"]')).toHaveCount(1);
}

/** Brings every lazy part of the home page near the viewport, top to bottom. */
async function scrollThrough(page: Page) {
  for (const part of LAZY_PARTS) await page.locator(part).first().scrollIntoViewIfNeeded();
}

/** The text of every lazy part, as the visitor reads it. */
const partTexts = (page: Page) => Promise.all(LAZY_PARTS.map((part) => page.locator(part).first().innerText()));

/** The paths of the documents the tab loads from now on (full page loads, not client-side navigations). */
function documentsLoaded(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/**
 * A deploy as the open page sees it: the new server has none of the old build's hashed files,
 * so every asset the page asks for from now on is a 404. A new document (a full page load) is
 * the new build, whose own assets exist. Returns the asset paths that failed and the documents
 * loaded since.
 */
async function deployWithoutOldAssets(page: Page) {
  const failed: string[] = [];
  const documents = documentsLoaded(page);
  await page.route('**/assets/**', async (route) => {
    if (documents.length > 0) return route.continue();
    failed.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return { failed, documents };
}

test.describe('a deploy while the page is open, with the old build’s assets gone', () => {
  test('every part keeps its prerendered content, and opening search loads the new build once with the typed text kept', async ({
    page,
  }) => {
    // A whole visit across two builds (scroll, type, reload, search, chat, navigate): over a minute on a busy 2-core machine.
    test.setTimeout(150_000);
    await openHydrated(page, '/');
    const prerendered = await partTexts(page);
    const deploy = await deployWithoutOldAssets(page);

    await scrollThrough(page);
    await expect(page.locator('html')).toHaveAttribute('data-build', 'stale');
    await expect.poll(() => deploy.failed.some((path) => path.includes('/contact-section-'))).toBe(true);
    await expect.poll(() => deploy.failed.some((path) => path.includes('/site-footer.lazy-'))).toBe(true);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(await partTexts(page)).toEqual(prerendered);
    await expect(page.locator('#join').getByRole('button', { name: 'Apply to Join' })).toBeVisible();

    // The prerendered forms still take text, though their code never arrived.
    const contact = page.locator('#contact');
    await contact.getByLabel('Name (required)').fill('Ada Lovelace');
    await contact.getByLabel('Message (required)').fill('Asking about the mentorship programme.');
    await page.locator('#footer-newsletter-email').fill('ada@example.org');
    expect(deploy.documents).toEqual([]);

    // Search needs code the old build no longer has: the page loads the new build, once.
    await searchButton(page).click();
    await expect.poll(() => deploy.documents).toEqual(['/']);
    await expect(page.locator('html[data-hydrated="true"][data-build="current"]')).toHaveCount(1);
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.locator('form')).toHaveAttribute('data-ready', 'true');
    await expect(contact.getByLabel('Name (required)')).toHaveValue('Ada Lovelace');
    await expect(contact.getByLabel('Message (required)')).toHaveValue('Asking about the mentorship programme.');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('#footer-newsletter-email')).toHaveValue('ada@example.org');

    // The new build works: search, chat, and a navigation to another page.
    await searchButton(page).click();
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(chatPanel(page)).toBeVisible();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
    await legalLink(page, 'Privacy Policy').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('#page-body[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(deploy.documents).toEqual(['/']);
  });

  test('a link inside a part whose code never arrived still leaves natively, and what was typed next to it is kept', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const deploy = await deployWithoutOldAssets(page);
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'stale');
    await expect(contact.locator('form')).not.toHaveAttribute('data-ready', 'true');
    await contact.getByLabel('Name (required)').fill('Grace Hopper');

    await contact.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => deploy.documents).toEqual(['/privacy']);
    await expect(page.locator('#page-body[data-hydrated="true"]')).toHaveCount(1);

    await openHydrated(page, '/');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.locator('form')).toHaveAttribute('data-ready', 'true');
    await expect(contact.getByLabel('Name (required)')).toHaveValue('Grace Hopper');
  });

  test('a link to another page after the deploy is a full page load of that page from the new build', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('form')).toHaveAttribute('data-ready', 'true');
    const deploy = await deployWithoutOldAssets(page);

    // A client-side navigation would need the privacy page's chunk, which is gone.
    await legalLink(page, 'Privacy Policy').click();
    await expect.poll(() => deploy.documents).toEqual(['/privacy']);
    await expect(page.locator('html[data-hydrated="true"][data-build="current"]')).toHaveCount(1);
    await expect(page.locator('#page-body[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(deploy.failed.some((path) => path.includes('/privacy-page-'))).toBe(true);
  });

  test('once the page knows it is stale, a navigation from a part that still works is a full page load too', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('form')).toHaveAttribute('data-ready', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    const deploy = await deployWithoutOldAssets(page);
    await page.locator('#ventures').scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'stale');

    await legalLink(page, 'Terms of Service').click();
    await expect.poll(() => deploy.documents).toEqual(['/terms']);
    await expect(page.locator('#page-body[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  });
});

test.describe('a deploy of the next build while a page of the previous one is open', () => {
  let next: ExtraServer | undefined;

  test.beforeAll(async () => {
    // Two more Vite builds and a prerender: minutes, not seconds, on a shared 2-core machine.
    test.setTimeout(600_000);
    await buildNextSite();
    next = await startNextServer();
  });
  test.afterAll(async () => {
    await next?.stop();
    await removeNextSite();
  });

  test('the old page still loads its lazy parts from the new server, which kept the previous build’s assets', async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, '/');
    const modulesOf = (html: string) => /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    const oldModules = modulesOf(await page.content());
    const newHtml = await (await page.request.get(`${next!.origin}/`)).text();
    // Two different builds: the new one's pages start other modules...
    expect(modulesOf(newHtml)).not.toEqual(oldModules);
    expect(oldModules.length).toBeGreaterThan(0);
    // ...and its server still has the old ones.
    for (const module of oldModules)
      expect((await page.request.get(`${next!.origin}${module}`)).status(), module).toBe(200);

    // The deploy: from now on every request of the open page reaches the new build's server.
    const origin = new URL(baseURL!).origin;
    const documents = documentsLoaded(page);
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.continue();
      const response = await route.fetch({ url: `${next!.origin}${url.pathname}${url.search}` });
      return route.fulfill({ response });
    });

    await scrollThrough(page);
    await expect(page.locator('#contact form')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('footer form')).toHaveAttribute('data-ready', 'true');
    await searchButton(page).click();
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(chatPanel(page)).toBeVisible();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
    await legalLink(page, 'Privacy Policy').click();
    await expect(page.locator('#page-body[data-hydrated="true"]')).toHaveCount(1);

    // All of it with the old build's code: nothing failed, and no page was loaded again.
    await expect(page.locator('html')).toHaveAttribute('data-build', 'current');
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(documents).toEqual([]);
  });
});
