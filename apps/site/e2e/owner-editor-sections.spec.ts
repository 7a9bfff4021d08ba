import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { addOwner, openSection, signInAsOwner, startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * The editor one section at a time, as an owner uses it: every Content section has its own URL
 * and a link in the navigation's Content group, axe finds nothing on any of them at 390 and
 * 1280 px, and the draft is one across sections (an edit in one survives a visit to the others
 * and is published from any of them).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const EMAIL = 'sections-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const RENDERED = { timeout: 120_000 };
const CONTENT_SECTIONS = [
  { slug: 'company', name: 'Company', field: 'Phone' },
  { slug: 'hero', name: 'Hero', field: 'Title' },
  { slug: 'about', name: 'About', field: 'Mission' },
  { slug: 'ventures', name: 'Ventures', field: 'Eyebrow' },
  { slug: 'community', name: 'Community', field: 'Eyebrow' },
  { slug: 'testimonials', name: 'Testimonials', field: 'Text' },
  { slug: 'navigation', name: 'Navigation', field: 'Name' },
  { slug: 'live-chat', name: 'Live chat', field: 'Default' },
  { slug: 'pictures', name: 'Pictures', field: undefined },
  { slug: 'history', name: 'History', field: undefined },
] as const;
let site: OwnerSite;

const signIn = (page: Page) => signInAsOwner(page, site, EMAIL, PASSWORD);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnerSite();
  await addOwner(site, EMAIL, PASSWORD);
});

test.afterAll(async () => {
  await site?.stop();
});

for (const width of [390, 1280]) {
  test(`every Content section is reached by URL and by the navigation, and axe finds nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const section of CONTENT_SECTIONS) {
      await page.goto(`${site.origin}/admin/content/${section.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeVisible();
      const link = page.getByRole('navigation', { name: 'Sections' }).getByRole('list', { name: 'Content', includeHidden: true }).getByRole('link', { name: section.name, exact: true, includeHidden: true });
      await expect(link).toHaveAttribute('aria-current', 'page');
      if (section.field) await expect(page.getByRole('main').getByLabel(section.field, { exact: true }).first()).toBeVisible();
      await expectNoViolations(page);
    }
    // From the navigation, in the other order: the URL follows and the heading takes the focus.
    for (const section of [...CONTENT_SECTIONS].reverse()) {
      await openSection(page, section.name);
      await expect(page).toHaveURL(`${site.origin}/admin/content/${section.slug}`);
      await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeFocused();
    }
    // The overview at /admin links every section too.
    await page.goto(`${site.origin}/admin`);
    for (const section of CONTENT_SECTIONS) await expect(page.getByRole('main').getByRole('link', { name: section.name, exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('one draft across sections: an edit survives visits to the others and is published from any of them', async ({ page }) => {
  await signIn(page);
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
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published as version 1\b/)).toBeVisible(RENDERED);
  const html = await (await fetch(`${site.origin}/`)).text();
  expect(html).toContain('Edited Across Sections');
  expect(html).toContain('+44 20 7946 0999');
});

test('an issue in another section is a link that opens that section at its field', async ({ page }) => {
  await signIn(page);
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

test('an invalid field\'s message names it in plain words, and required fields are marked', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Ventures');
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

test('an unknown icon cannot be entered: only the icons the site draws are offered, and one stored before says so', async ({ page }) => {
  await signIn(page);
  // Content stored with an icon the site does not draw (the schema allows any lower-case word).
  await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/admin/session')).json()) as { csrfToken: string };
    const { content } = (await (await fetch('/api/admin/content')).json()) as { content: { ventures: { icon: string }[] } };
    content.ventures[0]!.icon = 'rocket';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
    await fetch('/api/admin/content/publish', { method: 'POST', headers, body: JSON.stringify({ content }) });
  });
  await page.goto(`${site.origin}/admin/content/ventures`);
  const icon = page.locator('#part-ventures > fieldset > ol > li').first().getByRole('group', { name: 'Icon' });
  await expect(icon).toContainText('The site does not know the icon “rocket” and shows a sprout instead.');
  await expect(icon.getByRole('textbox')).toHaveCount(0);
  for (const name of ['Sprout', 'Shirt', 'Palette', 'Dog', 'Leaf']) await expect(icon.getByRole('radio', { name, exact: true })).toHaveCount(1);
  expect(await icon.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(['sprout', 'shirt', 'palette', 'dog', 'leaf']);
  for (const radio of await icon.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await icon.getByRole('radio', { name: 'Leaf' }).check();
  await expect(icon).not.toContainText('does not know');
  await expect(icon.getByRole('radio', { name: 'Leaf' })).toBeChecked();
});
