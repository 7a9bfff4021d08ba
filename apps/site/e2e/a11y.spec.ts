import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pages } from '../src/routes/route-table';

/** WCAG 2.2 AA, as axe tags it. Zero violations is the bar on every route and overlay. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

for (const path of [...pages.map((p) => p.path), '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoViolations(page);
  });
}

test.describe('overlays', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('axe finds no violations with the mobile menu open', async ({ page }) => {
    await page.goto('/');
    await page.locator('header button[aria-label="Menu"]').click();
    await page.getByRole('dialog', { name: 'Menu', exact: true }).waitFor();
    await expectNoViolations(page);
  });
});
