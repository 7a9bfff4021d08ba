import { expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '@rooted/admin/server/test-support/smtp-inbox';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { cp, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './bundle-size';
import { extraDist, run, startExtraServer, type ExtraServer } from './extra-site';
import { operatorCommands } from './operator-commands';

export interface OwnerSite extends ExtraServer {
  /** Runs the `site-owner` command against this site's database; returns what it printed. */
  siteOwner(...args: string[]): Promise<string>;
}

/**
 * A copy of the production build for the publishing tests (publishing rewrites the pages of the
 * build it serves, and the other specs share dist/client), started with fresh databases. One
 * directory per started site, so two specs that publish can run in parallel workers. `env` adds
 * to the server's (and `siteOwner`'s) environment, e.g. a shared `DATABASE_URL`.
 */
export async function startOwnerSite(env: Record<string, string> = {}): Promise<OwnerSite> {
  const ownerDist = await mkdtemp(extraDist('owner-site-'));
  // The editor (dist/admin) too: the server serves it from beside its own directory.
  for (const part of ['client', 'ssr', 'server', 'admin'])
    await cp(join(siteDir, 'dist', part), join(ownerDist, part), { recursive: true });
  const site = await startExtraServer(ownerDist, env);
  return {
    ...site,
    siteOwner: async (...args) =>
      // Plain Node on the bundled command, not `pnpm exec tsx` on its source: the same command
      // without pnpm's start-up and the compiling (see operator-commands.ts).
      (
        await run(process.execPath, [join(await operatorCommands(), 'site-owner.js'), ...args, '--url', site.origin], {
          cwd: siteDir,
          env: site.env,
        })
      ).stdout,
  };
}

/**
 * An owner site delivering to a fake Omnisend of its own (so a fault set on it hits no other
 * file's leads), with one owner added; `stop()` ends both.
 */
export async function startOwnerSiteWithFake(
  owner: string,
  password: string,
): Promise<{ site: OwnerSite; fake: FakeOmnisend; stop(): Promise<void> }> {
  const fake = await createFakeOmnisend();
  const site = await startOwnerSite({ OMNISEND_API_KEY: FAKE_TEST_API_KEY, OMNISEND_API_URL: fake.baseUrl });
  await addOwner(site, owner, password);
  return {
    site,
    fake,
    async stop() {
      await site.stop();
      await fake.close();
    },
  };
}

/** The sender the mail-sending owner sites are started with. */
export const MAIL_FROM = 'Rooted <site@rooted.test>';

/**
 * An owner site with its own fake Omnisend and its own mail server: a real SMTP server on
 * loopback with a login (SMTP_URL, MAIL_FROM), whose inbox the test reads; `stop()` ends all three.
 */
export async function startOwnerSiteWithMail(
  owner: string,
  password: string,
): Promise<{ site: OwnerSite; fake: FakeOmnisend; inbox: SmtpInbox; stop(): Promise<void> }> {
  const fake = await createFakeOmnisend();
  const inbox = await startSmtpInbox();
  const site = await startOwnerSite({
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
    SMTP_URL: inbox.url,
    MAIL_FROM,
  });
  await addOwner(site, owner, password);
  return {
    site,
    fake,
    inbox,
    async stop() {
      await site.stop();
      await inbox.stop();
      await fake.close();
    },
  };
}

/**
 * Adds an owner as an operator does (`site-owner add` prints a one-time setup link) and sets their
 * password through that link's form, as the owner would.
 */
export async function addOwner(site: OwnerSite, email: string, password: string): Promise<void> {
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await site.siteOwner('add', email))?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  const setup = await fetch(`${site.origin}/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: new URLSearchParams({ token: new URL(link!).searchParams.get('token')!, password }),
  });
  expect(setup.status).toBe(200);
}

/** Signs in through the sign-in page, as an owner does, and waits for the Content overview. */
export async function signInAsOwner(page: Page, site: OwnerSite, email: string, password: string): Promise<void> {
  await page.goto(`${site.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site editor' })).toBeVisible();
  // /admin is the front page; the Content overview is at /admin/content.
  await page.goto(`${site.origin}/admin/content`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Hero', exact: true })).toBeVisible();
}

/**
 * A sign-in for every test of a file: through the form once, then by reusing that session's
 * cookies (the sign-in limits, 5 password attempts per account and address in 15 minutes, would
 * refuse a form sign-in per test). `site` is read at each call: files start it in `beforeAll`.
 */
export function reusedSignIn(site: () => OwnerSite, email: string, password: string): (page: Page) => Promise<void> {
  let cookies: Cookie[] | undefined;
  return async (page) => {
    if (!cookies) {
      await signInAsOwner(page, site(), email, password);
      cookies = await page.context().cookies();
      return;
    }
    await page.context().addCookies(cookies);
    await page.goto(`${site().origin}/admin/content`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Hero', exact: true })).toBeVisible();
  };
}

/**
 * Opens a section of the owner's app from its navigation, as an owner does (through the Menu
 * button on a phone), and waits for its heading. The draft carries over: it is one store.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await navLink(nav, name).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/**
 * A section's link in the navigation by the section's name: a count the link carries (its badge,
 * "Leads, 2 waiting") is part of its accessible name.
 */
export function navLink(nav: Locator, name: string, options: { includeHidden?: boolean } = {}): Locator {
  return nav.getByRole('link', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .*)?$`),
    ...options,
  });
}

/**
 * Publishes the draft as an owner does: Publish in the editor's bar, then "Publish now" in the
 * confirmation that lists what changes.
 */
export async function publishDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
}

/** A visitor sends the contact form on the home page, as forms.spec.ts does (the form's minimum fill time included). */
export async function sendContact(page: Page, site: OwnerSite, email: string, message: string) {
  await page.goto(`${site.origin}/`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Name (required)').fill('Ada Lovelace');
  await form.getByLabel('Email (required)').fill(email);
  await form.getByLabel('Subject (required)').selectOption('mentorship');
  await form.getByLabel('Message (required)').fill(message);
  // The server refuses a form sent sooner than 3 s after its token was issued (a bot's speed).
  await page.waitForTimeout(3100);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
}

/** The paths the owner's navigation links to, in its order (a phone's folded links included). */
export async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation', { name: 'Sections' })
    .locator('a[href^="/admin"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs)];
}
