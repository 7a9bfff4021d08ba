import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { expectNoViolations } from './test-support/axe';
import { searchButton, whenHydrated, whenOwnedByReact } from './test-support/site-page';

/*
 * Stories: the list, a tag's list and a story's page, prerendered from the site's stories data
 * file (content-data/stories.json, which also holds a draft), in both themes and at a phone's
 * and a laptop's width; the home page's latest stories; the feeds, the sitemap and the search.
 */

const STORY = '/stories/greenacre-first-harvest';
const STORY_TITLE = 'Greenacre’s first harvest: forty boxes and a living wage';
/** The draft in the data file: it must be nowhere public. */
const DRAFT_SLUG = 'winter-market-plans';

/**
 * Axe in the light theme, then in the dark one: the theme follows the system in CSS alone, so the
 * same load is checked with the system's setting switched, as a visitor's switch would.
 */
async function axeInBothThemes(page: Page, what: string) {
  // Two axe runs (four in the lists' test): a minute or more on a loaded runner.
  test.setTimeout(180_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`axe on ${what}, ${colorScheme}`, async () => {
      await page.emulateMedia({ colorScheme });
      await expectNoViolations(page);
    });
  }
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    // Axe asks for reduced motion while it reads anyway (test-support/axe.ts).
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('a story page shows its title, byline, body, tags and breadcrumb, and passes axe in both themes', async ({
      page,
    }) => {
      await page.goto(STORY);
      await whenHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: STORY_TITLE })).toBeVisible();
      await expect(page.getByText('By Ana Torres · 14 October 2026 · 1 min read', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What a box cost us' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'open books' })).toHaveAttribute('href', '/stories/tag/open-books');
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories');
      await axeInBothThemes(page, 'the story');
    });

    test('the list and a tag’s list show their stories newest first, and pass axe in both themes', async ({ page }) => {
      await page.goto('/stories');
      await whenHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
      const titles = await page.locator('#story-island article h2').allTextContents();
      expect(titles[0]).toBe(STORY_TITLE);
      expect(titles).toHaveLength(3);
      await axeInBothThemes(page, 'the list');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/stories/tag/mentoring');
      await whenHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Stories about mentoring' })).toBeVisible();
      await expect(page.locator('#story-island article h2')).toHaveText([
        'Six months of mentoring: what founders asked most',
      ]);
      await axeInBothThemes(page, 'the tag’s list');
    });
  });
}

test('the home page shows the three latest stories, each a link to its page', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#stories');
  await section.scrollIntoViewIfNeeded();
  await whenHydrated(page);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('News from the studio and its ventures');
  await expect(section.locator('article h3 a')).toHaveCount(3);
  await section.getByRole('link', { name: STORY_TITLE }).click();
  await expect(page).toHaveURL(STORY);
  await expect(page.getByRole('heading', { level: 1, name: STORY_TITLE })).toBeVisible();
});

test('a story page names the feeds, its canonical URL and its BlogPosting', async ({ page, request }) => {
  const html = await (await request.get(STORY)).text();
  expect(html).toMatch(
    /<link rel="alternate" type="application\/rss\+xml" title="Stories \(RSS\)" href="[^"]+\/stories\/rss\.xml" \/>/,
  );
  expect(html).toMatch(
    /<link rel="alternate" type="application\/atom\+xml" title="Stories \(Atom\)" href="[^"]+\/stories\/atom\.xml" \/>/,
  );
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${STORY}" />`));
  await page.goto(STORY);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({
    headline: STORY_TITLE,
    author: { '@type': 'Person', name: 'Ana Torres' },
    datePublished: '2026-10-14T09:00:00Z',
  });
});

test("both feeds parse and list the public stories; the stories' sitemap dates them", async ({ request }) => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['item', 'entry'].includes(name),
  });
  const rss = await request.get('/stories/rss.xml');
  expect(rss.status()).toBe(200);
  const channel = (parser.parse(await rss.text()) as { rss: { channel: { item: { title: string }[] } } }).rss.channel;
  expect(channel.item.map((item) => item.title)).toContain(STORY_TITLE);
  const atom = await request.get('/stories/atom.xml');
  const feed = (parser.parse(await atom.text()) as { feed: { entry: { title: string }[] } }).feed;
  expect(feed.entry.map((entry) => entry.title)).toContain(STORY_TITLE);
  const robots = await (await request.get('/robots.txt')).text();
  const storySitemap = /Sitemap: \S+(\/sitemap-stories\.xml)/.exec(robots)?.[1];
  expect(storySitemap, "robots.txt names the stories' sitemap").toBe('/sitemap-stories.xml');
  const sitemap = await (await request.get(storySitemap!)).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/stories\/greenacre-first-harvest<\/loc><lastmod>2026-10-14<\/lastmod>/);
});

