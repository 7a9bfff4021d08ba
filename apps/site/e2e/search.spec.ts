import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { searchButton } from './test-support/site-page';

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
/** The content the site under test was built with: its ventures are what search must find. */
const siteContent = JSON.parse(readFileSync(new URL('../content-data/site-content.json', import.meta.url), 'utf8')) as {
  ventures: { name: string }[];
};
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const input = (page: Page) => page.getByRole('combobox', { name: 'Search pages and sections' });

test.describe('search overlay', () => {
  test('opens from the header button with its shortcut hint, empty state and chips', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(searchButton(page)).toContainText('Ctrl K');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).getByText('Start typing to search...', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Community' }).click();
    await expect(input(page)).toHaveValue('Community');
    await expect(input(page)).toBeFocused();
    await input(page).fill('zzz');
    await expect(dialog(page).getByText('No results found for "zzz"', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await searchButton(page).click();
    await expect(input(page)).toHaveValue('');
  });

  test("'/' then keyboard only: to a home section", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('commu');
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(page.getByRole('option').first()).toContainText('Community');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#community$/);
    await expect(page.locator('#community')).toBeInViewport();
  });

  test('Ctrl+K then keyboard only: to a page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('page');
    await page.keyboard.press('End');
    const last = await page.getByRole('option').last().getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', last ?? '');
    await page.keyboard.press('Home');
    await input(page).fill('documentation');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Documentation/i);
  });

  test('a section result from another page lands on the home anchor', async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('Ventures');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#ventures$/);
    await expect(page.locator('#ventures')).toBeInViewport();
  });

  test('finds every venture by its name, from a page without the venture cards, and leads to its card', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    expect(siteContent.ventures.length).toBeGreaterThanOrEqual(4);
    for (const venture of siteContent.ventures) {
      await input(page).fill(venture.name.split(' ')[0]!);
      // An option is named by its title, then its description (a story may name the venture there).
      const title = new RegExp(`^${venture.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      await expect(page.getByRole('option', { name: title })).toBeVisible();
    }
    await input(page).fill('Greenacre');
    await expect(page.getByRole('option').first()).toContainText('Greenacre Farm & Nursery');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#ventures$/);
    await expect(page.locator('#ventures').getByRole('heading', { name: 'Greenacre Farm & Nursery' })).toBeInViewport();
  });

  test('finds a venture an owner added after the build, by name', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForFunction(() => Boolean(window.rootedSiteContent));
    await page.evaluate(() => {
      const api = window.rootedSiteContent!;
      const [first, ...rest] = api.getSiteContent().ventures;
      api.updateSiteContent({
        ventures: [
          first!,
          ...rest,
          { ...first!, id: 'tidewater', name: 'Tidewater Bakery', tagline: 'Sourdough baked at dawn.' },
        ],
      });
    });
    await expect(page.locator('#ventures').getByRole('heading', { name: 'Tidewater Bakery' })).toBeAttached();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Tidewater');
    await expect(dialog(page).getByRole('status')).toHaveText('1 result');
    await expect(page.getByRole('option')).toContainText('Tidewater Bakery');
    await input(page).fill('sourdough');
    await expect(page.getByRole('option')).toContainText('Tidewater Bakery');
  });

  test("'/' does not open search while typing in a field", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.click();
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });
});
