import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations } from './test-support/axe';
import { openSection, publishDraft } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * Pictures in the owner's editor: an owner uploads a venture picture, writes its alt text and
 * publishes; a fresh visitor's HTML (no JavaScript) on `/` has the card's <picture> with the
 * converted AVIF and WebP files, which load with their types. A file over 2 MB and a text file
 * named .png are refused with the reason next to the field. axe finds nothing on the field.
 */
// Two uploads (AVIF at 1920 px takes seconds) and a publish that re-renders every page: on a loaded
// 2-core runner this takes minutes. Waiting longer checks nothing about speed.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const EMAIL = 'picture-owner@rooted.example';
const PASSWORD = 'meadow lantern orchard thistle';
// A publish re-renders every page; on a loaded 2-core runner that takes a while.
const RENDERED = { timeout: 120_000 };
const site = setUpOwnerSite({ email: EMAIL, password: PASSWORD });

/** The first venture's picture field (in the Pictures section). */
const ventureImage = (page: Page) => page.locator('#part-ventures fieldset:has(> legend#field-ventures-0-image)');

test('a file over 2 MB and a text file named .png are refused, with the reason next to the field', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Pictures');
  const field = ventureImage(page);
  const input = field.getByLabel('Choose a picture');
  const error = page.locator('#field-ventures-0-image-error');

  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await expect(error).toContainText('larger than 2 MB');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute('aria-describedby', /field-ventures-0-image-error/);

  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.\n'),
  });
  await expect(error).toContainText('not a JPG, PNG or WebP picture');
  await expectNoViolations(page);

  // The server refuses an oversized upload itself too, whatever the page does.
  const status = await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/admin/session')).json()) as { csrfToken: string };
    const response = await fetch('/api/admin/media?slot=venture', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
      body: new Uint8Array(3 * 1024 * 1024),
    });
    return response.status;
  });
  expect(status).toBe(413);
});

test('an owner uploads a venture picture, publishes, and a visitor gets it as <picture> without JavaScript', async ({
  page,
}) => {
  await site.signIn(page);
  await openSection(page, 'Pictures');
  const field = ventureImage(page);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 130, b: 80 } } })
    .jpeg()
    .toBuffer();
  await field.getByLabel('Choose a picture').setInputFiles({ name: 'farm.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(field.getByRole('status')).toContainText('Picture uploaded. Now describe it in Alt text.', RENDERED);
  const alt = field.getByRole('textbox', { name: 'Alt text' });
  await expect(alt).toBeFocused();
  await expect(field.getByRole('img')).toBeVisible();

  // Without alt text nothing is published, and the summary names the field.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was published' })).toContainText(
    'Venture 1 › Picture › Alt text: Describe the picture for people who cannot see it.',
  );
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  await alt.fill('Rows of lettuce on the farm in the morning');
  // Described: the upload's prompt no longer asks for it.
  await expect(field.getByRole('status')).not.toContainText('Now describe it');

  // The hero's picture too: it replaces the site's own, and is never lazy.
  const hero = page.locator('#part-hero fieldset:has(> legend#field-hero-image)');
  const wide = await sharp({
    create: { width: 2000, height: 1200, channels: 3, background: { r: 200, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  await hero.getByLabel('Choose a picture').setInputFiles({ name: 'fields.png', mimeType: 'image/png', buffer: wide });
  await expect(hero.getByRole('status')).toContainText('Picture uploaded and cropped to fit', RENDERED);
  await hero.getByRole('textbox', { name: 'Alt text' }).fill('Wheat fields at sunset');
  await publishDraft(page);
  await expect(page.getByText(/Published as version \d+\b/)).toBeVisible(RENDERED);

  const html = await (await fetch(`${site.origin}/`)).text();
  const heroImg = /<img[^>]*alt="Wheat fields at sunset"[^>]*>/.exec(html)?.[0] ?? '';
  expect(heroImg).toMatch(/src="\/media\/[a-f0-9]{32}-1920\.webp"/);
  expect(heroImg).toMatch(/width="1920" height="1080"/);
  expect(heroImg).not.toContain('loading="lazy"');
  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/media\/[a-f0-9]{32}-960\.avif 960w, \/media\/[a-f0-9]{32}-1920\.avif 1920w"/i,
  );
  const card = /<section[^>]*id="ventures"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const picture = /<picture>[\s\S]*?<\/picture>/.exec(card)?.[0] ?? '';
  expect(picture).toContain('type="image/avif"');
  expect(picture).toContain('type="image/webp"');
  expect(picture).toContain('alt="Rows of lettuce on the farm in the morning"');
  expect(picture).toMatch(/width="800" height="600"/);
  expect(picture).toContain('loading="lazy"');
  const files = [
    ...new Set([...picture.matchAll(/\/media\/[a-f0-9]{32}-\d+\.(?:avif|webp)/g)].map((match) => match[0])),
  ];
  expect(files.map((file) => file.replace(/[a-f0-9]{32}/, 'H')).sort()).toEqual([
    '/media/H-400.avif',
    '/media/H-400.webp',
    '/media/H-800.avif',
    '/media/H-800.webp',
  ]);
  for (const file of files) {
    const response = await fetch(`${site.origin}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('content-type'), file).toBe(file.endsWith('.avif') ? 'image/avif' : 'image/webp');
    expect(response.headers.get('cache-control'), file).toContain('immutable');
    const { format, width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(format === 'heif' ? 'avif' : format, file).toBe(file.endsWith('.avif') ? 'avif' : 'webp');
    expect(width, file).toBe(Number(/-(\d+)\./.exec(file)![1]));
  }

  // A visitor's browser shows it: the picture decodes in the page.
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const home = await visitor.newPage();
  await home.goto(`${site.origin}/`);
  const img = home.getByRole('img', { name: 'Rows of lettuce on the farm in the morning' });
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/media\/[a-f0-9]{32}-\d+\.avif$/,
  );
  await visitor.close();
});
