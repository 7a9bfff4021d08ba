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

/**
 * Resolves once React owns `target` (it tags each element it hydrates with a `__reactFiber$…`
 * property; src/first-paint/hydrated-by-react.ts). Looked for on every animation frame, so a test
 * can act in the moment a lazily loaded part has hydrated.
 */
export async function whenOwnedByReact(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await target
    .page()
    .waitForFunction((node) => Object.keys(node!).some((key) => key.startsWith('__reactFiber$')), element, {
      polling: 'raf',
    });
}