test('a draft appears nowhere public: no page, no list, no feed, no sitemap, no search, no content', async ({
  page,
  request,
}) => {
  expect((await request.get(`/stories/${DRAFT_SLUG}`)).status()).toBe(404);
  for (const path of [
    '/',
    '/stories',
    '/stories/rss.xml',
    '/stories/atom.xml',
    '/sitemap.xml',
    '/stories/search.json',
    '/sitemap-stories.xml',
    '/api/content',
  ]) {
    const response = await request.get(path);
    expect(await response.text(), path).not.toContain(DRAFT_SLUG);
  }
  await page.goto(`/stories/${DRAFT_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('the search finds a story by its title and by its tag, and opens it', async ({ page }) => {
  await page.goto('/privacy');
  await whenHydrated(page);
  await searchButton(page).click();
  const search = page.getByRole('dialog', { name: 'Search the site' });
  const input = page.getByRole('combobox', { name: 'Search pages and sections' });
  await input.fill('first harvest');
  await expect(search.getByRole('option', { name: /Greenacre’s first harvest/ })).toBeVisible();
  // By a tag's words only: no title says "open books", two stories are tagged open-books.
  await input.fill('open books');
  await expect(search.getByRole('option', { name: /Our impact report for 2025/ })).toBeVisible();
  await search.getByRole('option', { name: /Our impact report for 2025/ }).click();
  await expect(page).toHaveURL('/stories/impact-report-2025');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our impact report for 2025, in plain numbers' }),
  ).toBeVisible();
});

test('a story without a cover is shared with a card of its own: a 1200 × 630 PNG at an absolute URL, cached for good', async ({
  request,
}) => {
  const html = await (await request.get(STORY)).text();
  const meta = (key: 'name' | 'property', id: string) =>
    new RegExp(`<meta ${key}="${id}" content="([^"]*)"`).exec(html)?.[1];
  // Absolute, on the site's public URL (the canonical's origin), beside the story's page.
  const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).origin;
  const image = meta('property', 'og:image');
  expect(image).toMatch(new RegExp(`^${origin}${STORY}/card-[0-9a-f]{16}\\.png$`));
  expect(meta('property', 'og:image:width')).toBe('1200');
  expect(meta('property', 'og:image:height')).toBe('630');
  expect(meta('property', 'og:image:alt')).toContain('Greenacre’s first harvest');
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  expect(meta('name', 'twitter:image')).toBe(image);

  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const png = await response.body();
  expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  // The IHDR chunk, right after the signature, holds the width and the height.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a story about a venture leads to the other stories about it, with its website as a second, external link; a programme’s story leads to the programme', async ({
  page,
}) => {
  await page.goto(STORY);
  await whenHydrated(page);
  const footer = page.locator('#story-island article > div > footer');
  const stories = footer.getByRole('link', { name: 'Greenacre Farm & Nursery', exact: true });
  await expect(stories).toHaveAttribute('href', '/stories/venture/greenacre-farm');
  await expect(footer.getByText('More stories about Greenacre Farm & Nursery', { exact: true })).toBeVisible();
  const website = footer.getByRole('link', { name: 'Visit Greenacre Farm & Nursery’s website' });
  await expect(website).toHaveAttribute('href', 'https://greenacre.example');
  await expect(website).toHaveAttribute('rel', 'external');
  await expect(footer.getByText('(another site: greenacre.example)', { exact: true })).toBeVisible();
  // The stories link comes first, in reading and in tab order.
  await stories.focus();
  await page.keyboard.press('Tab');
  await expect(website).toBeFocused();
  await expectNoViolations(page);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/stories/venture/greenacre-farm');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories about Greenacre Farm & Nursery' })).toBeVisible();
  await expect(page.getByRole('link', { name: STORY_TITLE })).toHaveAttribute('href', STORY);

  await page.goto('/stories/six-months-of-mentoring');
  await whenHydrated(page);
  const programme = page.locator('#story-island article > div > footer');
  await expect(programme.getByText('More about Startup Mentorship', { exact: true })).toBeVisible();
  await expect(programme.getByRole('link', { name: 'Startup Mentorship', exact: true })).toHaveAttribute(
    'href',
    '/startup-mentorship',
  );
  await expect(programme.getByRole('link', { name: /website/ })).toHaveCount(0);
  await expectNoViolations(page);
});

test('a venture with stories links to them from its card on the home page, by keyboard too; a venture without keeps its card as it was', async ({
  page,
}) => {
  await page.goto('/');
  const ventures = page.locator('#ventures');
  await ventures.scrollIntoViewIfNeeded();
  await whenHydrated(page);
  const greenacre = ventures.getByRole('article', { name: 'Greenacre Farm & Nursery' });
  const link = greenacre.getByRole('link', { name: 'Stories about Greenacre Farm & Nursery' });
  await expect(link).toHaveAttribute('href', '/stories/venture/greenacre-farm');
  // Kept by hydration: the section's code reads the link back from the server HTML, and React owns it.
  await whenOwnedByReact(link);
  await expect(link).toHaveAttribute('href', '/stories/venture/greenacre-farm');
  for (const other of await ventures.getByRole('article').all()) {
    if ((await other.getAttribute('aria-labelledby')) === 'venture-greenacre-farm') continue;
    await expect(other.getByRole('link', { name: /^Stories about/ })).toHaveCount(0);
  }
  // In the tab order, right before the card's website link.
  await greenacre.getByRole('link', { name: /^Visit Greenacre/ }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/stories/venture/greenacre-farm');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories about Greenacre Farm & Nursery' })).toBeVisible();
  await expect(page.locator('#story-island article h2')).toHaveText([STORY_TITLE]);
  await expectNoViolations(page);
});

for (const width of [390, 1280]) {
  test(`${width} px: a venture card's stories link and website link are apart, each a target of its own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const greenacre = page.locator('#ventures').getByRole('article', { name: 'Greenacre Farm & Nursery' });
    await greenacre.scrollIntoViewIfNeeded();
    const stories = await greenacre.getByRole('link', { name: 'Stories about Greenacre Farm & Nursery' }).boundingBox();
    const website = await greenacre.getByRole('link', { name: /^Visit Greenacre/ }).boundingBox();
    if (!stories || !website) throw new Error('both links are shown');
    for (const box of [stories, website]) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // Space between the two boxes, not only between their text.
    expect(website.y - (stories.y + stories.height)).toBeGreaterThanOrEqual(8);
  });
}
