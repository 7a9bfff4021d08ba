import type { Page, Route } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { openSection } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * Publishing that tells the owner what happens: Publish is disabled with nothing changed; it asks
 * first, listing each change (section › field, old → new); it shows progress while the pages
 * re-render, then the result; and a publish the owner walks away from (another section, or a
 * reload) is reported as theirs when they come back.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const EMAIL = 'publish-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const RENDERED = { timeout: 120_000 };
// A site of its own: these tests read the version history from its start (version 1, 2, 3).
const site = setUpOwnerSite({ email: EMAIL, password: PASSWORD, own: true });

/**
 * Holds the publish request until `release()`: the progress is then on screen for as long as the
 * test needs, with no timing involved. `reachServer` lets the server publish first and holds only
 * the answer (a publish the owner then walks away from has happened).
 */
async function holdPublish(page: Page, reachServer: boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/admin/content/publish', async (route: Route) => {
    const answer = reachServer ? await route.fetch() : undefined;
    arrived();
    await released;
    if (answer) await route.fulfill({ response: answer }).catch(() => undefined);
    else await route.continue().catch(() => undefined);
  });
  return { release, held };
}

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone' });

test('Publish is disabled with nothing changed, and the confirmation lists a changed phone number old → new; axe finds nothing at 390 and 1280 px', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Company');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeDisabled();
  const phone = phoneField(page);
  const before = await phone.inputValue();
  await phone.fill('+44 20 7946 0123');
  await expect(publish).toBeEnabled();
  await publish.click();
  const dialog = page.getByRole('dialog', { name: 'Publish these changes?' });
  await expect(dialog).toBeVisible();
  const changes = dialog.getByRole('list', { name: 'What changes' });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes.getByRole('listitem')).toContainText('Company › Phone');
  await expect(changes.getByRole('listitem')).toContainText(`${before} → +44 20 7946 0123`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoViolations(page);
  }
  // Cancel publishes nothing and gives the focus back to Publish.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(publish).toBeFocused();
  const versions = await page.evaluate(
    async () => ((await (await fetch('/api/admin/content/versions')).json()) as { versions: unknown[] }).versions,
  );
  expect(versions).toEqual([]);
  // Undoing the change leaves nothing to publish.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(phone).toHaveValue(before);
  await expect(publish).toBeDisabled();
});

test('progress while the pages re-render, then the result, which takes the focus', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Company');
  await phoneField(page).fill('+44 20 7946 0456');
  const hold = await holdPublish(page, false);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await hold.held;
  const progress = page.getByRole('dialog', { name: 'Publishing…' });
  await expect(progress.getByRole('progressbar', { name: 'Publishing' })).toBeVisible();
  await expect(page.getByText('Publishing: re-rendering the pages…')).toBeVisible();
  await expectNoViolations(page);
  hold.release();
  const result = page.getByRole('status').filter({ hasText: /Published as version 1\b/ });
  await expect(result).toBeVisible(RENDERED);
  await expect(result).toContainText('Every visitor sees it now.');
  await expect(result).toBeFocused();
  await expect(progress).toBeHidden();
  expect(await (await fetch(`${site.origin}/terms`)).text()).toContain('+44 20 7946 0456');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
});

