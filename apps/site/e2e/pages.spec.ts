import { expect, test, type Page } from '@playwright/test';
import { docsTabs } from '../src/copy/docs/docs-tabs';
import { expectNoViolations } from './test-support/axe';
import { cookiesText } from '../src/copy/legal/cookies-text';
import { privacyText } from '../src/copy/legal/privacy-text';
import { storageKeys } from '../src/copy/legal/storage-keys';
import { termsText } from '../src/copy/legal/terms-text';
import { programmes } from '../src/copy/programmes';
import { docsTabPages } from '../src/routes/route-table';

const LEGAL = [
  { path: '/privacy', heading: 'Privacy Policy', text: privacyText },
  { path: '/terms', heading: 'Terms of Service', text: termsText },
  { path: '/cookies', heading: 'Cookie and Storage Policy', text: cookiesText },
];

/** How a reader sees an ISO revision date, e.g. 2026-11-25 → "25 November 2026". */
const readableDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

for (const legal of LEGAL) {
  test(`${legal.path} shows its sections, revision date and the content model's contact details`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
    expect(legal.text.revised, 'the revision is an ISO date').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText(`Last updated: ${readableDate(legal.text.revised)}`)).toBeVisible();
    await expect(page.locator(`time[datetime="${legal.text.revised}"]`)).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'On this page',
      ...legal.text.sections.map((s) => s.title),
    ]);
    const contact = main.locator('address').last();
    await expect(contact).toContainText('hello@rooted.example');
    await expect(contact).toContainText('+1 (555) 010-0100');
    await expect(contact).toContainText('Example Street');
  });
}

test('the privacy and cookie pages list every storage key', async ({ page }) => {
  for (const path of ['/privacy', '/cookies']) {
    await page.goto(path);
    const table = page.getByRole('table', { name: 'Everything this website keeps in your browser' });
    await expect(table.locator('tbody tr')).toHaveCount(storageKeys.length);
    for (const { key } of storageKeys) await expect(table.getByText(key, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('This website sets no tracking cookies.')).toBeVisible();
});

test('a legal page reflects a contact change made through the content API', async ({ page }) => {
  await page.goto('/terms');
  await page.waitForFunction(() => 'rootedSiteContent' in window);
  await page.evaluate(() =>
    window.rootedSiteContent?.updateSiteContent({ company: { email: 'legal@rooted.example' } }),
  );
  await expect(page.locator('main address').last()).toContainText('legal@rooted.example');
});

/** Opens a page and waits until its lazily hydrated body (src/first-paint/lazy-page-body.tsx) is interactive. */
async function gotoBody(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#page-body[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

async function expectSelected(page: Page, label: string) {
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(label);
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveText(label);
}

test('docs opens on Overview and switches tabs by mouse', async ({ page }) => {
  await gotoBody(page, '/docs');
  await expect(page.getByRole('tablist', { name: 'Documentation topics' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(docsTabs.map((t) => t.label));
  await expectSelected(page, 'Overview');
  for (const { id, label } of docsTabs.slice(1)) {
    await tab(page, label).click();
    await expectSelected(page, label);
    await expect(tab(page, label)).toHaveAttribute('aria-controls', id);
    await expect(page).toHaveURL(`/docs#${id}`);
  }
  await expect(page.getByRole('tabpanel')).toContainText('launch-ready check --format github');
});

test('docs tabs follow the WAI-ARIA keyboard pattern', async ({ page }) => {
  await gotoBody(page, '/docs');
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowDown');
  await expectSelected(page, 'Content Editing');
  await expect(tab(page, 'Content Editing')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'Managing Ventures');
  await page.keyboard.press('End');
  await expectSelected(page, 'Technical');
  await expect(tab(page, 'Technical')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectSelected(page, 'Overview');
  await page.keyboard.press('ArrowUp');
  await expectSelected(page, 'Technical');
  await page.keyboard.press('Home');
  await expectSelected(page, 'Overview');
  await expect(tab(page, 'Overview')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('docs deep links open their tab in both forms', async ({ page }) => {
  await gotoBody(page, '/docs#technical');
  await expectSelected(page, 'Technical');
  await gotoBody(page, '/docs/forms-and-email');
  await expectSelected(page, 'Forms and Email');
  await expect(page.getByRole('tabpanel')).toContainText('welcome_sequence');
});

test('a documentation link to another tab opens it', async ({ page }) => {
  await gotoBody(page, '/docs');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Managing Ventures' }).click();
  await expectSelected(page, 'Managing Ventures');
  await expect(page).toHaveURL('/docs#managing-ventures');
});

test('docs speak to the site owner: each tab explains the job in /admin, with no developer commands, in both themes without axe violations', async ({
  page,
}) => {
  // Axe over six tabs in two themes: a minute or more on a loaded runner.
  test.setTimeout(300_000);
  // One load: the theme follows the system in CSS alone and the layout follows the width, so each
  // combination is the same page with the media query or the window changed, as a visitor's would.
  await gotoBody(page, '/docs');
  // Axe asks for reduced motion while it reads (test-support/axe.ts); asked for from here, the
  // page does not switch it on and off around each of its twelve checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await test.step(`${colorScheme}, ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        for (const { label } of docsTabs) {
          await tab(page, label).click();
          await expectSelected(page, label);
          const panel = page.getByRole('tabpanel');
          await expect(panel, `${label}: no developer commands`).not.toContainText(/pnpm|POST \/api|SQLite|outbox/);
          // The tab's own text is what changed; the page around it has its own checks.
          if (width === 390) await expectNoViolations(page, '[role="tabpanel"]');
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
          'nothing wider than the window',
        ).toBe(true);
      });
    }
  }
  await tab(page, 'Content Editing').click();
  await expect(page.getByRole('tabpanel')).toContainText('Open Content and choose the part of the site');
  await tab(page, 'Managing Ventures').click();
  await expect(page.getByRole('tabpanel')).toContainText('Open Content › Ventures and choose Add venture');
  await tab(page, 'Forms and Email').click();
  await expect(page.getByRole('tabpanel')).toContainText('Open Privacy in the editor');
  await tab(page, 'Technical').click();
  await expect(page.getByRole('tabpanel')).toContainText('Where your data lives');
});

test('an unknown docs tab path is a 404', async ({ page, request }) => {
  expect((await request.get('/docs/no-such-tab')).status()).toBe(404);
  await page.goto('/docs/no-such-tab');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

for (const programme of programmes) {
  test(`/${programme.slug} has its hero, four benefits and calls to action that reach home anchors`, async ({
    page,
  }) => {
    await page.goto(`/${programme.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme.title);
    const benefits = page.getByRole('region', { name: 'What the programme gives you' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(programme.benefits.map((b) => b.title));
    await expect(page.getByRole('heading', { level: 2, name: programme.closing.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(programme.title);

    for (const cta of [programme.primaryCta, programme.secondaryCta]) {
      await page.goto(`/${programme.slug}`);
      await page.locator('main').getByRole('link', { name: cta.label }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${cta.anchor}$`));
      await expect(page.locator(cta.anchor)).toBeInViewport();
    }
  });
}

// Every page of route-table.ts is checked the same way by a11y.spec.ts, on the load its axe
// checks use; here the docs tab addresses, each a page of its own.
for (const path of [...docsTabPages.map((p) => p.path), '/docs#technical']) {
  test(`${path} hydrates without warnings or errors and without duplicate ids`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => 'rootedSiteContent' in window);
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(messages).toEqual([]);
    expect(duplicates).toEqual([]);
  });
}
