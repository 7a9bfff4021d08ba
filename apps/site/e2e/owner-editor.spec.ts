import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './test-support/bundle-size';
import { expectNoViolations } from './test-support/axe';
import { openSection, signInAsOwner, startOwnerSite, publishDraft, type OwnerSite } from './test-support/owner-site';

/**
 * The owner's editor at /admin, in the browser as an owner uses it: sign in, change the hero title
 * and the phone number, add a venture, preview on the real pages, publish; a visitor's HTML
 * (fetched without JavaScript) shows it on `/`, in the footer and on a legal page. An invalid
 * value is refused with its field named and nothing published; a rollback restores the previous
 * text; the editor's page and code reach nobody without a session; axe finds nothing.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const EMAIL = 'editor-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const NEW_TITLE = 'Owners Edit Without Developers';
const NEW_PHONE = '+44 20 7946 0123';
// A publish re-renders every page; on a loaded 2-core runner that takes a while. Waiting longer checks nothing about speed.
const RENDERED = { timeout: 120_000 };
let site: OwnerSite;
let originalTitle: string;

const visitorHtml = async (path: string) => {
  const response = await fetch(`${site.origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

const signIn = (page: Page) => signInAsOwner(page, site, EMAIL, PASSWORD);

test.beforeAll(async () => {
  // Copying the build, starting its server and running the site-owner command (tsx) take a while
  // on a busy machine; the file's timeout does not cover hooks.
  test.setTimeout(180_000);
  originalTitle = (
    JSON.parse(await readFile(join(siteDir, 'content-data/site-content.json'), 'utf8')) as { hero: { title: string } }
  ).hero.title;
  site = await startOwnerSite();
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await site.siteOwner('add', EMAIL))?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  const token = new URL(link!).searchParams.get('token')!;
  const setup = await fetch(`${site.origin}/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: new URLSearchParams({ token, password: PASSWORD }),
  });
  expect(setup.status).toBe(200);
});

test.afterAll(async () => {
  await site?.stop();
});

test('without a session neither the editor page nor its code is served', async () => {
  const editorHtml = await readFile(join(siteDir, 'dist/admin/index.html'), 'utf8');
  const assets = [...editorHtml.matchAll(/\/admin\/assets\/[\w.-]+/g)].map((match) => match[0]);
  expect(assets.length).toBeGreaterThan(0);
  for (const path of ['/admin', '/admin/', '/admin/index.html', ...assets]) {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
    // Pages answer with the sign-in form (which comes back to them); the code just fails.
    expect(response.status, path).toBe(assets.includes(path) ? 401 : 303);
    if (!assets.includes(path)) expect(response.headers.get('location'), path).toMatch(/^\/admin\/sign-in\?next=/);
    expect(await response.text(), path).not.toContain('/admin/assets/');
  }
  // No visitor page names the editor's files.
  for (const path of ['/', '/privacy', '/docs']) {
    const html = await visitorHtml(path);
    for (const asset of assets) expect(html, path).not.toContain(asset);
  }
});

test("axe finds nothing on the sign-in page and the editor, which runs under the site's CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${site.origin}/admin/sign-in`);
  await expectNoViolations(page);
  await signIn(page);
  await expectNoViolations(page);
  expect(refused).toEqual([]);
});

test('an invalid value is refused with its field named, and nothing is published', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Company');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('');
  await page.getByRole('button', { name: 'Publish' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Nothing was published' });
  await expect(summary).toBeFocused();
  // The field is named as the owner sees it, and the message says what to do.
  await expect(summary.getByRole('link', { name: 'Company › Phone: Enter a phone number.' })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  // The message next to the field is the one the summary gives, and the field points at it.
  const message = page.locator('#field-company-phone-error');
  await expect(message).not.toBeEmpty();
  await expect(phone).toHaveAttribute('aria-describedby', /field-company-phone-error/);
  await expect(summary).toContainText((await message.textContent())!);
  await summary.getByRole('link', { name: /Company › Phone/ }).click();
  await expect(phone).toBeFocused();
  await openSection(page, 'History');
  await expect(page.getByText('Nothing has been published from the editor yet')).toBeVisible();
  const versions = await page.evaluate(
    async () => ((await (await fetch('/api/admin/content/versions')).json()) as { versions: unknown[] }).versions,
  );
  expect(versions).toEqual([]);
  await openSection(page, 'Company');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test('lists are reordered by keyboard alone', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Ventures');
  // The ventures themselves, not the feature lists inside them.
  const ventures = page.locator('#part-ventures > fieldset > ol > li');
  // Each venture folds to one line: open the first two to read their names.
  await ventures.nth(0).locator('[data-action="open"]').click();
  await ventures.nth(1).locator('[data-action="open"]').click();
  const first = (await page.locator('#field-ventures-0-name').inputValue()).trim();
  const second = (await page.locator('#field-ventures-1-name').inputValue()).trim();
  await page.getByRole('button', { name: `Move Venture 1: ${first} down` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#field-ventures-0-name')).toHaveValue(second);
  await expect(page.locator('#field-ventures-1-name')).toHaveValue(first);
  // The focus follows the moved venture.
  await expect(page.getByRole('button', { name: `Move Venture 2: ${first} down` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: `Move Venture 2: ${first} up` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#field-ventures-0-name')).toHaveValue(first);
  const count = await ventures.count();
  await ventures
    .last()
    .getByRole('button', { name: new RegExp(`^Remove Venture ${count}\\b`) })
    .press('Enter');
  await expect(ventures).toHaveCount(count - 1);
});

test('the owner edits, previews, publishes for every visitor, and rolls back', async ({ page, context }) => {
  await signIn(page);
  await openSection(page, 'Hero');
  await page.getByRole('textbox', { name: 'Title' }).first().fill(NEW_TITLE);
  await openSection(page, 'Company');
  await page.getByRole('textbox', { name: 'Phone' }).fill(NEW_PHONE);

  // A new venture, filled in by its labelled fields.
  await openSection(page, 'Ventures');
  const ventures = page.locator('#part-ventures > fieldset > ol > li');
  const count = await ventures.count();
  await page.getByRole('button', { name: 'Add venture' }).click();
  // Added at the top, opened.
  await expect(ventures).toHaveCount(count + 1);
  const venture = ventures.first();
  await venture.getByRole('textbox', { name: 'Name', exact: true }).fill('Riverside Bakery');
  // The id is made from the name, and shown only when asked for.
  await expect(venture.getByRole('textbox', { name: /^Short name/ })).toHaveCount(0);
  await venture.getByRole('button', { name: 'Show the short name' }).click();
  await expect(venture.getByRole('textbox', { name: /^Short name/ })).toHaveValue('riverside-bakery');
  await venture
    .getByRole('textbox', { name: 'Tagline', exact: true })
    .fill('Bread baked by the people who own the oven');
  await venture.getByRole('textbox', { name: 'Description', exact: true }).fill('A cooperative bakery by the river.');
  await venture.getByRole('combobox', { name: 'Status' }).selectOption('Beta');
  await venture.getByRole('group', { name: 'Icon' }).getByRole('radio', { name: 'Sprout' }).check();
  await venture.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'Emerald' }).check();
  await venture.getByRole('textbox', { name: 'Website', exact: true }).fill('https://riverside-bakery.example');
  await venture.getByRole('button', { name: 'Add feature' }).click();
  await venture.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Sourdough every morning');

  // An optional field removed in the draft: the ventures section's introduction.
  const intro = page.locator('#field-sections-ventures-intro');
  const introText = (await intro.inputValue()).trim();
  expect(introText).not.toBe('');
  await intro.fill('');

  // Preview: the real home page in a new tab shows exactly the draft; no visitor sees it. Until
  // every part of the page shows the draft, the page is hidden behind "Loading the preview…".
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { bodyAtLoad: string }).bodyAtLoad = getComputedStyle(document.body).visibility;
    });
  });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const previewLinks = page.getByRole('navigation', { name: 'Preview pages' });
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    previewLinks.getByRole('link', { name: 'Home' }).click(),
  ]);
  await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await preview.evaluate(() => (window as unknown as { bodyAtLoad: string }).bodyAtLoad)).toBe('hidden');
  await expect(preview.locator('html[data-preview="shown"]')).toBeAttached();
  await expect(preview.locator('body')).toBeVisible();
  await expect(preview.locator('h1')).toContainText(NEW_TITLE);
  await expect(preview.locator('#ventures')).toContainText('Riverside Bakery');
  await expect(preview.locator('#ventures')).not.toContainText(introText);
  await preview.locator('footer').scrollIntoViewIfNeeded();
  await expect(preview.locator('footer')).toContainText(NEW_PHONE);
  expect(await visitorHtml('/')).not.toContain(NEW_TITLE);
  // Navigating inside the preview stays in the preview.
  await preview.getByRole('list', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(preview).toHaveURL(`${site.origin}/privacy`);
  await expect(preview.locator('footer')).toContainText(NEW_PHONE);
  await expect(preview.locator('html[data-preview="shown"]')).toBeAttached();
  await preview.goto(`${site.origin}/`);

  // Discarding the preview: the same tab shows the published site again.
  await page.getByRole('button', { name: 'Discard preview' }).click();
  await preview.reload();
  await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(preview.locator('h1')).toContainText(originalTitle);
  await expect(preview.locator('#ventures')).toContainText(introText);
  await expect(preview.locator('html[data-preview]')).toHaveCount(0);
  await preview.close();

  await publishDraft(page);
  await expect(page.getByText(/Published as version 1\b/)).toBeVisible(RENDERED);
  const home = await visitorHtml('/');
  expect(home).toContain(NEW_TITLE);
  expect(home).toContain('Riverside Bakery');
  expect(footerOf(home)).toContain(NEW_PHONE);
  expect(footerOf(await visitorHtml('/privacy'))).toContain(NEW_PHONE);
  expect(await visitorHtml('/terms')).toContain(NEW_PHONE);

  // A second version, then back to the first: the history says who and when.
  await openSection(page, 'Hero');
  await page.getByRole('textbox', { name: 'Title' }).first().fill('A Title To Roll Back');
  await publishDraft(page);
  await expect(page.getByText(/Published as version 2\b/)).toBeVisible(RENDERED);
  expect(await visitorHtml('/')).toContain('A Title To Roll Back');
  await openSection(page, 'History');
  const history = page.getByRole('table', { name: 'Published versions, newest first' });
  await expect(history.getByRole('row')).toHaveCount(3);
  // Newest first, with who published it; the live one cannot be restored onto itself.
  await expect(history.getByRole('row').nth(1)).toContainText(/^2\s*live/);
  await expect(history.getByRole('row').nth(1)).toContainText(EMAIL);
  await expect(history.getByRole('row').nth(1).getByRole('button')).toHaveCount(0);

  // Restore asks the way Publish does: what will change for every visitor, field by field.
  const restoreButton = history.getByRole('button', { name: 'Restore version 1' });
  const asking = page.getByRole('dialog', { name: 'Restore version 1?' });
  await restoreButton.click();
  await expect(asking).toBeVisible();
  await expect(asking).toContainText('One change will be live for every visitor, replacing version 2.');
  const listed = asking.getByRole('list', { name: 'What changes' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Hero › Title');
  await expect(listed).toContainText(`A Title To Roll Back → ${NEW_TITLE}`);
  await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  // Cancel, and Escape, change nothing; the focus goes back to the Restore button.
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await expect(restoreButton).toBeFocused();
  await restoreButton.press('Enter');
  await expect(asking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(history.getByRole('row')).toHaveCount(3);
  expect(await visitorHtml('/')).toContain('A Title To Roll Back');

  await restoreButton.click();
  await asking.getByRole('button', { name: 'Restore now' }).click();
  await expect(page.getByText(/Version 1 is live again/)).toBeVisible(RENDERED);
  const restored = await visitorHtml('/');
  expect(restored).toContain(NEW_TITLE);
  expect(restored).not.toContain('A Title To Roll Back');
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText(/^3 \(copy of 1\)\s*live/);
  await openSection(page, 'Hero');
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(NEW_TITLE);
});

test('a reload brings unpublished changes back, says when someone published since, and can discard them', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Hero');
  const title = page.getByRole('textbox', { name: 'Title' }).first();
  const published = await title.inputValue();
  await title.fill('Typed Before The Tab Crashed');
  // The editor keeps the draft in this browser as the owner types.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('rooted-ventures-editor-draft') ?? ''))
    .toContain('Typed Before The Tab Crashed');
  await page.reload();
  const notice = page.getByRole('region', { name: 'Unpublished changes restored' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('was published');
  await expect(title).toHaveValue('Typed Before The Tab Crashed');
  await expect(page.getByText('Unpublished changes.')).toBeVisible();

  // Someone publishes meanwhile (another owner, or this owner in another tab).
  const version = await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/admin/session')).json()) as { csrfToken: string };
    const { content } = (await (await fetch('/api/admin/content')).json()) as {
      content: { company: { phone: string } };
    };
    content.company.phone = '+44 20 7946 0777';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
    const answer = await fetch('/api/admin/content/publish', {
      method: 'POST',
      headers,
      body: JSON.stringify({ content }),
    });
    return ((await answer.json()) as { version: { id: number } }).version.id;
  });
  await page.reload();
  await expect(notice).toContainText(`version ${version} was published`);
  await expect(title).toHaveValue('Typed Before The Tab Crashed');

  await notice.getByRole('button', { name: 'Discard changes' }).click();
  await expect(notice).toHaveCount(0);
  await expect(title).toHaveValue(published);
  await openSection(page, 'Company');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 20 7946 0777');
  await openSection(page, 'Hero');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(published);
  await expect(notice).toHaveCount(0);
});
