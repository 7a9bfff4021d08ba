import type { Page } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { openSection } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * The story form's Preview: a draft story's page as a visitor will see it, drawn by the site's own
 * story page, in the light and the dark theme, with nothing published.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const site = setUpOwnerSite({ email: 'story-preview@rooted.example', password: 'kettle hedgerow sparrow dusk' });
const TITLE = 'A winter evening at the repair café';
const SLUG = 'a-winter-evening-at-the-repair-cafe';
const BODY = 'Eleven toasters, three lamps and one stubborn sewing machine went home working.';
const SHOTS = process.env.STORY_PREVIEW_SHOTS;

async function writeDraft(page: Page) {
  await site.signIn(page);
  await openSection(page, 'Stories');
  await page.getByRole('button', { name: 'Add story' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Summary' }).fill('What a room of neighbours fixed in one evening.');
  await page.getByRole('textbox', { name: 'Author' }).fill('Jonas Weber');
  await page.getByRole('textbox', { name: 'Body' }).fill(`## What we fixed\n\n${BODY}`);
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
}

test('a draft story’s page is previewed as a visitor will see it, light and dark, and nothing is published', async ({
  page,
  request,
}) => {
  await writeDraft(page);
  const open = page.getByRole('button', { name: 'Preview the page' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Preview: ${TITLE}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close preview' })).toBeFocused();

  const themes: [string, string][] = [];
  for (const theme of ['light', 'dark'] as const) {
    await dialog.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' }).click();
    await expect(dialog.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const frame = page.frameLocator(`iframe[title$="${theme} theme"]`);
    // The site's own story page: its title as the page's heading, the body rendered from Markdown.
    await expect(frame.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 60_000 });
    await expect(frame.getByRole('heading', { level: 2, name: 'What we fixed' })).toBeVisible();
    await expect(frame.getByText(BODY)).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('data-theme', theme);
    themes.push([theme, await frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)]);
    await expectNoViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/story-preview-${page.viewportSize()?.width}-${theme}.png` });
  }
  // The two themes are drawn differently.
  expect(themes[0]![1]).not.toBe(themes[1]![1]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Nothing is published: the public list and the story's address know nothing of it.
  expect(await (await request.get(`${site.origin}/stories`)).text()).not.toContain(TITLE);
  expect((await request.get(`${site.origin}/stories/${SLUG}`)).status()).toBe(404);
  await page.goto(`${site.origin}/stories`);
  await expect(page.getByRole('main')).not.toContainText(TITLE);
});
