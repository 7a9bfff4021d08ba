import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page: the client entry marks `<html data-hydrated="true">`
 * when its root has committed, so the page's controls answer from then on.
 */
export function whenHydrated(page: Page): Promise<void> {
  return page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The header's search button (its name reads "Search", with the shortcut on wider screens). */
export function searchButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /Search/ });
}
