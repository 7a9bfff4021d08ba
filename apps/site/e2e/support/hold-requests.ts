import type { Page } from '@playwright/test';

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

/** The site's JavaScript (every built module), held: the prerendered page without React listening. */
export const SCRIPTS = '**/assets/**/*.js';
