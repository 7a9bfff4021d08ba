import type { APIRequestContext, Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { expectNoViolations } from './test-support/axe';
import { openSection, publishDraft } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';
import { searchButton, whenHydrated } from './test-support/site-page';

/**
 * An owner writes a story in /admin (a cover picture, a picture and a link in the body, a script
 * and a javascript: link typed in too), previews it as the server renders it, schedules it a day
 * ahead and publishes with a draft beside it, then moves it to the next minute or so in their own
 * time zone and publishes again. Before its time the story is nowhere public; at its time the
 * built server, on its own clock and with no restart, puts it on /stories, its page, both feeds,
 * the stories' sitemap and the search. The draft stays nowhere public, and the typed script and
 * javascript: link never reach the page.
 */
// A publish re-renders every page and the test waits for the story's minute to come: minutes on a loaded runner.
test.describe.configure({ mode: 'serial', timeout: 600_000 });
// The owner's browser is in another zone than the server (UTC): the schedule must name one instant.
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

const EMAIL = 'story-owner@rooted.example';
const PASSWORD = 'orchard cider lantern meadow';
const RENDERED = { timeout: 120_000 };
const TITLE = 'Pressing day at the orchard cooperative';
const SLUG = 'pressing-day-at-the-orchard-cooperative';
const DRAFT_TITLE = 'Notes for a winter pruning course';
const DRAFT_SLUG = 'notes-for-a-winter-pruning-course';
const site = setUpOwnerSite({ email: EMAIL, password: PASSWORD });

/** `date` as a `datetime-local` value in `zone`: what the owner types on a clock there. */
function localValue(date: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Every public place a story can be, as text: the list, the feeds, the sitemaps, the search entries, the content API. */
async function publicTexts(request: APIRequestContext): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const path of [
    '/',
    '/stories',
    '/stories/rss.xml',
    '/stories/atom.xml',
    '/sitemap.xml',
    '/sitemap-stories.xml',
    '/stories/search.json',
    '/api/content',
  ]) {
    texts[path] = await (await request.get(`${site.origin}${path}`)).text();
  }
  return texts;
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** Writes the story to be scheduled, a day ahead for now. */
async function writeStory(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add story' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'New story' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  // The address follows the title.
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(SLUG);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('Forty crates of apples, one borrowed press and the first bottles of the cooperative’s cider.');
  await page.getByRole('textbox', { name: 'Author' }).fill('Ana Torres');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Cider, orchard');
  await page.getByRole('textbox', { name: 'Tags' }).blur();
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('cider, orchard');

  const cover = page.getByRole('group', { name: 'Cover picture' });
  await cover
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'press.jpg', mimeType: 'image/jpeg', buffer: await photo(150, 90, 40) });
  await expect(cover.getByRole('textbox', { name: 'Alt text' })).toBeFocused(RENDERED);
  await cover.getByRole('textbox', { name: 'Alt text' }).fill('The borrowed press in the barn, full of apples');

  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill(
    [
      'The press arrived on a trailer at seven, and by noon the barn smelled of apples.',
      '',
      '## What we pressed',
      '',
      '- Forty crates from [the orchard](https://orchard.example/harvest)',
      '- Two hundred litres of juice',
      '',
      '<script>window.__storyScript = 1</script>',
      '',
      'Do not [click this](javascript:window.__storyLink=1) at all.',
    ].join('\n'),
  );
  // A picture in the body, uploaded where the cursor is (at the end).
  await body.press('Control+End');
  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'bottles.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 110, 60) });
  await expect(page.getByText('Picture added to the body.')).toBeVisible(RENDERED);
  const markdown = (await body.inputValue()).replace(
    'Describe the picture here',
    'The first bottles on the barn table',
  );
  expect(markdown).toMatch(/!\[The first bottles on the barn table\]\(\/media\/[a-f0-9]{32}-\d+x\d+\.webp\)/);
  await body.fill(markdown);

  // The preview is the server's rendering: the link and the picture kept, the script and the javascript: link gone.
  await page.getByRole('button', { name: 'Preview the body' }).click();
  const preview = page.getByRole('region', { name: /^Preview/ });
  await expect(preview.getByRole('heading', { level: 2, name: 'What we pressed' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'the orchard' })).toHaveAttribute(
    'href',
    'https://orchard.example/harvest',
  );
  await expect(preview.getByRole('img', { name: 'The first bottles on the barn table' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__storyScript)).toBeUndefined();

  // Scheduled a day ahead for now: the moment it is to go public is typed just before the publish
  // that makes it count (see scheduleShortlyAfter), so the test waits as little as it can.
  await page
    .getByRole('textbox', { name: 'Publication date and time' })
    .fill(localValue(new Date(Date.now() + 86_400_000), ZONE));
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await expect(page.getByText(/^Scheduled\. Goes public by itself on/)).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'All stories', exact: true }).click();
}

/**
 * Publishes the draft as the owner does; resolves to the version it made and how long it took (ms).
 * `version` is the one it must make, when known (a message of the publish before may still show).
 */
async function publishTimed(page: Page, version?: number): Promise<{ version: number; took: number }> {
  const started = Date.now();
  await publishDraft(page);
  const published = page.getByText(
    version ? new RegExp(`Published as version ${version}\\b`) : /Published as version \d+\b/,
  );
  await expect(published).toBeVisible(RENDERED);
  return { version: Number(/version (\d+)/.exec(await published.innerText())![1]), took: Date.now() - started };
}

/**
 * Moves the scheduled story to the first whole minute (the field takes minutes) at least `lead` ms
 * ahead, typed on the owner's clock in their zone, and goes back to the list; returns that moment.
 */
