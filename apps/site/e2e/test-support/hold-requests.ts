import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the test lets them go, so a state that lasts only
 * while they are on their way (a form sending, a page not yet hydrated) is looked at while it
 * lasts. A fixed delay would be a race: a loaded runner can take longer than the delay to look.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the site's scripts held, taps `target` on the prerendered page while React is
 * not listening yet (as on a slow phone), then lets the scripts load.
 */
export async function tapBeforeHydration(page: Page, path: string, target: Locator): Promise<void> {
  const release = await holdRequests(page, '**/assets/**/*.js');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await target.click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  release();
}
