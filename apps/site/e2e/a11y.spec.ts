import { expect, test, type Page } from '@playwright/test';
import { pages } from '../src/routes/route-table';
import { expectNoViolations } from './test-support/axe';

// WCAG 2.2 AA, as axe tags it (test-support/axe.ts). Zero violations is the bar on every route and overlay.

for (const path of [...pages.map((p) => p.path), '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoViolations(page);
  });
}

// Every overlay in both themes: colour contrast is part of axe's checks (the dark theme follows the system here).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`overlays on the desktop (${colorScheme} theme)`, () => {
    test.use({ colorScheme });
    const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

    test('axe finds no violations with the search open and a query typed', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Search/ })
        .click();
      await page.getByRole('combobox', { name: 'Search pages and sections' }).fill('ven');
      await page.getByRole('dialog', { name: 'Search the site' }).waitFor();
      await expectNoViolations(page);
    });

    test('axe finds no violations with the chat open after a reply', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Open chat' }).click();
      const panel = page.getByRole('dialog', { name: 'Chat with Rooted Ventures' });
      await panel.getByRole('textbox', { name: 'Your message' }).fill('Tell me about your ventures');
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('log')).toContainText('Tell me about your ventures');
      await expect(panel.getByText('Assistant is typing…')).toHaveCount(0);
      await expectNoViolations(page);
    });

    test('axe finds no violations with the exit-intent popup open', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('exit-intent-dwell-ms', '200'));
      await page.goto('/');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
      await page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
      await page.evaluate(() =>
        document.body.dispatchEvent(
          new MouseEvent('mouseout', { clientY: 4, clientX: 400, relatedTarget: null, bubbles: true }),
        ),
      );
      await page.getByRole('dialog', { name: 'Monthly stories from our ventures' }).waitFor();
      await expectNoViolations(page);
    });

    test('axe finds no violations with the contact and join forms showing their errors', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
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
      await expectNoViolations(page);
    });
  });
}

test.describe('keyboard only', () => {
  test('the contact form can be filled and sent without a pointer', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"id":"kbd"}' }),
    );
    await page.goto('/#contact');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
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
    await page.waitForTimeout(3100); // the server's minimum fill time, as a person would take
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
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`overlays (${colorScheme} theme)`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, colorScheme });

    test('axe finds no violations with the mobile menu open', async ({ page }) => {
      await page.goto('/');
      await page.locator('header button[aria-label="Menu"]').click();
      await page.getByRole('dialog', { name: 'Menu', exact: true }).waitFor();
      await expectNoViolations(page);
    });
  });
}
