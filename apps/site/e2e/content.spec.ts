import { expect, test, type Page } from '@playwright/test';

/** Waits until the site has hydrated and exposed the site owners' console API. */
async function ready(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => Boolean(window.rootedSiteContent));
}

test('updateSiteContent in the console changes the hero and a venture at once, without a reload', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate(() => {
    const api = window.rootedSiteContent!;
    const ventures = api
      .getSiteContent()
      .ventures.map((venture, index) => (index === 0 ? { ...venture, name: 'Riverbend Orchard' } : venture));
    api.updateSiteContent({ hero: { title: 'Rooted in our neighbourhoods' }, ventures });
  });
  await expect(heading).toHaveText('Rooted in our neighbourhoods');
  await expect(page.locator('#ventures').getByRole('heading', { name: 'Riverbend Orchard' })).toBeVisible();
  expect(before).not.toBe('Rooted in our neighbourhoods');
  // Nothing reloaded: the marker set at hydration is still the same document's.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a content change in one tab reaches another open tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  await ready(first);
  await ready(second);
  await first.evaluate(() => window.rootedSiteContent!.updateSiteContent({ hero: { title: 'Shared across tabs' } }));
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Shared across tabs');
  await second.evaluate(() => window.rootedSiteContent!.resetSiteContent());
  await expect(first.getByRole('heading', { level: 1 })).not.toHaveText('Shared across tabs');
});

test('stored overrides survive a reload and corrupt storage falls back to the defaults', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const defaultTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.evaluate(() => window.rootedSiteContent!.updateSiteContent({ hero: { title: 'Kept after reload' } }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kept after reload');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.evaluate(() => localStorage.setItem('rooted-ventures-site-content', '{"hero": {"title": 42}, not json'));
  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultTitle!);
  expect(errors).toEqual([]);

  await page.evaluate(() => localStorage.setItem('app-config', '"nonsense"'));
  await page.reload();
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultTitle!);
  expect(errors).toEqual([]);
});