async function scheduleShortlyAfter(page: Page, lead: number): Promise<Date> {
  const at = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
  await page.getByRole('button', { name: new RegExp(`^Edit .${TITLE}.$`) }).click();
  await page.getByRole('textbox', { name: 'Publication date and time' }).fill(localValue(at, ZONE));
  await expect(page.getByRole('radio', { name: 'Scheduled' })).toBeChecked();
  await expect(page.getByText(/^Scheduled\. Goes public by itself on/)).toBeVisible();
  await page.getByRole('button', { name: 'All stories', exact: true }).click();
  return at;
}

test('an owner schedules a story; it goes public at its time on every public page, a draft never, and the typed script never', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  await openSection(page, 'Stories');
  await expect(page.getByText("The site's live preview cannot show stories")).toBeVisible();
  await expectNoViolations(page);

  await writeStory(page);

  await page.getByRole('button', { name: 'Add story' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(DRAFT_TITLE);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Only an outline for now.');
  await page.getByRole('textbox', { name: 'Body' }).fill('An outline, not ready for anyone.');
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await page.getByRole('button', { name: 'All stories', exact: true }).click();

  const list = page.getByRole('list', { name: 'Your stories' });
  await expect(list.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Scheduled');
  await expect(list.getByRole('listitem').filter({ hasText: DRAFT_TITLE })).toContainText('Draft');
  await expectNoViolations(page);

  // Published a day ahead: nowhere public. This publish also says how long one takes on this
  // machine now, so the story's time can be typed next with room for the publish that makes it count.
  // The worker's site may hold other files' versions: count from this publish's.
  const { version: dayAhead, took } = await publishTimed(page);
  expect((await request.get(`${site.origin}/stories/${SLUG}`)).status()).toBe(404);
  const at = await scheduleShortlyAfter(page, 10_000 + 2 * took);
  const { version: first } = await publishTimed(page, dayAhead + 1);
  expect(
    Date.now(),
    "the publish finished before the story's time; otherwise nothing below says anything",
  ).toBeLessThan(at.getTime());

  // Before its time: nowhere public.
  expect((await request.get(`${site.origin}/stories/${SLUG}`)).status()).toBe(404);
  for (const [path, text] of Object.entries(await publicTexts(request))) {
    expect(text, path).not.toContain(SLUG);
    expect(text, path).not.toContain(DRAFT_SLUG);
  }

  // At its time, on the server's own clock, with no restart and nobody publishing.
  await expect
    .poll(async () => (await request.get(`${site.origin}/stories/${SLUG}`)).status(), {
      timeout: 300_000,
      intervals: [2_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

  const texts = await publicTexts(request);
  expect(texts['/stories']).toContain(TITLE);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['item', 'entry'].includes(name),
  });
  const channel = (
    parser.parse(texts['/stories/rss.xml']!) as { rss: { channel: { item: { title: string; pubDate: string }[] } } }
  ).rss.channel;
  const item = channel.item.find((candidate) => candidate.title === TITLE);
  expect(Date.parse(item!.pubDate)).toBe(at.getTime());
  const feed = (parser.parse(texts['/stories/atom.xml']!) as { feed: { entry: { title: string }[] } }).feed;
  expect(feed.entry.map((entry) => entry.title)).toContain(TITLE);
  expect(texts['/sitemap-stories.xml']).toMatch(new RegExp(`<loc>[^<]+/stories/${SLUG}</loc>`));
  expect(texts['/stories/search.json']).toContain(TITLE);
  for (const [path, text] of Object.entries(texts)) expect(text, path).not.toContain(DRAFT_SLUG);
  expect((await request.get(`${site.origin}/stories/${DRAFT_SLUG}`)).status()).toBe(404);

  // Its page: the body with its picture and link; the typed script and javascript: link are not on it.
  await page.goto(`${site.origin}/stories/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const article = page.getByRole('main');
  await expect(article.getByRole('link', { name: 'the orchard' })).toHaveAttribute(
    'href',
    'https://orchard.example/harvest',
  );
  await expect(article.getByRole('img', { name: 'The first bottles on the barn table' })).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'click this' })).toHaveCount(0);
  expect(
    await page
      .locator('script')
      .evaluateAll((scripts) => scripts.some((script) => script.textContent?.includes('__storyScript'))),
  ).toBe(false);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__storyScript)).toBeUndefined();

  // The site search finds it by its title.
  await page.goto(`${site.origin}/privacy`);
  await whenHydrated(page);
  await searchButton(page).click();
  await page.getByRole('combobox', { name: 'Search pages and sections' }).fill('pressing day');
  await expect(
    page.getByRole('dialog', { name: 'Search the site' }).getByRole('option', { name: new RegExp(TITLE) }),
  ).toBeVisible();

  // The editor, opened again, shows it marked published by the schedule. Back to draft and
  // published: its page, feed items, sitemap entry and search entry are gone.
  await page.goto(`${site.origin}/admin/content/stories`);
  await expect(
    page.getByRole('list', { name: 'Your stories' }).getByRole('listitem').filter({ hasText: TITLE }),
  ).toContainText('Published');
  await page.getByRole('button', { name: new RegExp(`^Edit .${TITLE}.$`) }).click();
  await expect(page.getByRole('radio', { name: 'Published' })).toBeChecked();
  await page.getByRole('radio', { name: 'Draft' }).check();
  await publishDraft(page);
  await expect(page.getByText(new RegExp(`Published as version ${first + 2}\\b`))).toBeVisible(RENDERED);
  expect((await request.get(`${site.origin}/stories/${SLUG}`)).status()).toBe(404);
  for (const [path, text] of Object.entries(await publicTexts(request))) expect(text, path).not.toContain(SLUG);
});
