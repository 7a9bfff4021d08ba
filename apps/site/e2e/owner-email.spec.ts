import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './test-support/axe';
import { lookAt } from './test-support/shots';
import { MAIL_FROM, openSection, sendContact } from './test-support/owner-site';
import { setUpOwnerSiteWithMail } from './test-support/set-up-owner-site';

/**
 * Email through the owner's own mail server, against the production server with a real SMTP
 * server on loopback and the fake Omnisend: a visitor's message reaches the owner's inbox with its
 * text and the visitor to reply to; a privacy request about an address Omnisend never had reaches
 * the requester by mail and nothing of it reaches Omnisend; a mail server that refuses the login
 * pauses email (Settings and the front page say so in plain words) and the mail arrives once the login works again.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'mail-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';

const mailSite = setUpOwnerSiteWithMail({ email: OWNER, password: PASSWORD });
const signIn = mailSite.signIn;

/** Settings' line about email, read again from the server until it says `text`. */
async function emailSays(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByRole('region', { name: 'Email' }).getByRole('status').textContent()) ?? '';
      },
      { timeout: 60_000 },
    )
    .toMatch(text);
}

test("a visitor's message reaches the owner's inbox with its text and the visitor's address to reply to", async ({
  page,
}) => {
  const visitor = `writer-${Date.now()}@example.com`;
  const message = 'Could the seed library take cuttings too?';
  await sendContact(page, mailSite.site, visitor, message);
  const mail = await mailSite.inbox.waitFor((one) => one.to === OWNER && one.text.includes(message));
  expect(mail.from).toBe(MAIL_FROM.replace('Rooted', '"Rooted"'));
  expect(mail.subject).toBe('New message from Ada Lovelace: Mentorship Request');
  expect(mail.replyTo).toBe(visitor);
  const reply = new URL(/(mailto:\S+)/.exec(mail.text)![1]!);
  expect(reply.pathname).toBe(visitor);
  expect(reply.searchParams.get('subject')).toBe('Re: New message from Ada Lovelace: Mentorship Request');
});

test('a privacy request about an address Omnisend never had goes by mail only, and nothing of it reaches Omnisend', async ({
  page,
}) => {
  const stranger = `stranger-${Date.now()}@example.com`;
  const before = mailSite.fake.requests().length;
  await page.goto(`${mailSite.site.origin}/privacy`);
  const form = page.getByRole('form', { name: 'Ask for your data' });
  await form.getByRole('radio', { name: 'Delete my data' }).check();
  await form.getByLabel('Your email address').fill(stranger);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const mail = await mailSite.inbox.waitFor((one) => one.to === stranger);
  expect(mail.subject).toMatch(/^Confirm your request to /);
  const link = new URL(/(http\S+\/privacy\/confirm\?t=\S+)/.exec(mail.text)![1]!);
  await page.goto(`${mailSite.site.origin}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  const told = await mailSite.inbox.waitFor(
    (one) => one.to === OWNER && one.subject.startsWith('A privacy request to answer by'),
  );
  expect(told.text).toContain('the erasure of their data');
  // Not a contact, not an event, not one request to Omnisend names the address.
  expect(mailSite.fake.contacts().filter((contact) => contact.email === stranger)).toEqual([]);
  expect(JSON.stringify(mailSite.fake.requests().slice(before))).not.toContain(stranger);
});

test('a refused login pauses email, Settings and the front page say so, and the mail arrives once the login works again', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Settings');
  await emailSays(page, /^Email is working\./);
  mailSite.inbox.state.refuseLogin = true;
  const visitor = `paused-${Date.now()}@example.com`;
  const message = 'This one waits for the mail server.';
  await sendContact(page, mailSite.site, visitor, message);
  await page.goto(`${mailSite.site.origin}/admin/settings`);
  await emailSays(
    page,
    "Email is paused: the mail server refused the login. Emails wait and go out once it works again; check the mail account's password. 1 email is waiting.",
  );
  expect(mailSite.inbox.received.filter((one) => one.text.includes(message))).toEqual([]);
  // The front page lists it among what needs her, with why and that nothing is lost.
  await page.goto(`${mailSite.site.origin}/admin`);
  const paused = page.getByRole('region', { name: 'Sending email is paused' });
  await expect(paused).toContainText(
    'The mail server refused the login. 1 email waiting; none is lost, and they go out once the mail server accepts them again.',
  );
  mailSite.inbox.state.refuseLogin = false;
  const mail = await mailSite.inbox.waitFor((one) => one.text.includes(message));
  expect(mail.replyTo).toBe(visitor);
  await page.goto(`${mailSite.site.origin}/admin/settings`);
  await emailSays(page, /^Email is working\.$/);
  await page.goto(`${mailSite.site.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sending email is paused' })).toHaveCount(0);
});

test('Settings chooses email for each owner, keyboard and screen reader alike, axe clean at 390 and 1280 px in both themes', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Settings');
  const email = page.getByRole('region', { name: 'Email' });
  const daily = email.getByRole('radio', { name: 'One summary a day' });
  await email.getByRole('radio', { name: 'An email for each one' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(daily).toBeChecked();
  await expect(page.getByText('Your email choice is saved.')).toBeVisible();
  await page.reload();
  await expect(daily).toBeChecked();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(email.getByRole('status')).toHaveText(/^Email is working\./);
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await lookAt(page, `mail-settings-${width}-${scheme}`, { fullPage: true });
    }
  }
  await email.getByRole('radio', { name: 'An email for each one' }).check();
  await expect(email.getByRole('radio', { name: 'An email for each one' })).toBeChecked();
});
