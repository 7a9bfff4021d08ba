import type { Page } from '@playwright/test';
import { navigationPaths } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * Every owner section on a phone: at 390 px nothing scrolls sideways and no part of a section is
 * wider than the screen (a box may scroll inside itself, as a wide table does, but the page does
 * not). The ventures list kept the width of its widest line once and put its buttons off-screen.
 * Axe over these sections at 390 and 1280 px, in both themes, is owner-pages-axe.spec.ts's.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const site = setUpOwnerSite({ email: 'phone-owner@rooted.example', password: 'saddle meadow copper lantern' });

/** The elements of the section that reach past the screen's right edge, outside any box that scrolls them. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let at = element?.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed' && !scrolls(element)
      );
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      wide: wide
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${Math.round(element.getBoundingClientRect().width)} px`,
        ),
    };
  });
}

test('at 390 px no owner section scrolls sideways, and none of its parts is wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.signIn(page);
  // Every page the navigation offers, Content's parts among them: a new section is checked too.
  await page.goto(`${site.origin}/admin`);
  const sections = await navigationPaths(page);
  for (const path of ['/admin', '/admin/content/ventures', '/admin/leads', '/admin/settings'])
    expect(sections).toContain(path);
  for (const path of sections) {
    await page.goto(`${site.origin}${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const measured = await overflowing(page);
    expect(measured.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(measured.clientWidth);
    expect(measured.wide, `${path} is wider than the screen`).toEqual([]);
  }
});

test('at 390 px every venture’s up, down and Remove buttons are on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await site.signIn(page);
  await page.goto(`${site.origin}/admin/content/ventures`);
  const removes = page.getByRole('button', { name: /^Remove / });
  await expect(removes.first()).toBeVisible();
  for (const button of [
    ...(await removes.all()),
    ...(await page.getByRole('button', { name: /^Move .* (up|down)$/ }).all()),
  ]) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The list's box stays inside its column on a wide screen too.
  await page.setViewportSize({ width: 1280, height: 900 });
  const list = page.locator('#part-ventures > fieldset').first();
  const column = (await page.locator('#part-ventures').boundingBox())!;
  const box = (await list.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
});
