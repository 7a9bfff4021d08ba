import { expect, test } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { initialBytes } from './test-support/bundle-size';
import { firstFlightReach } from './test-support/first-flight';
import type { ExtraServer } from './test-support/extra-site';
import { LONG_STORY_PATH, LONG_STORY_TITLE, startLongStorySite } from './test-support/long-story';

/**
 * A story page meets a programme page's budgets whatever its body's length: the site with a story
 * as long as the schema allows (test-support/long-story.ts) loads the same JavaScript and CSS
 * before hydration as a short story (budgets.spec.ts holds those to the budget), its first
 * heading and introduction still arrive in the first 14 KB, and axe finds nothing in either theme.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let site: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startLongStorySite();
});
test.afterAll(async () => {
  await site?.stop();
});

test('the long story, the list and its tag page load no more JavaScript or CSS before hydration than a short story', async ({
  page,
}) => {
  const short = await initialBytes(page, `${site.origin}/stories/greenacre-first-harvest`);
  for (const path of [LONG_STORY_PATH, '/stories', '/stories/tag/open-books']) {
    const measured = await initialBytes(page, `${site.origin}${path}`);
    test
      .info()
      .annotations.push({ type: 'size', description: `${path}: js ${measured.jsBytes} B, css ${measured.cssBytes} B` });
    expect(measured.jsBytes, path).toBeLessThanOrEqual(short.jsBytes);
    expect(measured.cssBytes, path).toBeLessThanOrEqual(short.cssBytes);
  }
});

test("the long story's head, stylesheet, first heading and introduction arrive in the first 14 KB", async () => {
  const response = await fetch(`${site.origin}${LONG_STORY_PATH}`);
  const html = await response.text();
  expect(html.length, 'the page is far longer than the first flight').toBeGreaterThan(60_000);
  const { headingEnd, styleEnd, introEnd, arrived } = await firstFlightReach(html);
  expect(headingEnd, 'the first heading comes after the stylesheet').toBeGreaterThan(styleEnd);
  for (const [encoding, length] of Object.entries(arrived))
    expect(length, `${encoding}: HTML decoded from the first 14 KB, up to the end of the introduction`).toBeGreaterThan(
      introEnd,
    );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the long story shows its whole body and passes axe', async ({ page }) => {
      await page.goto(`${site.origin}${LONG_STORY_PATH}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1, name: LONG_STORY_TITLE })).toBeVisible();
      const months = page.locator('#story-island h2');
      expect(await months.count()).toBeGreaterThan(12);
      await months.last().scrollIntoViewIfNeeded();
      await expect(months.last()).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