test('a publish the owner walks away from is reported as theirs on coming back, in the app or after a reload', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Company');
  await phoneField(page).fill('+44 20 7946 0789');
  const hold = await holdPublish(page, false);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await hold.held;
  await page.getByRole('dialog', { name: 'Publishing…' }).getByRole('button', { name: 'Keep working' }).click();
  // Away to Leads while the publish is on its way, then back.
  await openSection(page, 'Leads');
  hold.release();
  await openSection(page, 'Company');
  await expect(page.getByRole('status').filter({ hasText: /Published as version 2\b/ })).toBeVisible(RENDERED);
  await expect(phoneField(page)).toHaveValue('+44 20 7946 0789');
  await expect(page.getByRole('region', { name: 'Unpublished changes restored' })).toHaveCount(0);
  await page.unroute('**/api/admin/content/publish');

  // A reload while the server publishes: the publish happened, and it is said to be the owner's.
  await phoneField(page).fill('+44 20 7946 0999');
  const reloadHold = await holdPublish(page, true);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await reloadHold.held;
  // Still held (the route stays until the end: removing it would let the held request through again).
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your publish went through while you were away: version 3 is live.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unpublished changes restored' })).toHaveCount(0);
  await expect(page.getByText(/was published since/)).toHaveCount(0);
  await expect(phoneField(page)).toHaveValue('+44 20 7946 0999');
  reloadHold.release();
  await page.unroute('**/api/admin/content/publish');
  const versions = await page.evaluate(
    async () => ((await (await fetch('/api/admin/content/versions')).json()) as { versions: unknown[] }).versions,
  );
  expect(versions).toHaveLength(3);
});

test('the history opens a version read-only and compares two side by side, field by field; axe finds nothing at 390 and 1280 px', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'History');
  const list = page.getByRole('table', { name: 'Published versions, newest first' });
  await expect(list.getByRole('row')).toHaveCount(4);
  await page.getByRole('combobox', { name: 'From' }).selectOption('1');
  await page.getByRole('combobox', { name: 'To' }).selectOption('2');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/history\?from=1&to=2$/);
  const compared = page.getByRole('table', { name: /Version 1 compared with Version 2/ });
  const phoneRow = compared.getByRole('row', { name: /Company › Phone/ });
  await expect(phoneRow.getByRole('cell')).toHaveText(['+44 20 7946 0456', '+44 20 7946 0789']);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoViolations(page);
  }
  await page.getByRole('link', { name: 'Back to the history' }).click();
  await list.getByRole('link', { name: 'View version 1' }).click();
  const view = page.getByRole('region', { name: 'Version 1, read-only' });
  await expect(view).toContainText('+44 20 7946 0456');
  // Read-only: nothing in the view can be typed into.
  await expect(view.getByRole('textbox')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoViolations(page);
  }
});

test('at 1280 px the live preview beside the form shows a typed hero title without a click, and at phone width; axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await site.signIn(page);
  await openSection(page, 'Hero');
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' }).first();
  await title.fill('Typed Into The Live Preview');
  const frame = page.frameLocator('iframe[title="Live preview of the Home page"]');
  await expect(frame.locator('h1')).toContainText('Typed Into The Live Preview', RENDERED);
  // Typing on: the frame follows without being reloaded or clicked.
  await title.pressSequentially(' Again');
  await expect(frame.locator('h1')).toContainText('Typed Into The Live Preview Again', RENDERED);
  const phoneWidth = preview.getByRole('button', { name: 'Phone width' });
  await phoneWidth.click();
  await expect(phoneWidth).toHaveAttribute('aria-pressed', 'true');
  expect((await page.locator('iframe[title="Live preview of the Home page"]').boundingBox())!.width).toBe(390);
  await expectNoViolations(page);
  // Below 1280 px there is no room beside the form: no preview.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(preview).toHaveCount(0);
});

test('a click on a text in the live preview opens its section and focuses its field, a folded list item included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await site.signIn(page);
  await openSection(page, 'Company');
  const frame = page.frameLocator('iframe[title="Live preview of the Home page"]');
  await frame.getByRole('heading', { level: 1 }).click();
  await expect(page).toHaveURL(/\/admin\/content\/hero#field-hero-title$/);
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toBeFocused();
  // A venture's name on the page: the Ventures section opens, with that venture's item unfolded.
  await frame.getByRole('heading', { name: 'Common Thread' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/ventures#field-ventures-1-name$/);
  await expect(page.locator('#field-ventures-1-name')).toBeFocused();
  await expect(page.locator('#field-ventures-1-name')).toHaveValue('Common Thread');
  // The preview stayed on its page: the click did not follow the text's link, if it had one.
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
});
