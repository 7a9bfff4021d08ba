import { expectNoViolations } from './test-support/axe';
import { openSection, publishDraft } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * The editor one section at a time, as an owner uses it: every Content section has its own URL
 * and a link in the navigation's Content group, and the draft is one across sections (an edit in
 * one survives a visit to the others and is published from any of them). Axe over every section
 * and the overview at 390 and 1280 px, in both themes, is owner-pages-axe.spec.ts's (it visits
 * every page the navigation links to); axe here reads the one state only this file makes, the
 * reordered ventures.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const EMAIL = 'sections-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const RENDERED = { timeout: 120_000 };
const CONTENT_SECTIONS = [
  { slug: 'company', name: 'Company', shows: { role: 'textbox', name: 'Phone' } },
  { slug: 'hero', name: 'Hero', shows: { role: 'textbox', name: 'Title' } },
  { slug: 'about', name: 'About', shows: { role: 'textbox', name: 'Mission' } },
  { slug: 'ventures', name: 'Ventures', shows: { role: 'button', name: 'Add venture' } },
  { slug: 'community', name: 'Community', shows: { role: 'textbox', name: 'Small line above the heading' } },
  { slug: 'testimonials', name: 'Testimonials', shows: { role: 'button', name: 'Add testimonial' } },
  { slug: 'navigation', name: 'Navigation', shows: { role: 'button', name: 'Add link' } },
  { slug: 'live-chat', name: 'Live chat', shows: { role: 'textbox', name: 'Default' } },
  { slug: 'stories', name: 'Stories', shows: { role: 'button', name: 'Add story' } },
  { slug: 'pictures', name: 'Pictures', shows: { role: 'group', name: 'Hero picture' } },
  { slug: 'history', name: 'History', shows: undefined },
] as const;
const site = setUpOwnerSite({ email: EMAIL, password: PASSWORD });

for (const width of [390, 1280]) {
  test(`every Content section is reached by URL and by the navigation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await site.signIn(page);
    for (const section of CONTENT_SECTIONS) {
      await page.goto(`${site.origin}/admin/content/${section.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeVisible();
      const link = page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('list', { name: 'Content', includeHidden: true })
        .getByRole('link', { name: section.name, exact: true, includeHidden: true });
      await expect(link).toHaveAttribute('aria-current', 'page');
      if (section.shows)
        await expect(
          page.getByRole('main').getByRole(section.shows.role, { name: section.shows.name, exact: true }).first(),
        ).toBeVisible();
    }
    // From the navigation, in the other order: the URL follows and the heading takes the focus.
    for (const section of [...CONTENT_SECTIONS].reverse()) {
      await openSection(page, section.name);
      await expect(page).toHaveURL(`${site.origin}/admin/content/${section.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeFocused();
    }
    // The overview at /admin/content links every section too.
    await page.goto(`${site.origin}/admin/content`);
    for (const section of CONTENT_SECTIONS)
      await expect(page.getByRole('main').getByRole('link', { name: section.name, exact: true })).toBeVisible();
  });
}

test('one draft across sections: an edit survives visits to the others and is published from any of them', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Company');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0999');
  await openSection(page, 'Hero');
  await page.getByRole('textbox', { name: 'Title' }).first().fill('Edited Across Sections');
  await openSection(page, 'Leads');
  await openSection(page, 'Company');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 20 7946 0999');
  // Nothing claims the draft was restored: it never left this tab.
  await expect(page.getByRole('region', { name: 'Unpublished changes restored' })).toHaveCount(0);
  await openSection(page, 'Testimonials');
  await publishDraft(page);
  await expect(page.getByText(/Published as version \d+\b/)).toBeVisible(RENDERED);
  const html = await (await fetch(`${site.origin}/`)).text();
  expect(html).toContain('Edited Across Sections');
  expect(html).toContain('+44 20 7946 0999');
});

test('an issue in another section is a link that opens that section at its field', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Company');
  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  await openSection(page, 'Ventures');
  await page.getByRole('button', { name: 'Check' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'The draft has problems' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /Company › Phone/ }).click();
  await expect(page).toHaveURL(`${site.origin}/admin/content/company#field-company-phone`);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused();
});

test("an invalid field's message names it in plain words, and required fields are marked", async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Ventures');
  await page.locator('#part-ventures > fieldset > ol > li').first().locator('[data-action="open"]').click();
  const name = page.locator('#field-ventures-0-name');
  await name.fill('');
  await page.getByRole('button', { name: 'Check' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'The draft has problems' });
  await expect(summary.getByRole('link', { name: 'Venture 1 › Name: Enter a name.' })).toBeVisible();
  await expect(summary).not.toContainText(/Too small|expected string|ventures\[0\]/);
  await expect(page.locator('#field-ventures-0-name-error')).toHaveText('Enter a name.');
  await expect(name).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label[for="field-ventures-0-name"] + span')).toHaveText('(required)');
  // The help says where the text appears.
  await openSection(page, 'Hero');
  await expect(page.locator('#field-hero-subtitle-hint')).toContainText('The small badge above the headline');
});

test('an unknown icon cannot be entered: only the icons the site draws are offered, and one stored before says so', async ({
  page,
}) => {
  await site.signIn(page);
  // Content stored with an icon the site does not draw (the schema allows any lower-case word).
  await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/admin/session')).json()) as { csrfToken: string };
    const { content } = (await (await fetch('/api/admin/content')).json()) as {
      content: { ventures: { icon: string }[] };
    };
    content.ventures[0]!.icon = 'rocket';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
    await fetch('/api/admin/content/publish', { method: 'POST', headers, body: JSON.stringify({ content }) });
  });
  await page.goto(`${site.origin}/admin/content/ventures`);
  const first = page.locator('#part-ventures > fieldset > ol > li').first();
  await first.locator('[data-action="open"]').click();
  const icon = first.getByRole('group', { name: 'Icon' });
  await expect(icon).toContainText('The site does not know the icon “rocket” and shows a sprout instead.');
  await expect(icon.getByRole('textbox')).toHaveCount(0);
  for (const name of ['Sprout', 'Shirt', 'Palette', 'Dog', 'Leaf'])
    await expect(icon.getByRole('radio', { name, exact: true })).toHaveCount(1);
  expect(
    await icon.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
  ).toEqual(['sprout', 'shirt', 'palette', 'dog', 'leaf']);
  for (const radio of await icon.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await icon.getByRole('radio', { name: 'Leaf' }).check();
  await expect(icon).not.toContainText('does not know');
  await expect(icon.getByRole('radio', { name: 'Leaf' })).toBeChecked();
});

