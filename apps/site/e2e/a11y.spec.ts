import { expect, test, type Page } from '@playwright/test';
import { pages } from '../src/routes/route-table';
import { expectNoViolations } from './test-support/axe';
import { backgroundLuminance, changedColours, notePaintedColours } from './test-support/painted-colours';
import { searchButton, whenHydrated } from './test-support/site-page';

// WCAG 2.2 AA, as axe tags it (test-support/axe.ts). Zero violations is the bar on every route and overlay.

const routes = [...pages.map((p) => p.path), '/no-such-page'];

/*
 * Each route in three themes on one load. Colour contrast is part of axe's checks. Axe reads the
 * page in the light system theme, then in the dark one (the page follows the media query in CSS
 * alone, so switching it is what a visitor's system switch does). Light chosen under a dark system
 * changes nothing but colours, so instead of a third axe run (about 10 s on a loaded runner) the
 * test shows that every element is then painted exactly as axe saw it in the light system.
 * The first load is a visitor's (motion allowed) and also shows that the page hydrates without a
 * warning or an error and without duplicate ids (pages.spec.ts checks the docs tab addresses the
 * same way). Then reduced motion: axe asks for it while it reads anyway (test-support/axe.ts), so
 * it reads the same page, and nothing moves between the colours noted and compared.
 */
for (const path of routes) {
  test(`${path}: hydrates cleanly, and axe finds no WCAG 2.2 AA violations in the light and the dark theme, and light chosen under a dark system paints as light does`, async ({
    page,
  }) => {
    // Two axe runs and a reload: a minute or more on a loaded runner.
    test.setTimeout(180_000);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await whenHydrated(page);
    await page.waitForFunction(() => 'rootedSiteContent' in window);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await test.step('no duplicate ids', async () => {
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicates).toEqual([]);
    });
    await test.step('axe in the light theme (system)', async () => {
      expect(await backgroundLuminance(page), 'the page is light').toBeGreaterThan(0.8);
      await expectNoViolations(page);
      await notePaintedColours(page);
    });
    await test.step('axe in the dark theme (system)', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => backgroundLuminance(page), { message: 'the page turned dark' }).toBeLessThan(0.05);
      await expectNoViolations(page);
    });
    await test.step('light chosen under a dark system paints what the light system painted', async () => {
      // Contrast is a matter of colours alone, and the theme changes nothing else: painted in the
      // light system's colours, element for element, the page is what axe read in the first step.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Theme: System' }).press('Enter');
      await banner.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).press('Space');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.keyboard.press('Escape');
      await expect(banner.getByRole('group', { name: 'Theme' })).toBeHidden();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Colour transitions run to their end.
      await expect
        .poll(async () => (await changedColours(page)).changed, { message: 'elements painted otherwise than in light' })
        .toEqual([]);
      expect((await changedColours(page)).compared, 'elements compared').toBeGreaterThan(100);
    });
    await test.step('no warning or error logged while loading, hydrating or switching themes', async () => {
      // The 404 page logs the browser's own "Failed to load resource: 404" for the document itself.
      expect(messages.filter((m) => !(path === '/no-such-page' && m.includes('404')))).toEqual([]);
    });
  });
}

/**
 * Axe with the system light, then dark: colour contrast is part of axe's checks. The theme follows
 * the system in CSS alone, so one open overlay is checked in both, as a visitor's system switch
 * would show it, instead of loading the page and opening the overlay once per theme.
 */
async function axeInBothThemes(page: Page) {
  // Two axe runs over the home page with an overlay open: a minute or more on a loaded runner.
  test.setTimeout(180_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`axe in the ${colorScheme} theme`, async () => {
      await page.emulateMedia({ colorScheme });
      await expectNoViolations(page);
    });
  }
}

// Every overlay in both themes.
test.describe('overlays on the desktop, in both themes', () => {
  test.use({ colorScheme: 'light' });

  test('axe finds no violations with the search open and a query typed', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    await searchButton(page).click();
    await page.getByRole('combobox', { name: 'Search pages and sections' }).fill('ven');
    await page.getByRole('dialog', { name: 'Search the site' }).waitFor();
    await axeInBothThemes(page);
  });

  test('axe finds no violations with the chat open after a reply', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with Rooted Ventures' });
    await panel.getByRole('textbox', { name: 'Your message' }).fill('Tell me about your ventures');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('log')).toContainText('Tell me about your ventures');
    await expect(panel.getByText('Assistant is typing…')).toHaveCount(0);
    await axeInBothThemes(page);
  });

  test('axe finds no violations with the exit-intent popup open', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('exit-intent-dwell-ms', '200'));
    await page.goto('/');
    await whenHydrated(page);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
    await page.evaluate(() =>
      document.body.dispatchEvent(
        new MouseEvent('mouseout', { clientY: 4, clientX: 400, relatedTarget: null, bubbles: true }),
      ),
    );
    await page.getByRole('dialog', { name: 'Monthly stories from our ventures' }).waitFor();
    await axeInBothThemes(page);
  });

  test('axe finds no violations with the contact and join forms showing their errors', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    const contact = page.locator('#contact form');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact).toHaveAttribute('data-ready', 'true'); // the script's errors, not the server's page
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByLabel('Name (required)')).toHaveAttribute('aria-invalid', 'true');
    const join = page.locator('#join form');
    await join.scrollIntoViewIfNeeded();
    await expect(join).toHaveAttribute('data-ready', 'true'); // the script's errors, not the server's page
    await join.getByRole('button', { name: /Send|Apply|Submit/ }).click();
    await expect(join.locator('[aria-invalid="true"]').first()).toBeVisible();
    await axeInBothThemes(page);
  });
});

test.describe('keyboard only', () => {
  test('the contact form can be filled and sent without a pointer', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"id":"kbd"}' }),
    );
    await page.goto('/#contact');
    await whenHydrated(page);
    const form = page.locator('#contact form');
    await form.getByLabel('Name (required)').waitFor();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Name (required)').focus();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grace@example.org');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Subject (required)')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Message (required)')).toBeFocused();
    await page.keyboard.type('Written without touching the mouse.');
    // Onwards to the button (past the privacy link), never through the hidden spam trap.
    const send = form.getByRole('button', { name: 'Send Message' });
    for (let i = 0; i < 4 && !(await send.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('homepage');
    }
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  });

  test('the mobile menu opens, moves and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await whenHydrated(page);
    const toggle = page.locator('header button[aria-label="Menu"]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Community', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#community$/);
  });
});

test.describe('overlays at 390 px, in both themes', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, colorScheme: 'light' });

  test('axe finds no violations with the mobile menu open', async ({ page }) => {
    await page.goto('/');
    await page.locator('header button[aria-label="Menu"]').click();
    await page.getByRole('dialog', { name: 'Menu', exact: true }).waitFor();
    await axeInBothThemes(page);
  });
});
