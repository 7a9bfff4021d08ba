import { expect, test, type Page } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoViolations } from './test-support/axe';
import { atEachView, expectNoViolationsAt } from './test-support/axe-steps';
import { lookAt } from './test-support/shots';
import { navLink, sendContact } from './test-support/owner-site';
import { setUpOwnerSiteWithMail } from './test-support/set-up-owner-site';

/**
 * The owner's front page at /admin, as she meets it: setting her password through the setup link
 * signs her in straight onto it, and a used link says so before she types. A confirmed privacy
 * request is on it with the date the law gives and counted in the navigation's badges; the step
 * left in Omnisend after an erasure stays through reloads until she ticks it. In Leads the
 * visitor's address answers by mail with the subject filled in, "Not handled" lists what waits,
 * and "Mark handled" can be undone. axe finds nothing in either theme, and at 390 px neither the
 * front page nor Leads scrolls sideways.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = 'front-owner@rooted.example';
const NEW_OWNER = 'front-new-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
const EMAIL = `front-visitor-${Date.now()}@example.com`;

const mailSite = setUpOwnerSiteWithMail({ email: OWNER, password: PASSWORD });
const signIn = mailSite.signIn;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/** A visitor asks about their data from the privacy page and confirms by the link the site mailed them and its button. */
async function askAndConfirm(page: Page, choice: 'Get a copy of my data' | 'Delete my data', count: number) {
  await page.goto(`${mailSite.site.origin}/privacy`);
  const form = page.getByRole('form', { name: 'Ask for your data' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('radio', { name: choice }).check();
  await form.getByLabel('Your email address').fill(EMAIL);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(`${mailSite.site.origin}/privacy/request/sent`);
  const mails = () =>
    mailSite.inbox.received.filter((mail) => mail.to === EMAIL && mail.subject.startsWith('Confirm your request'));
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(count);
  const link = new URL(/(http\S+\/privacy\/confirm\?t=\S+)/.exec(mails().at(-1)!.text)![1]!);
  await page.goto(`${mailSite.site.origin}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
}

test('setting a password through the setup link signs the owner in; the used link says so when opened', async ({
  page,
}) => {
  const printed = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await mailSite.site.siteOwner('add', NEW_OWNER))?.[1];
  expect(printed, 'site-owner add prints a setup link').toBeTruthy();
  const link = `${mailSite.site.origin}/admin/setup?token=${new URL(printed!).searchParams.get('token')}`;
  await page.goto(link);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${mailSite.site.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${NEW_OWNER}`)).toBeVisible();
  // Her help is one link away, once (two merges had each added it to the header).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/docs');

  const later = await page.context().browser()!.newPage();
  await later.goto(link);
  await expect(later.getByRole('heading', { level: 1, name: 'Setup link not valid' })).toBeVisible();
  await expect(later.getByText('This setup link has expired or was already used. Ask for a new one.')).toBeVisible();
  await expect(later.getByLabel('New password')).toHaveCount(0);
  await later.close();
});

test('a confirmed privacy request is on the front page with its date and days left, and counted in the navigation', async ({
  page,
}) => {
  await askAndConfirm(page, 'Get a copy of my data', 1);
  await signIn(page);
  await page.goto(`${mailSite.site.origin}/admin`);
  const requests = page.getByRole('region', { name: '1 privacy request to answer' });
  await expect(requests).toContainText('Someone asked for a copy of their data.');
  // One month after today, in the browser's own words.
  const due = await page.evaluate(() => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toLocaleDateString(undefined, { dateStyle: 'long' });
  });
  await expect(requests).toContainText(new RegExp(`Answer by ${due} \\((2[7-9]|30) days left\\)\\.`));
  await expect(navLink(nav(page), 'Privacy')).toHaveAccessibleName('Privacy, 1 waiting');
  await expect(navLink(nav(page), 'Home')).toHaveAccessibleName(/^Home, \d+ need you$/);
  await requests.getByRole('link', { name: 'Answer them in Privacy' }).click();
  await expect(page).toHaveURL(`${mailSite.site.origin}/admin/privacy`);
});

