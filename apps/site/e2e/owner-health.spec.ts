import { expect, test, type Page, type Response } from '@playwright/test';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoViolationsAt } from './test-support/axe-steps';
import { hideUntilVitalsSent } from './test-support/field-vitals';
import { addOwner, reusedSignIn, sendContact, startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * The owner's Health and Settings sections, as an owner uses them: the vitals the test's own
 * visits reported and today's lead show up in Health; a webhook set in Settings receives the
 * contact message a visitor sends; with the receiver failing, the lead still reaches Omnisend and
 * the notification arrives once the receiver recovers. axe finds nothing at 390 and 1280 px, and
 * only the owner's Health section loads the chart library.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'health-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
/** The webhook receiver's port: E2E_WEBHOOK_PORT when given, else one the system picks. */
const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 0);

let site: OwnerSite;
let fake: FakeOmnisend;
let receiver: Server;
const hook = { status: 200, texts: [] as string[], failed: 0, url: '' };
// One sign-in through the form, then its session for each test (see reusedSignIn).
const signIn = reusedSignIn(() => site, OWNER, PASSWORD);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await createFakeOmnisend();
  site = await startOwnerSite({ OMNISEND_API_KEY: FAKE_TEST_API_KEY, OMNISEND_API_URL: fake.baseUrl });
  await addOwner(site, OWNER, PASSWORD);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (hook.status === 200) hook.texts.push((JSON.parse(body) as { text: string }).text);
      else hook.failed += 1;
      response.writeHead(hook.status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook/SECRET-PATH-TOKEN`;
});
test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Does this script hold uPlot? The class name it gives its charts survives minifying. */
const isChartLibrary = async (response: Response) =>
  /\.js$/.test(new URL(response.url()).pathname) && (await response.text()).includes('"uplot"');

/** Records the scripts a page loads that hold the chart library. */
function chartScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', (response) => {
    void isChartLibrary(response)
      .then((holds) => holds && found.push(new URL(response.url()).pathname))
      .catch(() => undefined);
  });
  return found;
}

test('a visitor never loads the chart library, and the owner loads it only with Health', async ({ page }) => {
  const charts = chartScripts(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/terms']) {
    await page.goto(`${site.origin}${path}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.mouse.wheel(0, 4000);
  }
  expect(requested.filter((path) => path.startsWith('/admin') || path.startsWith('/api/admin'))).toEqual([]);
  await signIn(page);
  await page.goto(`${site.origin}/admin/leads`);
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(charts).toEqual([]);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Health', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Health', exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: 'Leads per day' })).toBeVisible();
  await expect.poll(() => charts.length).toBeGreaterThan(0);
  expect(charts.every((path) => path.startsWith('/admin/assets/'))).toBe(true);
});

test("Health shows the vitals of the visitor's own visit and today's lead", async ({ page }) => {
  // A visit to /terms that reports its vitals, as telemetry.spec.ts makes one: an interaction,
  // then the page hidden until the lazily loaded vitals code has sent them.
  await page.goto(`${site.origin}/terms`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('heading', { level: 1 }).click();
  await hideUntilVitalsSent(page);
  await sendContact(page, site, `health-visitor-${Date.now()}@example.com`, 'A message for the chart.');

  await signIn(page);
  await page.goto(`${site.origin}/admin/health`);
  const vitals = page.getByRole('table', { name: 'How fast each page was for most visits' });
  await expect(async () => {
    await page.reload();
    await expect(vitals.getByRole('rowheader', { name: '/terms', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const terms = vitals.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '/terms', exact: true }) });
  await expect(terms).toContainText(/\d(\.\d+)? (s|ms)? ?(Good|Needs improvement|Poor)/);

  await page.getByText('Leads per day as a table').click();
  const perDay = page.getByRole('table', { name: 'Leads per day by form, UTC days, newest first' });
  const today = new Date().toISOString().slice(0, 10);
  const row = perDay.getByRole('row').filter({ has: page.locator(`time[datetime="${today}"]`) });
  const columns = await perDay.getByRole('columnheader').allTextContents();
  const contact = (await row.getByRole('cell').allTextContents())[columns.indexOf('Contact') - 1];
  expect(Number(contact)).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('figure').first()).toContainText(/^[1-9]\d* leads? in the last 30 days \(Contact [1-9]/);
});

test('a webhook set in Settings gets a test message and the contact message a visitor sends', async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.origin}/admin/settings`);
  await expect(page.getByText('Notifications are off: no webhook is set.')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Webhook address' });
  await field.fill('http://example.org/hook');
  await page.getByRole('button', { name: 'Save the webhook' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/The address must start with https:\/\//);
  await field.fill(hook.url);
  await page.getByRole('button', { name: 'Save the webhook' }).click();
  const host = new URL(hook.url).host;
  await expect(page.getByText(`Notifications go to an address at ${host}`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('SECRET-PATH-TOKEN');
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'test message' })).toHaveText(
    'The test message was delivered (the receiver answered 200).',
  );
  expect(hook.texts.at(-1)).toContain('A test message from your site');

  const email = `webhook-visitor-${Date.now()}@example.com`;
  await sendContact(page, site, email, 'Please tell me about the seed library.');
  await expect
    .poll(() => hook.texts.find((text) => text.includes(email)), { timeout: 30_000 })
    .toBe(
      `New contact message from Ada Lovelace (${email})\nSubject: Mentorship Request\n\nPlease tell me about the seed library.`,
    );

  await page.goto(`${site.origin}/admin/activity`);
  const trail = page.getByRole('table', { name: 'Owner actions, newest first' });
  await expect(trail).toContainText(`Set the notification webhook to an address at ${host}.`);
  await expect(trail).not.toContainText('SECRET-PATH-TOKEN');
});

test('with the receiver failing, the lead reaches Omnisend and the notification arrives once it recovers', async ({
  page,
}) => {
  hook.status = 500;
  const failedBefore = hook.failed;
  const email = `webhook-retry-${Date.now()}@example.com`;
  await sendContact(page, site, email, 'Sent while the receiver is down.');
  await expect.poll(() => fake.contacts().some((contact) => contact.email === email), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => hook.failed, { timeout: 30_000 }).toBeGreaterThan(failedBefore);
  expect(hook.texts.some((text) => text.includes(email))).toBe(false);
  hook.status = 200;
  // The next retry comes after its backoff (the first 5–10 s after the failure).
  await expect.poll(() => hook.texts.filter((text) => text.includes(email)).length, { timeout: 90_000 }).toBe(1);
});

test('Health and Settings pass axe at 390 and 1280 px, in light and dark', async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.origin}/admin/health`);
  await expect(page.getByRole('heading', { level: 3, name: 'Errors visitors met' })).toBeVisible();
  await page.getByText('Leads per day as a table').click();
  await expectNoViolationsAt(page, 'Health');
  await page.goto(`${site.origin}/admin/settings`);
  await expect(page.getByText(/^Notifications (go to an address at|are off)/)).toBeVisible();
  await expectNoViolationsAt(page, 'Settings');
});
