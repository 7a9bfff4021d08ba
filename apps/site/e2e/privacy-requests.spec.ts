import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expectNoViolations } from './test-support/axe';
import { expectNoViolationsAt } from './test-support/axe-steps';
import { lookAt } from './test-support/shots';
import { setUpOwnerSiteWithMail } from './test-support/set-up-owner-site';

/**
 * Privacy requests end to end, as a visitor and the owner live them: the visitor signs up for the
 * newsletter and sends a message, asks for a copy of their data from the privacy page, confirms it
 * with the link mailed to them by the site's own mail server (never through Omnisend), and the
 * owner, told by email with the due date, downloads both from /admin/privacy; the requester is
 * told by email. A
 * deletion request left unconfirmed changes nothing; a confirmed one is erased by the owner, after
 * which the requester gets a last mail saying so, the Leads search finds nothing, Omnisend has the
 * contact unsubscribed and tagged, and not one byte of the address is left in the SQLite files
 * (WAL and shared memory included, the mail queue's too).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'privacy-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const EMAIL = `privacy-visitor-${Date.now()}@example.com`;
const MESSAGE = 'Please keep my seed-library idea in mind.';

const mailSite = setUpOwnerSiteWithMail({ email: OWNER, password: PASSWORD });

/**
 * The link of the newest event of that name for the address, once the fake has it. A site started
 * on a free port signs its links for the address it was told (port 0); the path and token are what
 * count, so the link is opened on the site's real origin.
 */
async function linkFromEvent(eventName: string, count: number): Promise<string> {
  const events = () =>
    mailSite.fake.events().filter((event) => event.eventName === eventName && event.contact?.email === EMAIL);
  await expect.poll(() => events().length, { timeout: 20_000 }).toBe(count);
  const link = new URL(String(events().at(-1)?.properties?.confirmationUrl));
  return `${mailSite.site.origin}${link.pathname}${link.search}`;
}

/** The link of the `count`-th request confirmation mailed to the visitor, opened on the site's real origin. */
async function linkFromMail(count: number): Promise<string> {
  const mails = () =>
    mailSite.inbox.received.filter((mail) => mail.to === EMAIL && mail.subject.startsWith('Confirm your request'));
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(count);
  const link = new URL(/(http\S+\/privacy\/confirm\?t=\S+)/.exec(mails().at(-1)!.text)![1]!);
  return `${mailSite.site.origin}${link.pathname}${link.search}`;
}

