import { expect, test, type Page } from '@playwright/test';
import type { FakeOmnisend } from '@rooted/omnisend/fake';
import { expectNoViolations } from './test-support/axe';
import { lookAt } from './test-support/shots';
import { expectNoViolationsAt } from './test-support/axe-steps';
import { reusedSignIn, sendContact, startOwnerSiteWithFake, type OwnerSite } from './test-support/owner-site';

/**
 * Rectification from the desk, as an owner does it: a visitor mistypes their address in the
 * contact form while Omnisend refuses the key (delivery paused, the lead waits); the owner opens
 * the lead in Leads, corrects the address (a wrong one is refused in the form's own words, beside
 * the field), and once Omnisend takes the key again the corrected address is the one it receives,
 * never the mistyped one. The activity trail shows the correction without either address. The
 * correction form is axe clean at 390 and 1280 px, light and dark. A lead Omnisend refused stays
 * until the owner deletes it, after a question whose safe answer has the focus.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'desk-corrector@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const stamp = Date.now();
const TYPO = `ada-${stamp}@exmaple.com`;
const FIXED = `ada-${stamp}@example.com`;

let site: OwnerSite;
let fake: FakeOmnisend;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ site, fake, stop } = await startOwnerSiteWithFake(OWNER, PASSWORD));
});
test.afterAll(async () => {
  await stop?.();
});

// One sign-in through the form, then its session for each test (see reusedSignIn).
const signIn = reusedSignIn(() => site, OWNER, PASSWORD);

const leadCard = (page: Page, email: string) => page.getByRole('article').filter({ hasText: email });

test("the owner corrects a waiting lead's address, and Omnisend receives the corrected one", async ({ page }) => {
  // A revoked key until the owner is done: every lead waits in the outbox, delivery paused.
  fake.fault({
    match: { method: 'POST', path: '/v3/contacts' },
    times: 1000,
    status: 401,
    body: { error: 'Unauthorized' },
  });
  await sendContact(page, site, TYPO, 'Please send me the seed list.');
  await signIn(page);
  await page.goto(`${site.origin}/admin/leads?q=${encodeURIComponent(TYPO)}`);
  const card = leadCard(page, TYPO);
  await expect(card).toContainText('Waiting in the outbox');

  const open = card.getByRole('button', { name: 'Correct details' });
  await open.click();
  const form = card.getByRole('form', { name: 'Correct this lead’s details' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('not an address');
  await form.getByRole('button', { name: 'Save the corrections' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email address format');
  // Escape closes it without saving and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await form.getByRole('textbox', { name: 'Email' }).fill(FIXED);
  await form.getByRole('button', { name: 'Save the corrections' }).click();
  await expect(page.getByText('Corrected. The corrected details are what will be sent.')).toBeVisible();
  await page.goto(`${site.origin}/admin/leads?q=${encodeURIComponent(FIXED)}`);
  await expect(leadCard(page, FIXED)).toContainText('Waiting in the outbox');

  // Omnisend takes the key again: the paused lead goes out with the corrected address.
  fake.clearFaults();
  await expect.poll(() => fake.contacts().some((contact) => contact.email === FIXED), { timeout: 120_000 }).toBe(true);
  expect(fake.contacts().some((contact) => contact.email === TYPO)).toBe(false);

  await page.goto(`${site.origin}/admin/activity`);
  const table = page.getByRole('table', { name: 'Owner actions, newest first' });
  await expect(table).toContainText(
    /Corrected email of the contact message received \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\./,
  );
  await expect(table).not.toContainText(TYPO);
  await expect(table).not.toContainText(FIXED);
});

test('the correction form with a refused address is axe clean at 390 and 1280 px, light and dark', async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.origin}/admin/leads?q=${encodeURIComponent(FIXED)}`);
  const card = leadCard(page, FIXED);
  await card.getByRole('button', { name: 'Correct details' }).click();
  const form = card.getByRole('form', { name: 'Correct this lead’s details' });
  await form.getByRole('textbox', { name: 'Email' }).fill('still wrong');
  await form.getByRole('button', { name: 'Save the corrections' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolationsAt(page, 'the correction form', {
    after: (width, scheme) => lookAt(card, `privacy2-correction-${width}-${scheme}`),
  });
});

test('a lead that could not be delivered is deleted only after the owner confirms, and the trail says so', async ({
  page,
}) => {
  const email = `dead-${stamp}@example.com`;
  fake.fault({
    match: { method: 'POST', path: '/v3/contacts' },
    times: 1,
    status: 422,
    body: { error: 'Validation failed', fields: { email: ['looks wrong'] } },
  });
  await sendContact(page, site, email, 'Nobody needs this one.');
  await signIn(page);
  await expect(async () => {
    await page.goto(`${site.origin}/admin/leads?standing=dead`);
    await expect(leadCard(page, email)).toContainText('Not delivered', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const card = leadCard(page, email);
  const remove = card.getByRole('button', { name: 'Delete this lead' });
  await remove.click();
  const question = card.getByRole('group', { name: /Delete this lead for good\?/ });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoViolations(page);
  await lookAt(card, 'privacy2-delete-dead-1280-light');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  await remove.click();
  await question.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The lead is deleted.')).toBeVisible();
  await expect(leadCard(page, email)).toHaveCount(0);
  await page.goto(`${site.origin}/admin/activity`);
  const table = page.getByRole('table', { name: 'Owner actions, newest first' });
  await expect(table).toContainText(
    /Deleted the \w[\w ]+ received \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC, which could not be delivered\./,
  );
  await expect(table).not.toContainText(email);
});
