import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { holdRequests } from './test-support/hold-requests';
import { backgroundLuminance } from './test-support/painted-colours';
import { whenHydrated } from './test-support/site-page';

/*
 * Light and dark themes. `ui.theme` of the stored app config: `auto` (the default) follows the
 * system in CSS alone, `light` and `dark` force one. The boot script applies a stored choice
 * before the first paint; the header's control (and the phone menu's) writes it, and every open
 * tab follows. Colour contrast is part of axe's checks: a11y.spec.ts checks each route in the
 * light and the dark system theme and with light stored under a dark system, and the overlays in
 * both themes; here the header's theme panel.
 */
const storeTheme = (page: Page, theme: string) =>
  page.addInitScript((value) => localStorage.setItem('app-config', JSON.stringify({ ui: { theme: value } })), theme);
const storedTheme = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('app-config') ?? '{}') as { ui?: { theme?: string } }).ui?.theme,
  );

const expectDark = async (page: Page) => expect(await backgroundLuminance(page)).toBeLessThan(0.05);
const expectLight = async (page: Page) => expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test.describe('a dark system with JavaScript off', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  test('every kind of page is dark from its first paint, form controls included', async ({ page }) => {
    for (const path of ['/', '/docs', '/peer-mentoring', '/privacy', '/no-such-page']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectDark(page);
        expect(await colorScheme(page), `${path}: the form controls' colour scheme`).toBe('dark');
        await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      });
    }
  });

  test('the pages of forms sent without JavaScript and the confirmation page follow the system', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact form');
    await form.getByLabel('Name (required)').fill('Ada Lovelace');
    await form.getByLabel('Email (required)').fill('ada@nowhere');
    await form.getByLabel('Subject (required)').selectOption('mentorship');
    await form.getByLabel('Message (required)').fill('Dark, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact form' })).toBeVisible();
    await expectDark(page);
    expect(await colorScheme(page)).toBe('dark');

    await page.goto('/subscribe/confirm?t=not-a-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDark(page);
  });
});

test.describe('a stored choice is applied before the page’s code runs', () => {
  test('stored light under a dark system: light while the modules are held, and after hydration', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await storeTheme(page, 'light');
    // Records whether the body existed when the attribute arrived: the boot script in the head
    // sets it before the body is parsed, so before anything can be painted.
    // (The document has no <html> element yet when this runs, so the whole document is observed.)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        (window as unknown as { themeSetBeforeBody?: boolean }).themeSetBeforeBody ??= document.body === null;
      }).observe(document, { subtree: true, attributeFilter: ['data-theme'] });
    });
    const release = await holdRequests(page, '**/assets/**/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => (window as unknown as { themeSetBeforeBody?: boolean }).themeSetBeforeBody)).toBe(
      true,
    );
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    await expectLight(page);
    expect(await colorScheme(page)).toBe('light');
    release();
    await whenHydrated(page);
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectLight(page);
  });

  test('stored dark under a light system: dark while the modules are held', async ({ page }) => {
    await storeTheme(page, 'dark');
    const release = await holdRequests(page, '**/assets/**/*.js');
    await page.goto('/docs', { waitUntil: 'domcontentloaded' });
    await expectDark(page);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    release();
    await whenHydrated(page);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeAttached();
    await expectDark(page);
  });

  test('a stored value that is not a theme leaves the page to the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('app-config', '{"ui":{"theme":"purple"}}'));
    await page.goto('/');
    await whenHydrated(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectDark(page);
  });
});

test.describe('the theme control', () => {
  test('switches at once, is stored, survives a reload and reaches a second open tab', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/docs');
    await whenHydrated(other);
    await page.goto('/');
    await whenHydrated(page);
    await expectLight(page);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Theme: System' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('banner').getByRole('group', { name: 'Theme' });
    await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(page);
    await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await expect.poll(() => storedTheme(page)).toBe('dark');

    // The other tab hears of it through the storage event.
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(other);
    await expect(other.getByRole('button', { name: 'Theme: Dark' })).toBeAttached();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(page);
    await whenHydrated(page);
    await page.getByRole('link', { name: 'Documentation' }).first().click();
    await expect(page).toHaveURL(/\/docs$/);
    await expectDark(page);

    // Back to the system's setting (light here): the attribute goes, in both tabs.
    await page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' }).click();
    await page
      .getByRole('banner')
      .getByRole('group', { name: 'Theme' })
      .getByRole('button', { name: 'System' })
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectLight(page);
    await expect.poll(() => storedTheme(page)).toBe('auto');
    await expect(other.locator('html')).not.toHaveAttribute('data-theme');
    await expectLight(other);
  });

  test('works by keyboard: Enter opens it, Tab reaches the choices, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await whenHydrated(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Theme: System' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('banner').getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: 'Light' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
    // Focus leaving the panel closes it too.
    await page.keyboard.press('Enter');
    await expect(group).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(group).toBeHidden();
  });

  test('sits in the phone menu too, with its choices named on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await whenHydrated(page);
    await page.locator('header button[aria-label="Menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    const group = menu.getByRole('group', { name: 'Theme' });
    await expect(group.getByText('Dark', { exact: true })).toBeVisible();
    await group.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu).toBeVisible();
    await expectDark(page);
    await expect.poll(() => storedTheme(page)).toBe('dark');
  });
});

// The search, chat, exit-intent popup, forms and phone menu are checked in both themes by a11y.spec.ts,
// the consent banner by telemetry.spec.ts (only a build with analytics has one).
test.describe('axe in the dark theme on the header’s theme panel', () => {
  test.use({ colorScheme: 'dark' });

  test('finds no violations with the panel open', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Theme' })).toBeVisible();
    await expectDark(page);
    await expectNoViolations(page);
  });
});
