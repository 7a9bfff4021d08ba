import { expect, test, type Page } from '@playwright/test';
import { pdfPageTexts } from './test-support/pdf-text';

/** Printing: a page on paper is a document to keep (packages/ui/src/print.css). */

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

/** Every element the selector matches is laid out with `display: none`. */
const allUndisplayed = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => getComputedStyle(el).display), selector);

test('the home page prints without header controls, chat, carousel buttons or forms, with the address in their place', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // An open chat panel (a dialog) must not print over the page either.
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chatPanel = page.getByRole('dialog');
  await expect(chatPanel).toBeVisible();
  const addressLine = page.locator('[data-print-contact]');
  await expect(addressLine.first()).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(chatPanel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Close the open chat' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause testimonials' })).toBeHidden();
  const headerButtons = await allUndisplayed(page, 'header button');
  expect(headerButtons.length).toBeGreaterThanOrEqual(2); // search and menu
  expect(headerButtons.every((display) => display === 'none')).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Our Community' })).toBeHidden();
  // The studio's name stays at the top of the first page.
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();

  const forms = await allUndisplayed(page, 'form');
  expect(forms.length).toBeGreaterThanOrEqual(3); // join, contact, newsletter
  expect(forms.every((display) => display === 'none')).toBe(true);
  await expect(addressLine).toHaveCount(2);
  for (const line of await addressLine.all()) {
    await expect(line).toBeVisible();
    await expect(line).toContainText('hello@rooted.example');
    await expect(line).toContainText('100 Example Street');
  }

  // Ink on white: dark sections and white-on-green buttons print as black text without a background.
  const colours = await page.evaluate(() => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
    return {
      footer: [
        style(document.querySelector('footer'))?.color,
        style(document.querySelector('footer'))?.backgroundColor,
      ],
      heroCta: [
        style(document.querySelector('#home a[href="#join"], #home a[href="/#join"]'))?.color,
        style(document.querySelector('#home a[href="#join"], #home a[href="/#join"]'))?.backgroundColor,
      ],
    };
  });
  expect(colours.footer).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  expect(colours.heroCta).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);

  // The hero's numbers print their final values, even while they are still counting up on screen.
  const counter = page.locator('[data-counter="entrepreneurs"]');
  await expect(counter).toHaveAttribute('data-final', '150+');
  expect(
    await counter.evaluate((el) => [getComputedStyle(el).visibility, getComputedStyle(el, '::before').visibility]),
  ).toEqual(['hidden', 'visible']);
  expect(await counter.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(
    /^"150\+"$|^attr\(data-final\)$/,
  );

  // An external link carries its address; a link inside the site does not.
  const after = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').content);
  expect(await after('footer a[href^="https://"][target="_blank"]')).toMatch(
    /^" \(" attr\(href\) "\)"$|^" \(https:\/\//,
  );
  expect(await after('header a')).toBe('none');
});

test('the documentation shows one topic on screen and prints every topic, not only the open tab', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await test.step('printing changes nothing on screen', async () => {
    await expect(page.getByRole('tablist')).toBeVisible();
    expect((await allUndisplayed(page, '[role="tabpanel"]')).filter((d) => d !== 'none')).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Content Editing', exact: true })).toBeHidden();
  });
  await test.step('on paper, every topic', async () => {
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    await expect(panels).toHaveCount(6);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tablist')).toBeHidden();
    expect(await allUndisplayed(page, '[role="tabpanel"]')).toEqual(Array(6).fill('block'));
    // Each topic opens with its own heading, so paper needs no tabs.
    for (const name of ['Overview', 'Content Editing', 'Technical']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });
});

test('a visitor whose system is dark still prints ink on white', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/startup-mentorship');
  await hydrated(page);
  const surface = () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const body = getComputedStyle(document.body);
      const heading = getComputedStyle(document.querySelector('h1')!);
      return { scheme: root.colorScheme, body: body.backgroundColor, text: body.color, heading: heading.color };
    });
  // On screen the page is dark…
  expect((await surface()).scheme).toBe('dark');
  expect((await surface()).body).not.toBe('rgba(0, 0, 0, 0)');
  // …on paper it is black text on the paper itself, with light form controls and canvas.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await surface()).toEqual({
    scheme: 'light',
    body: 'rgba(0, 0, 0, 0)',
    text: 'rgb(0, 0, 0)',
    heading: 'rgb(0, 0, 0)',
  });
});

