import sharp from 'sharp';
import { openSection, publishDraft } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * A picture in a story's text is an ordinary photo: an 800 x 600 one, which the cover (1200 x 630,
 * the sharing card's shape) refuses, goes into the text as it is and shows on the published page
 * in its own shape.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const site = setUpOwnerSite({ email: 'body-pictures@rooted.example', password: 'loaf crumb rye oven sunrise' });
const RENDERED = { timeout: 120_000 };
const TITLE = 'The first loaves from the shared oven';
const SLUG = 'the-first-loaves-from-the-shared-oven';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

test('an 800 x 600 picture in a story’s text is accepted and shows on the published story', async ({ page }) => {
  await site.signIn(page);
  await openSection(page, 'Stories');
  await page.getByRole('button', { name: 'Add story' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Rye, spelt and a queue down the street.');
  await page.getByRole('textbox', { name: 'Author' }).fill('Mia Brandt');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill('The oven was warm by five.');
  await body.press('Control+End');
  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'loaves.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600) });
  await expect(page.getByText('Picture added to the body.')).toBeVisible(RENDERED);
  await body.fill((await body.inputValue()).replace('Describe the picture here', 'Loaves cooling on the rack'));
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'All stories', exact: true }).click();
  await publishDraft(page);
  // The worker's site is shared with other files: whichever version this publish is.
  await expect(page.getByText(/Published as version \d+\b/)).toBeVisible(RENDERED);

  await page.goto(`${site.origin}/stories/${SLUG}`);
  const picture = page.getByRole('main').getByRole('img', { name: 'Loaves cooling on the rack' });
  await expect(picture).toBeVisible();
  // Its own shape, reserved before it loads, and the file it names is served.
  await expect(picture).toHaveAttribute('width', '800');
  await expect(picture).toHaveAttribute('height', '600');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([800, 600]);
});
