import { expect, test, type Page } from '@playwright/test';

/** Printing: a page on paper is a document to keep (packages/ui/src/print.css). */

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

/** Every element the selector matches is laid out with `display: none`. */
const allUndisplayed = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => getComputedStyle(el).display), selector);

test('the home page prints without header controls, chat, carousel buttons or forms, with the address in their place', async ({ page }) => {
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
      footer: [style(document.querySelector('footer'))?.color, style(document.querySelector('footer'))?.backgroundColor],
      heroCta: [style(document.querySelector('#home a[href="#join"], #home a[href="/#join"]'))?.color, style(document.querySelector('#home a[href="#join"], #home a[href="/#join"]'))?.backgroundColor],
    };
  });
  expect(colours.footer).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  expect(colours.heroCta).toEqual(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']);

  // The hero's numbers print their final values, even while they are still counting up on screen.
  const counter = page.locator('[data-counter="entrepreneurs"]');
  await expect(counter).toHaveAttribute('data-final', '150+');
  expect(await counter.evaluate((el) => [getComputedStyle(el).visibility, getComputedStyle(el, '::before').visibility])).toEqual(['hidden', 'visible']);
  expect(await counter.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(/^"150\+"$|^attr\(data-final\)$/);

  // An external link carries its address; a link inside the site does not.
  const after = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el, '::after').content);
  expect(await after('footer a[href^="https://"][target="_blank"]')).toMatch(/^" \(" attr\(href\) "\)"$|^" \(https:\/\//);
  expect(await after('header a')).toBe('none');
});

test('the documentation prints every topic, not only the open tab', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
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

test('printing changes nothing on screen', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await expect(page.getByRole('tablist')).toBeVisible();
  expect((await allUndisplayed(page, '[role="tabpanel"]')).filter((d) => d !== 'none')).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Content Editing', exact: true })).toBeHidden();
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
  expect(await surface()).toEqual({ scheme: 'light', body: 'rgba(0, 0, 0, 0)', text: 'rgb(0, 0, 0)', heading: 'rgb(0, 0, 0)' });
});