test('the Omnisend step left after an erasure stays through reloads until it is ticked done', async ({ page }) => {
  await askAndConfirm(page, 'Delete my data', 2);
  await signIn(page);
  await page.goto(`${mailSite.site.origin}/admin/privacy`);
  const request = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erase their data' }) });
  await request.getByRole('button', { name: 'Erase…' }).click();
  await page
    .getByRole('group', { name: `Erase everything we hold about ${EMAIL}?` })
    .getByRole('button', { name: 'Erase for good' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased.' })).toContainText(
    'It stays on Home until you tick it done.',
  );

  await page.goto(`${mailSite.site.origin}/admin`);
  const steps = page.getByRole('region', { name: '1 step only you can take' });
  const tick = steps.getByRole('checkbox', { name: /^Done: the contact erased on .+ is deleted in Omnisend$/ });
  await expect(tick).toBeVisible();
  await expect(steps).toContainText('In Omnisend, open Audience, find the contact');
  await page.reload();
  await expect(tick).toBeVisible();
  await expect(tick).not.toBeChecked();
  // A click, not check(): ticking removes the step, so there is no box left to read back as
  // checked, and check() waited for one until the test's time ran out.
  await tick.click();
  await expect(steps).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: /step.* only you can take/ })).toHaveCount(0);
});

test('in Leads the address answers by mail with the subject filled in, "Not handled" lists what waits, and a handled mark is undone', async ({
  page,
}) => {
  const writer = `front-writer-${Date.now()}@example.com`;
  await sendContact(page, mailSite.site, writer, 'Could we visit the seed library?');
  await signIn(page);
  await page.goto(`${mailSite.site.origin}/admin/leads?handled=no`);
  await expect(page.getByRole('combobox', { name: /^Answered/ })).toHaveValue('no');
  const card = page.getByRole('article').filter({ hasText: writer });
  await expect(card).toHaveCount(1);
  const reply = card.getByRole('link', { name: writer });
  const href = (await reply.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${writer}?`)).toBe(true);
  expect(new URL(href).searchParams.get('subject')).toBe('Re: your message to Rooted Ventures');

  await card.getByRole('button', { name: 'Mark handled' }).click();
  // The list of messages not handled no longer holds it.
  await expect(card).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Answered/ }).selectOption('');
  await expect(page).toHaveURL(`${mailSite.site.origin}/admin/leads`);
  await expect(card.getByRole('definition').filter({ hasText: `by ${OWNER} on` })).toBeVisible();
  await card.getByRole('button', { name: 'Mark not handled' }).click();
  await expect(card.getByRole('button', { name: 'Mark handled' })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: `by ${OWNER} on` })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Answered/ }).selectOption('no');
  await expect(card).toHaveCount(1);
  await expect(navLink(nav(page), 'Leads', { includeHidden: true })).toHaveAccessibleName(/^Leads, \d+ waiting$/);
});

test('a failed backup is on the front page with what happened, what to do and the way to Health, until one works', async ({
  page,
}) => {
  // The note the backup schedule leaves in BACKUP_DIR when a run fails (tested in backup-schedule.test.ts).
  const folder = mailSite.site.env.BACKUP_DIR!;
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, 'last-backup-failed.json'),
    JSON.stringify({ at: Date.now() - 60_000, reason: 'No space left on device' }),
  );
  await signIn(page);
  await page.goto(`${mailSite.site.origin}/admin`);
  const failed = page.getByRole('region', { name: 'The latest backup failed' });
  await expect(failed).toContainText('did not complete: No space left on device. No backup has been made yet.');
  await expect(failed).toContainText('Ask whoever runs the server to look at it.');
  await expect(navLink(nav(page), 'Home', { includeHidden: true })).toHaveAccessibleName(/^Home, \d+ need you$/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(failed).toBeVisible();
      await expectNoViolations(page);
      await lookAt(failed, `backup-failed-${width}-${scheme}`);
      await lookAt(page, `front-page-backup-failed-${width}-${scheme}`, { fullPage: true });
    }
  }
  await failed.getByRole('link', { name: 'See the backups in Health' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Health', exact: true })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The latest backup failed (No space left on device)' }),
  ).toBeVisible();
  await rm(join(folder, 'last-backup-failed.json'));
  await page.goto(`${mailSite.site.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The latest backup failed' })).toHaveCount(0);
});

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the front page passes axe in light and dark at 390 and 1280 px, and neither it nor Leads scrolls sideways', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${mailSite.site.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
  // This site has its mail server set up, so no email item shows (the notice without one is in front-page-route.test.ts).
  await expect(page.getByRole('region', { name: 'Email is not set up' })).toHaveCount(0);
  await expectNoViolationsAt(page, 'the front page', {
    after: async (width, scheme) => {
      await lookAt(page, `front-page-${width}-${scheme}`, { fullPage: true });
      expect(await sideways(page), `/admin at ${width} px, ${scheme}`).toBeLessThanOrEqual(0);
    },
  });
  await page.goto(`${mailSite.site.origin}/admin/leads`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await atEachView(page, 'Leads', async (width, scheme) => {
    expect(await sideways(page), `/admin/leads at ${width} px, ${scheme}`).toBeLessThanOrEqual(0);
  });
});
