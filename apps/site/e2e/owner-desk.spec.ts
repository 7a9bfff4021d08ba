import { expect, test, type Page } from '@playwright/test';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from './test-support/axe';
import {
  addOwner,
  navLink,
  reusedSignIn,
  sendContact,
  startOwnerSite,
  type OwnerSite,
} from './test-support/owner-site';

/**
 * The owner's desk at /admin, as an owner uses it: a visitor writes through the contact form; the
 * owner finds the message by email in Leads with its subject and text, sees it waiting because no
 * Omnisend key is configured (the delivery health says so at the top), and exports a CSV holding
 * it. On a second site with Omnisend answering an error, a lead dies, the desk says why, and after
 * a requeue it is delivered. Every section is reached by URL and by the navigation, axe finds
 * nothing at 390 and 1280 px, and a visitor's page loads none of the desk.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PASSWORD = 'kettle orchard lantern thistle';
const SECTIONS = [
  { path: '/admin/content', name: 'Content' },
  { path: '/admin/leads', name: 'Leads' },
  { path: '/admin/activity', name: 'Activity' },
] as const;

const leadCard = (page: Page, email: string) => page.getByRole('article').filter({ hasText: email });

test.describe('with no Omnisend key', () => {
  const OWNER = 'desk-owner@rooted.example';
  const EMAIL = `desk-visitor-${Date.now()}@example.com`;
  const MESSAGE = 'Could we talk about a mentor\nfor our seed library?';
  let site: OwnerSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startOwnerSite({ OMNISEND_API_KEY: '' });
    await addOwner(site, OWNER, PASSWORD);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  // One sign-in through the form, then its session for each test (see reusedSignIn).
  const signIn = reusedSignIn(() => site, OWNER, PASSWORD);

  test('a visitor page loads none of the desk, and the desk answers no visitor', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.origin}/`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.mouse.wheel(0, 4000);
    expect(requested.filter((path) => path.startsWith('/admin') || path.startsWith('/api/admin'))).toEqual([]);
    const html = await (await fetch(`${site.origin}/`)).text();
    expect(html).not.toContain('/admin/assets/');
    for (const path of [
      '/api/admin/desk/leads',
      '/api/admin/desk/leads.csv',
      '/api/admin/desk/health',
      '/api/admin/desk/activity',
    ]) {
      expect((await fetch(`${site.origin}${path}`)).status, path).toBe(401);
    }
    for (const path of ['/admin/leads', '/admin/activity']) {
      const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
    }
  });

  test('the owner finds the message by email, sees it waiting for a key, and exports it', async ({ page }) => {
    await sendContact(page, site, EMAIL, MESSAGE);
    await signIn(page);
    const health = page.getByRole('region', { name: 'Delivery health' });
    await expect(health).toContainText(
      'Omnisend is not configured: leads are kept here and not sent (1 lead waiting).',
    );
    await expect(health).toContainText('sets OMNISEND_API_KEY');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page).toHaveURL(`${site.origin}/admin/leads`);
    await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeFocused();
    await page.getByRole('searchbox', { name: 'Name or email' }).fill(EMAIL.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?q=/);
    const card = leadCard(page, EMAIL);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Ada Lovelace · Contact' })).toBeVisible();
    await expect(card).toContainText('mentorship');
    await expect(card.getByText('Could we talk about a mentor')).toHaveText(MESSAGE);
    await expect(card).toContainText('Waiting in the outbox: no Omnisend key is configured, so nothing is sent yet.');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these leads as CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain(EMAIL);
    expect(csv).toContain('"Could we talk about a mentor\nfor our seed library?"');

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card.getByRole('definition').filter({ hasText: `by ${OWNER} on` })).toBeVisible();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeFocused();
    const table = page.getByRole('table', { name: 'Owner actions, newest first' });
    await expect(table).toContainText('Marked handled');
    await expect(table).toContainText('Exported 1 lead(s) as CSV (a search).');
    await expect(table).not.toContainText(EMAIL);
  });

  for (const width of [390, 1280]) {
    test(`every section is reached by URL and by the navigation, and axe finds nothing at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      for (const section of SECTIONS) {
        await page.goto(`${site.origin}${section.path}`);
        await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeVisible();
        // At 390 px the list is folded away behind the Menu button, but still marks where the owner is.
        const current = navLink(page.getByRole('navigation', { name: 'Sections' }), section.name, {
          includeHidden: true,
        });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('region', { name: 'Delivery health' })).toContainText('Omnisend is not configured');
        await expectNoViolations(page);
      }
      const nav = page.getByRole('navigation', { name: 'Sections' });
      for (const section of [...SECTIONS].reverse()) {
        if (width < 640) {
          const menu = nav.getByRole('button', { name: 'Menu' });
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          await expectNoViolations(page);
        }
        await navLink(nav, section.name).click();
        await expect(page).toHaveURL(`${site.origin}${section.path}`);
        await expect(page.getByRole('heading', { level: 2, name: section.name, exact: true })).toBeFocused();
      }
      // The menu closes with Escape and gives the focus back to its button.
      if (width < 640) {
        const menu = nav.getByRole('button', { name: 'Menu' });
        await menu.click();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();
      }
    });
  }
});

test.describe('with Omnisend answering an error', () => {
  const OWNER = 'desk-owner-2@rooted.example';
  const EMAIL = `desk-dead-${Date.now()}@example.com`;
  let site: OwnerSite;
  let fake: FakeOmnisend;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A fake Omnisend for this file alone, so its fault hits no other file's leads.
    fake = await createFakeOmnisend();
    site = await startOwnerSite({ OMNISEND_API_KEY: FAKE_TEST_API_KEY, OMNISEND_API_URL: fake.baseUrl });
    await addOwner(site, OWNER, PASSWORD);
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });
  const signIn = reusedSignIn(() => site, OWNER, PASSWORD);

  test('a dead lead says why, is requeued from the desk and delivered', async ({ page }) => {
    // Omnisend refuses the contact's data once: nothing a retry fixes, so the lead is dead.
    fake.fault({
      match: { method: 'POST', path: '/v3/contacts' },
      times: 1,
      status: 422,
      body: { error: 'Validation failed', fields: { email: ['looks wrong'] } },
    });
    await sendContact(page, site, EMAIL, 'Please call me back.');
    await signIn(page);
    const health = page.getByRole('region', { name: 'Delivery health' });
    await expect(async () => {
      await page.reload();
      await expect(health).toContainText('1 lead could not be delivered.', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await health.getByRole('link', { name: 'See the leads not delivered' }).click();
    await expect(page).toHaveURL(`${site.origin}/admin/leads?standing=dead`);
    const card = leadCard(page, EMAIL);
    await expect(card).toContainText('Not delivered: Omnisend refused the details in the form.');
    await card.getByRole('button', { name: 'Requeue this lead' }).click();
    await expect
      .poll(async () => fake.contacts().some((contact) => contact.email === EMAIL), { timeout: 30_000 })
      .toBe(true);
    await page.goto(`${site.origin}/admin/leads?standing=delivered`);
    await expect(leadCard(page, EMAIL)).toContainText('Delivered to Omnisend on');
    await expect(health).toContainText('Delivery is working');
    await page.goto(`${site.origin}/admin/activity`);
    await expect(page.getByRole('table', { name: 'Owner actions, newest first' })).toContainText(
      /Requeued the \w[\w ]+ received \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\./,
    );
  });

  test('with Omnisend refusing the key, the desk says delivery is paused, why, and that the lead waits', async ({
    page,
  }) => {
    const email = `desk-paused-${Date.now()}@example.com`;
    // Signed in first, so all that happens while delivery is paused is reading the desk.
    await signIn(page);
    // A revoked key: Omnisend answers 401 to the lead and to the next probe (sent after about
    // 7.5–15 s), so delivery stays paused until the probe after that (15–30 s more): at least 22 s,
    // then it resumes by itself.
    fake.fault({
      match: { method: 'POST', path: '/v3/contacts' },
      times: 2,
      status: 401,
      body: { error: 'Unauthorized' },
    });
    await sendContact(page, site, email, 'Is anyone there?');
    await page.goto(`${site.origin}/admin/content`);
    const health = page.getByRole('region', { name: 'Delivery health' });
    await expect(async () => {
      await page.reload();
      await expect(health).toContainText('Delivery to Omnisend is paused: Omnisend refused the API key.', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(health).toContainText('none is lost');
    await page.goto(`${site.origin}/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(leadCard(page, email)).toContainText('Waiting in the outbox');
    // Once Omnisend takes the key again the paused lead goes out: nothing was lost while it waited.
    await expect
      .poll(async () => fake.contacts().some((contact) => contact.email === email), { timeout: 150_000 })
      .toBe(true);
  });
});