test('ventures fold to one line each and are reordered by keyboard on their handle and by dragging it', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Ventures');
  const ventures = page.locator('#part-ventures > fieldset > ol > li');
  // Each line names its venture after its place ("Venture 2: …"), which changes as it moves.
  const names = async () =>
    (await ventures.locator('[data-action="open"]').allInnerTexts()).map((line) => line.replace(/^[^:]*: /, '').trim());
  const before = await names();
  expect(before.length).toBeGreaterThan(2);
  // Folded: a line per venture, no fields until one is opened.
  await expect(page.locator('#field-ventures-0-name')).toHaveCount(0);
  await ventures.first().locator('[data-action="open"]').click();
  await expect(ventures.first().locator('[data-action="open"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#field-ventures-0-name')).toBeVisible();
  await ventures.first().locator('[data-action="open"]').click();
  await expect(page.locator('#field-ventures-0-name')).toHaveCount(0);

  // Keyboard: Space lifts the first venture, the down arrow moves it one place, Space drops it.
  const handle = ventures.first().locator(':scope > div > [data-action="drag"]');
  await handle.focus();
  // Each step waits for what a screen reader hears, so a key is not pressed before the drag is ready.
  const announced = page.locator('[aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(announced).toContainText(/Picked up Venture 1|Venture 1: .* is now at position 1/);
  await page.keyboard.press('ArrowDown');
  await expect(announced).toContainText('is now at position 2');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('dropped at position 2');
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);

  // At this width the live preview now follows the reordered draft: let it settle first, so
  // nothing on the page moves between measuring the handles and dragging.
  await expect(page.getByRole('region', { name: 'Live preview' }).getByRole('status')).toContainText(
    'Follows the draft',
  );
  // Pointer: the third venture dragged by its handle above the first.
  const from = await ventures.nth(2).locator(':scope > div > [data-action="drag"]').boundingBox();
  const to = await ventures.nth(0).locator(':scope > div > [data-action="drag"]').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + ((to!.y - 10 - from!.y) * step) / 10);
  await page.mouse.up();
  await expect.poll(names).toEqual([before[2], before[1], before[0], ...before.slice(3)]);
  await expectNoViolations(page);
});

test('"Add venture" is at the top and opens the new venture at its first field', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Ventures');
  const ventures = page.locator('#part-ventures > fieldset > ol > li');
  const count = await ventures.count();
  const add = page.getByRole('button', { name: 'Add venture' });
  const box = await add.boundingBox();
  const firstItem = await ventures.first().boundingBox();
  expect(box!.y).toBeLessThan(firstItem!.y);
  await add.click();
  await expect(ventures).toHaveCount(count + 1);
  await expect(page.locator('#field-ventures-0-name')).toBeFocused();
});

test('list buttons are at least 44 px tall on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.signIn(page);
  await openSection(page, 'Ventures');
  const buttons = page.locator('#part-ventures > fieldset > ol > li').first().locator(':scope > div > button');
  for (const button of await buttons.all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('undo brings a removed venture back, with the focus placed on the list, and redo removes it again', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Ventures');
  const ventures = page.locator('#part-ventures > fieldset > ol > li');
  const count = await ventures.count();
  // Its name, without its place ("Venture 2: ") or its status on the next line.
  const second = (await ventures.nth(1).locator('[data-action="open"]').innerText())
    .replace(/^[^:]*: /, '')
    .split('\n')[0]!
    .trim();
  await ventures.nth(1).locator('[data-action="remove"]').press('Enter');
  await expect(ventures).toHaveCount(count - 1);
  // The focus is on the list, not on the next venture's Remove: a second Enter removes nothing.
  await expect(page.locator('#field-ventures')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ventures).toHaveCount(count - 1);
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toContainText('Undo brings it back');

  await page.keyboard.press('Control+z');
  await expect(ventures).toHaveCount(count);
  await expect(ventures.nth(1).locator('[data-action="open"]')).toContainText(second);
  await page.keyboard.press('Control+Shift+z');
  await expect(ventures).toHaveCount(count - 1);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(ventures).toHaveCount(count);
  // Back to what was loaded: no unpublished changes.
  await expect(page.getByRole('status').filter({ hasText: /Showing (the site|version)/ })).toBeVisible();
});

test('undo takes back typing in one step per field, across sections', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Hero');
  const title = page.getByRole('textbox', { name: 'Title' }).first();
  const published = await title.inputValue();
  await title.fill('');
  await title.pressSequentially('Typed');
  await openSection(page, 'Company');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0555');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Phone' })).not.toHaveValue('+44 20 7946 0555');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await openSection(page, 'Hero');
  await expect(title).toHaveValue(published);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(title).toHaveValue('Typed');
});
