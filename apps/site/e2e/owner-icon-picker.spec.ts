import { axeViolations } from './test-support/axe';
import { atEachView } from './test-support/axe-steps';
import { lookAt } from './test-support/shots';
import { openSection } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * The owner gives a venture any icon of the full icon set: she searches "tractor" in the icon
 * dialog (its icons load only then), picks it by keyboard, publishes, and the home page's card
 * for that venture draws the tractor, from the content alone. The open dialog passes axe in light
 * and dark at a phone's width and a laptop's, and Escape gives the focus back to its button.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const site = setUpOwnerSite({ email: 'icon-owner@rooted.example', password: 'harrow tinder meadow quill' });
const RENDERED = { timeout: 120_000 };
/** A line of the tractor's drawing in the icon set. */
const TRACTOR_LINE = 'M16 18h-5';

test('searching "tractor", picking it and publishing draws the tractor on the home page card', async ({ page }) => {
  await site.signIn(page);
  // The icon set is a chunk of its own, fetched only when the dialog opens.
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) chunks.push(response.url());
  });
  await openSection(page, 'Ventures');
  const first = page.locator('#part-ventures > fieldset > ol > li').first();
  await first.locator('[data-action="open"]').click();
  const name = await first.getByRole('textbox', { name: 'Name' }).inputValue();
  const icon = first.getByRole('group', { name: 'Icon' });
  const opener = icon.getByRole('button', { name: 'Search all icons…' });
  const before = chunks.length;
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search icons' })).toBeFocused();
  await expect(dialog.getByRole('status')).toContainText('icons; the first 120 are shown');
  expect(chunks.length).toBeGreaterThan(before);

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // By keyboard: Enter opens, type, Down to the first result, Enter picks.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('searchbox', { name: 'Search icons' })).toBeFocused();
  await page.keyboard.type('tractor');
  await expect(dialog.getByRole('status')).toHaveText('One icon matches “tractor”.');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: 'tractor' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(icon).toContainText('Tractor');
  await expect(icon.getByRole('button', { name: 'Use the built-in icon' })).toBeVisible();

  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await publish.click();
  const confirm = page.getByRole('dialog', { name: 'Publish these changes?' });
  await lookAt(confirm, 'icon-publish-confirmation');
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Published as version \d+/ })).toBeVisible(RENDERED);

  // A fresh visitor's home page: the card draws the tractor's shapes, hidden from screen readers.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${site.origin}/`);
  const card = visitor.getByRole('article', { name });
  const drawn = card.locator('svg[viewBox="0 0 24 24"]').first();
  await expect(drawn).toHaveAttribute('aria-hidden', 'true');
  expect(await drawn.innerHTML()).toContain(`d="${TRACTOR_LINE}"`);
  await lookAt(card, 'icon-home-card');
  await visitor.close();
});

test('the open icon dialog passes axe in light and dark at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.signIn(page);
  await openSection(page, 'Ventures');
  const first = page.locator('#part-ventures > fieldset > ol > li').first();
  await first.locator('[data-action="open"]').click();
  await first.getByRole('button', { name: 'Search all icons…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await expect(dialog.getByRole('status')).toContainText('icons; the first 120 are shown');
  await dialog.getByRole('searchbox', { name: 'Search icons' }).fill('heart');
  await expect(dialog.getByRole('button', { name: 'heart', exact: true })).toBeVisible();
  await atEachView(
    page,
    'the open icon dialog',
    async (width, scheme) => {
      await dialog.getByRole('button', { name: 'heart', exact: true }).focus();
      await lookAt(page, `icon-dialog-${width}-${scheme}`);
      expect.soft(await axeViolations(page), `axe at ${width} px, ${scheme}`).toEqual([]);
    },
    { height: 844 },
  );
});
