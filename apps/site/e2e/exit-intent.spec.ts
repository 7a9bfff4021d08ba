import { expect, test, type Page } from '@playwright/test';
import { fakeContact } from './test-support/fake-omnisend';

/*
 * The popup's rules in a real browser (Desktop Chrome: hover and a fine pointer). The documented
 * test hook localStorage["exit-intent-dwell-ms"] shortens the 10 s dwell time; it can only shorten it.
 */

async function openHome(page: Page, dwellMs: number | null = 300) {
  if (dwellMs !== null)
    await page.addInitScript((ms) => localStorage.setItem('exit-intent-dwell-ms', String(ms)), dwellMs);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Scrolls to the middle of the page (past the 25 % mark). */
async function scrollHalfway(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' }),
  );
}

/** The pointer leaves the window through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.body.dispatchEvent(
      new MouseEvent('mouseout', { clientY: 4, clientX: 400, relatedTarget: null, bubbles: true }),
    ),
  );
}

/** Waits until the popup is armed (dwell time and scroll done; its rules load once the browser is idle). */
async function armed(page: Page) {
  await page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Monthly stories from our ventures' });

test('shows after the dwell time and scroll on a top-edge exit, once per tab, focused on the email', async ({
  page,
}) => {
  await openHome(page);
  await scrollHalfway(page);
  await armed(page);
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByLabel('Email (required)')).toBeFocused();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);

  // Not twice in one tab, even without the dismissal record.
  await page.evaluate(() => localStorage.removeItem('exit-intent'));
  await leaveThroughTop(page);
  await page.waitForTimeout(300);
  await expect(popup(page)).toHaveCount(0);
});

test('is not armed before the dwell time or before a quarter of the page is scrolled', async ({ page, context }) => {
  await openHome(page, null); // the real 10 s dwell
  await scrollHalfway(page);
  await page.waitForTimeout(1000);
  await leaveThroughTop(page);
  await page.waitForTimeout(300);
  await expect(popup(page)).toHaveCount(0);

  const unscrolled = await context.newPage();
  await openHome(unscrolled, 100);
  await unscrolled.waitForTimeout(500);
  await leaveThroughTop(unscrolled); // top of the page: not scrolled yet
  await unscrolled.waitForTimeout(300);
  await expect(popup(unscrolled)).toHaveCount(0);
});

test('"No thanks" and Esc dismiss it, and a dismissal keeps it away in a new tab', async ({ page, context }) => {
  await openHome(page);
  await scrollHalfway(page);
  await armed(page);
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(popup(page)).toHaveCount(0);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('exit-intent') ?? '{}') as { dismissedAt?: string },
  );
  expect(stored.dismissedAt).toMatch(/^\d{4}-/);

  const second = await context.newPage(); // a new tab: sessionStorage is empty, localStorage shared
  await second.goto('/');
  await expect(second.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await scrollHalfway(second);
  await second.waitForTimeout(600);
  await leaveThroughTop(second);
  await second.waitForTimeout(300);
  await expect(popup(second)).toHaveCount(0);
});

test('closes on Esc and never opens on the legal and docs pages', async ({ page }) => {
  await openHome(page);
  await scrollHalfway(page);
  await armed(page);
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);

  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('exit-intent');
  });
  await page.goto('/privacy');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await scrollHalfway(page);
  await page.waitForTimeout(600);
  await leaveThroughTop(page);
  await page.waitForTimeout(300);
  await expect(popup(page)).toHaveCount(0);
});

test('subscribes as an exit-intent lead: the popup closes, then the toast shows', async ({ page }) => {
  await openHome(page);
  await scrollHalfway(page);
  await armed(page);
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  const email = `exit-${Date.now()}@example.com`;
  await popup(page).getByLabel('Email (required)').fill(email);
  await popup(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup(page)).toHaveCount(0);
  await expect(page.getByText('Subscribed!')).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('exit-intent') ?? '{}') as { subscribedAt?: string },
  );
  expect(stored.subscribedAt).toMatch(/^\d{4}-/);

  await expect.poll(() => fakeContact(email), { timeout: 10_000 }).toBeDefined();
  const contact = (await fakeContact(email))!;
  expect(contact.tags).toEqual(expect.arrayContaining(['exit_intent_capture', 'lead', 'source: exit_intent_popup']));
  // Double opt-in: subscribed once the link in the confirmation email is opened.
  expect(contact.status).toBe('nonSubscribed');
});
