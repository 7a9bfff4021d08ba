import { axeViolations } from './test-support/axe';
import { navigationPaths } from './test-support/owner-site';
import { expect, setUpOwnerSite, test } from './test-support/set-up-owner-site';

/**
 * Every page of the owner's app, as its navigation lists them (Home with her account, each
 * section, each part of Content), at 1280 and 390 px in light and dark, checked by axe: one
 * signed-in page visits them all, and every finding of every page is listed at the end. Beside
 * each part of Content at 1280 px the live preview frames the published home page, the same page
 * each time (nothing here changes the draft): axe reads it once in each theme, then only the
 * frame itself (its body held 60 to 70 % of each such check's time).
 */
test.describe.configure({ timeout: 900_000 });

const owner = setUpOwnerSite({ email: 'axe-owner@rooted.example', password: 'kettle orchard lantern thistle' });

test('every owner page passes axe at 1280 and 390 px, in light and dark', async ({ page }) => {
  await owner.signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${owner.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  const paths = await navigationPaths(page);
  // The navigation's sections, Content's own parts among them.
  for (const path of ['/admin', '/admin/content', '/admin/leads', '/admin/privacy', '/admin/settings'])
    expect(paths).toContain(path);
  expect(paths.filter((path) => path.startsWith('/admin/content/')).length).toBeGreaterThan(5);

  const found: string[] = [];
  const framedChecked = new Set<string>();
  const check = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // The framed pages' addresses, at this width and theme: a frame showing another page is read.
        const framed = page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.url())
          .join(' ');
        const key = `${framed} at ${width} px, ${scheme}`;
        const skipFrameBodies = framed !== '' && framedChecked.has(key);
        for (const violation of await axeViolations(page, { skipFrameBodies }))
          found.push(`${name} at ${width} px, ${scheme}: ${violation}`);
        if (framed) framedChecked.add(key);
      }
    }
  };
  for (const path of paths) {
    await page.goto(`${owner.origin}${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // What the owner reads once it has loaded, not its placeholder.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await check(path);
  }
  // Settings with a daily summary chosen shows the hour it goes out.
  await page.goto(`${owner.origin}/admin/settings`);
  await page.getByRole('radio', { name: 'One summary a day' }).check();
  await expect(page.getByRole('combobox', { name: 'Send it after' })).toBeVisible();
  // The saved choice's toast passes by itself; axe caught it part-way in (contrast of the moment).
  await expect(page.getByText('Your email choice is saved.')).toBeHidden({ timeout: 15_000 });
  await check('/admin/settings with a daily summary');
  expect(found).toEqual([]);
});