/** Sends the privacy page's form, as a visitor does. */
async function askFor(page: Page, choice: 'Get a copy of my data' | 'Delete my data') {
  await page.goto(`${mailSite.site.origin}/privacy`);
  const form = page.getByRole('form', { name: 'Ask for your data' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('radio', { name: choice }).check();
  await form.getByLabel('Your email address').fill(EMAIL);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(`${mailSite.site.origin}/privacy/request/sent`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

async function searchLeads(page: Page) {
  await page.goto(`${mailSite.site.origin}/admin/leads?q=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /lead/ })).toBeVisible();
}

test('a visitor signs up and writes, asks for a copy, confirms it, and the owner downloads both', async ({ page }) => {
  // The newsletter signup (double opt-in) and the contact form, as forms.spec.ts sends them.
  await page.goto(`${mailSite.site.origin}/`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const footer = page.locator('footer form');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toHaveAttribute('data-ready', 'true');
  await footer.getByLabel('Email (required)').fill(EMAIL);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.goto(await linkFromEvent('newsletter_confirmation_requested', 1));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();

  await page.goto(`${mailSite.site.origin}/#contact`);
  const contact = page.locator('#contact form');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toHaveAttribute('data-ready', 'true');
  await contact.getByLabel('Name (required)').fill('Ada Lovelace');
  await contact.getByLabel('Email (required)').fill(EMAIL);
  await contact.getByLabel('Subject (required)').selectOption('general');
  await contact.getByLabel('Message (required)').fill(MESSAGE);
  // The server refuses a form sent sooner than 3 s after its token was issued (a bot's speed).
  await page.waitForTimeout(3100);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toHaveText('Message sent successfully!');

  await askFor(page, 'Get a copy of my data');
  const link = await linkFromMail(1);
  expect(new URL(link).pathname).toBe('/privacy/confirm');
  expect(link).not.toContain(EMAIL.split('@')[0]!);
  await page.goto(link);
  // Opening the link only asks; the button confirms.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my request' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  // Omnisend carries marketing only: the request went by the site's own mail.
  expect(
    mailSite.fake.events().filter((event) => event.eventName === 'privacy_request_confirmation_requested'),
  ).toEqual([]);
  // The owner is told by email, with the date the law gives to answer.
  const told = await mailSite.inbox.waitFor(
    (mail) => mail.to === OWNER && mail.subject.startsWith('A privacy request to answer by'),
  );
  expect(told.text).toMatch(
    /Someone confirmed a request for a copy of their data\. The law gives you until \w+, \d{1,2} \w+ \d{4} to answer it\./,
  );
  expect(told.text).toContain('/admin/privacy');

  await mailSite.signIn(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(`${mailSite.site.origin}/admin/privacy`);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeFocused();
  const request = page.getByRole('listitem').filter({ hasText: EMAIL });
  await expect(request.getByRole('heading', { name: 'Copy of their data' })).toBeVisible();
  await expect(request).toContainText(/(30|31|28|29) days left/);

  const json = page.waitForEvent('download');
  await request.getByRole('button', { name: 'Download (JSON)' }).click();
  const data = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as {
    address: string;
    leads: { form: string; data: { message?: string } }[];
    signups: unknown[];
  };
  expect(data.address).toBe(EMAIL);
  expect(data.leads.map((lead) => lead.form).sort()).toEqual(['contact', 'newsletter', 'newsletter']);
  expect(data.leads.find((lead) => lead.form === 'contact')?.data.message).toBe(MESSAGE);
  expect(data.signups).toHaveLength(1);
  const csv = page.waitForEvent('download');
  await request.getByRole('button', { name: 'Download (CSV)' }).click();
  const text = await readFile((await (await csv).path())!, 'utf8');
  expect(text).toContain(MESSAGE);
  expect(text).toContain('Newsletter');
  // The requester is told, from the owner, and the request notes it.
  const answer = await mailSite.inbox.waitFor(
    (mail) => mail.to === EMAIL && mail.subject.startsWith('Your copy of your data'),
  );
  expect(answer.replyTo).toBe(OWNER);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('listitem')
          .filter({ hasText: EMAIL })
          .getByText(/^By email, /)
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
});

test('a deletion request nobody confirmed changes nothing, even with its link opened (as a mail scanner does)', async ({
  page,
}) => {
  await askFor(page, 'Delete my data');
  await page.goto(await linkFromMail(2));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeVisible();
  await mailSite.signIn(page);
  await page.goto(`${mailSite.site.origin}/admin/privacy`);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erase their data' })).toHaveCount(0);
  await searchLeads(page);
  await expect(page.getByRole('article').filter({ hasText: EMAIL }).first()).toBeVisible();
  expect(mailSite.fake.contacts().find((found) => found.email === EMAIL)?.status).toBe('subscribed');
});

test('the owner erases a confirmed deletion request: nothing left in the desk, in the files or subscribed in Omnisend', async ({
  page,
}) => {
  await askFor(page, 'Delete my data');
  await page.goto(await linkFromMail(3));
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();

  await mailSite.signIn(page);
  await page.goto(`${mailSite.site.origin}/admin/privacy`);
  const request = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erase their data' }) });
  await request.getByRole('button', { name: 'Erase…' }).click();
  const confirmation = page.getByRole('group', { name: `Erase everything we hold about ${EMAIL}?` });
  await expect(confirmation.getByRole('heading')).toBeFocused();
  await expect(confirmation).toContainText('3 form submissions');
  await expect(confirmation).toContainText('1 newsletter confirmation record');
  await confirmation.getByRole('button', { name: 'Erase for good' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Erased.' });
  await expect(done).toContainText('One step left, in Omnisend');
  await expect(done).toContainText('gdpr_erased');

  await expect
    .poll(() => mailSite.fake.contacts().find((found) => found.email === EMAIL)?.status, { timeout: 20_000 })
    .toBe('unsubscribed');
  expect(mailSite.fake.contacts().find((found) => found.email === EMAIL)?.tags).toContain('gdpr_erased');
  // The section deletes the sent job (and its address) when it looks for erasures still on their way.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText('Every erasure has reached Omnisend.').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(page.getByRole('table', { name: 'Erasures done, newest first' })).toContainText(OWNER);
  await expect(page.getByRole('main')).not.toContainText(EMAIL);
  // The requester's last mail from the site says it is done; it was queued before the erasure.
  const erased = await mailSite.inbox.waitFor(
    (mail) => mail.to === EMAIL && mail.subject.startsWith('Your data was erased'),
  );
  expect(erased.text).toContain('We no longer hold this address.');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Erase their data' }) })
          .getByText(/^By email, /)
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await searchLeads(page);
  await expect(page.getByRole('status').filter({ hasText: 'No lead matches.' })).toBeVisible();
  await page.goto(`${mailSite.site.origin}/admin/activity`);
  const table = page.getByRole('table', { name: 'Owner actions, newest first' });
  await expect(table).toContainText('Erased a person’s data');
  await expect(table).not.toContainText(EMAIL);

  const dir = dirname(mailSite.site.env.LEADS_DB!);
  const files = (await readdir(dir)).filter((name) => /\.db(-wal|-shm)?$/.test(name));
  expect(files).toEqual(expect.arrayContaining(['leads.db', 'leads.db-wal', 'site.db', 'mail.db']));
  // The answer's mail is deleted with its bytes just after the mail server took it.
  await expect
    .poll(
      async () => {
        const holding: string[] = [];
        for (const name of (await readdir(dir)).filter((file) => /\.db(-wal|-shm)?$/.test(file))) {
          const bytes = await readFile(join(dir, name));
          if (bytes.includes(EMAIL) || bytes.includes(MESSAGE)) holding.push(name);
        }
        return holding;
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
});

test('the new pages are accessible at 390 and 1280 px, in light and dark', async ({ page }) => {
  await mailSite.signIn(page);
  for (const path of ['/privacy', '/privacy/request/sent', '/admin/privacy']) {
    await page.goto(`${mailSite.site.origin}${path}`);
    if (path === '/privacy') await page.getByRole('form', { name: 'Ask for your data' }).scrollIntoViewIfNeeded();
    if (path === '/admin/privacy')
      await expect(page.getByRole('heading', { name: 'A request by email or phone' })).toBeVisible();
    await expectNoViolationsAt(page, path, {
      after: (width, scheme) =>
        lookAt(page, `privacy${path.replaceAll('/', '_')}-${width}-${scheme}`, { fullPage: path !== '/privacy' }),
    });
  }
});
