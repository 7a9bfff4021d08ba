import { expect, test, type Page } from '@playwright/test';
import { tapBeforeHydration } from './test-support/hold-requests';

test.describe('header', () => {
  test('changes style once the page scrolls past 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });

  test("'Join Our Community' scrolls to #join", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Join Our Community' }).click();
    await expect(page).toHaveURL(/#join$/);
    await expect(page.locator('#join')).toBeInViewport();
  });

  test('nav links from another page land on the home anchor', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures', exact: true }).click();
    await expect(page).toHaveURL(/\/#ventures$/);
    await expect(page.locator('#ventures')).toBeInViewport();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // While the menu is open the rest of the page is hidden from the accessibility tree, so the
  // toggle is found by its markup rather than its role.
  const toggle = (page: Page) => page.locator('header button[aria-label="Menu"]');
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Menu', exact: true });
  const scrollLocked = (page: Page) =>
    page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, 0);
      return getComputedStyle(document.body).overflow === 'hidden' && window.scrollY === before;
    });

  test('opens with aria-expanded, locks scroll and closes on Escape with focus back on the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await scrollLocked(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('closes on an outside click', async ({ page }) => {
    await page.goto('/');
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  // On a slow phone the prerendered page shows a second or more before React listens.
  test('a tap on the toggle before the page is interactive opens the menu once it is', async ({ page }) => {
    await tapBeforeHydration(page, '/', toggle(page));
    await expect(dialog(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes on a link pick, then scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await toggle(page).click();
    await dialog(page).getByRole('link', { name: 'Community', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/#community$/);
    await expect(page.locator('#community')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});