/** Text as compared with a printout: letters only (a PDF keeps no reliable spaces), ligatures spelt out. */
const letters = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The page printed on Letter paper (or A4), as the text of each sheet (test-support/pdf-text.ts). */
async function printout(page: Page, path: string, format: 'Letter' | 'A4' = 'Letter') {
  await page.goto(path);
  await hydrated(page);
  return pdfPageTexts(await page.pdf({ format })).map(letters);
}

/**
 * What a sheet holds besides the site's footer: its text less every text of the footer and the
 * address printed after each of its external links. Empty for a sheet that holds the footer alone.
 */
async function besidesTheFooter(page: Page, sheets: string[]) {
  const footerTexts = await page.evaluate(() => {
    const footer = [...document.querySelectorAll('footer')].find((el) => !el.closest('main'))!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) texts.push(node.textContent);
    for (const link of footer.querySelectorAll('a[href^="http"]')) texts.push(`(${link.getAttribute('href')})`);
    return texts;
  });
  const parts = footerTexts
    .map(letters)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return sheets.map((sheet) => parts.reduce((rest, part) => rest.split(part).join(''), sheet).replace(/[().,·©]/g, ''));
}

test('a programme page prints its heading on the first sheet, no sheet blank or holding the footer alone', async ({
  page,
}) => {
  const sheets = await printout(page, '/peer-mentoring');
  // The hero used to move whole to the second sheet, leaving the first with the logo: five sheets.
  expect(sheets.length).toBeLessThanOrEqual(4);
  expect(sheets[0]).toContain(letters('Peer Mentoring Circles'));
  expect(sheets[0]).toContain(letters('Small circles of founders at the same stage'));
  for (const [index, rest] of (await besidesTheFooter(page, sheets)).entries()) {
    expect(rest.replace(letters('Rooted Ventures People Over Profit'), ''), `sheet ${index + 1}`).not.toBe('');
  }
});

test('the privacy page prints without its table of contents, with whole tables, and no sheet holding the footer alone', async ({
  page,
}) => {
  const sheets = await printout(page, '/privacy');
  // It printed 12 sheets: the contents list, tables squeezed and clipped, a last sheet with the © line.
  expect(sheets.length).toBeLessThanOrEqual(10);
  const all = sheets.join('');
  expect(all).not.toContain(letters('On this page'));
  // The contents list named every section in a row; on paper each heading appears once, with its text.
  expect(all.split(letters('Newsletter consent and its record')).length - 1).toBe(1);
  // Every column of the browser-storage table is on paper, its head included (the last was cut off).
  expect(all).toContain(letters('Key Where Why Written Removed'));
  expect(all).toContain(letters('rooted-ventures-site-content'));
  const rests = await besidesTheFooter(page, sheets);
  for (const [index, rest] of rests.entries()) expect(rest, `sheet ${index + 1}`).not.toBe('');
});

test('a table on paper keeps readable columns inside the page', async ({ page }) => {
  // Letter paper less the page margins is about 710 CSS pixels wide.
  await page.setViewportSize({ width: 710, height: 1000 });
  await page.goto('/privacy');
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  const tables = await page.locator('main table').evaluateAll((list) =>
    list.map((table) => ({
      overflow: table.getBoundingClientRect().right - table.parentElement!.getBoundingClientRect().right,
      narrowest: Math.min(...[...table.querySelectorAll('th')].map((th) => th.getBoundingClientRect().width)),
    })),
  );
  expect(tables.length).toBeGreaterThanOrEqual(2);
  for (const table of tables) {
    expect(table.overflow).toBeLessThanOrEqual(1);
    expect(table.narrowest).toBeGreaterThanOrEqual(80);
  }
});

// A story used to end with its footer split, the © line or the ventures' addresses alone on the
// last sheet, or a blank sheet after it; which story did so depended on the paper. One load per
// page, printed on both papers.
for (const path of [
  '/docs',
  '/stories/six-months-of-mentoring',
  '/stories/greenacre-first-harvest',
  '/stories/impact-report-2025',
])
  test(`${path} prints on Letter and on A4 with no sheet blank or holding the footer alone`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    for (const format of ['Letter', 'A4'] as const) {
      await test.step(format, async () => {
        const sheets = pdfPageTexts(await page.pdf({ format })).map(letters);
        expect(sheets.length, `${format}: sheets`).toBeGreaterThan(0);
        for (const [index, rest] of (await besidesTheFooter(page, sheets)).entries())
          expect(rest, `${format}: sheet ${index + 1} of ${sheets.length}`).not.toBe('');
      });
    }
  });
