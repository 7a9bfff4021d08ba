import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addPlatformAuthenticator } from './test-support/authenticator';
import { expectNoViolations } from './test-support/axe';
import { startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * Owner sign-in against attackers, in Chromium with its virtual authenticator: a passkey
 * registered in the editor signs the owner in with nothing typed; requiring it refuses the
 * password; 50 wrong passwords from 50 addresses (X-Forwarded-For through a trusted proxy) lock
 * out neither a browser that signed in before nor a passkey; behind an https proxy the cookie is
 * Secure and __Host-; breached and email-like passwords are refused with the reason; a setup link
 * can register a passkey instead of a password; "Sign out everywhere" ends another browser's
 * session; axe finds nothing on the sign-in page, the setup page and the Account section.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PASSKEY_OWNER = 'passkey-owner@rooted.example';
const PASSWORD_OWNER = 'password-owner@rooted.example';
const PASSWORD = 'kettle orchard lantern thistle';
let site: OwnerSite;
/** WebAuthn needs a domain: the loopback server is opened as localhost. */
let origin: string;

const setupLink = async (email: string) => {
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await site.siteOwner('add', email))?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  return `${origin}/admin/setup?token=${new URL(link!).searchParams.get('token')}`;
};
const setPassword = async (email: string) => {
  const token = new URL(await setupLink(email)).searchParams.get('token')!;
  const response = await fetch(`${site.origin}/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: new URLSearchParams({ token, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
};
/** A password attempt as an attacker sends it, from `address` as the trusted proxy reports it. */
const attack = (email: string, address?: string) =>
  fetch(`${site.origin}/api/admin/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site.origin,
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify({ email, password: 'guessing at random' }),
  });

/** A browser with a virtual platform authenticator (user verification built in). */
async function withAuthenticator(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addPlatformAuthenticator(page);
  return { context, page };
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/admin/sign-in?next=%2Fadmin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
const editorShown = async (page: Page) => {
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site editor' })).toBeVisible();
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startOwnerSite({ TRUST_PROXY: '1' });
  origin = site.origin.replace('127.0.0.1', 'localhost');
  await setPassword(PASSKEY_OWNER);
  await setPassword(PASSWORD_OWNER);
});

test.afterAll(async () => {
  await site?.stop();
});

test('a passkey added in the editor signs the owner in with nothing typed; required, it refuses the password', async ({
  browser,
}) => {
  const { context, page } = await withAuthenticator(browser);
  await signInWithPassword(page, PASSKEY_OWNER);
  await editorShown(page);
  const account = page.locator('section[aria-labelledby="account-title"]');
  await account.getByLabel('Name of the new passkey').fill('Test laptop');
  await account.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(account.getByLabel('Name', { exact: true })).toHaveValue('Test laptop');
  await expect(account.getByText('this browser')).toBeVisible();
  await expectNoViolations(page, 'section[aria-labelledby="account-title"]');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await editorShown(page);

  await account.getByLabel(/Require a passkey to sign in/).check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  // On the sign-in page first: typed into the editor's page as it leaves, the address was lost.
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(PASSKEY_OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/signs in with a passkey only/);

  // An attack on both accounts from 50 addresses, and at the owners' own address.
  for (let index = 0; index < 50; index++) {
    for (const email of [PASSKEY_OWNER, PASSWORD_OWNER])
      expect((await attack(email, `198.51.100.${index}`)).status).toBe(401);
  }
  for (let index = 0; index < 5; index++) await attack(PASSWORD_OWNER);
  expect((await attack(PASSWORD_OWNER)).status).toBe(429);

  // The passkey is never throttled by password failures.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await editorShown(page);
  await context.close();
});

test('after the attack, a browser that signed in before gets in at once; a new one is told how long to wait', async ({
  browser,
}) => {
  // This browser signed in before the attack began (a device cookie), at the attacked address.
  const known = await browser.newContext();
  const deviceCookie = await (async () => {
    const response = await fetch(`${site.origin}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email: PASSWORD_OWNER, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('owner_device='))!
      .split(';')[0]!
      .split('=')[1]!;
  })();
  await known.addCookies([{ name: 'owner_device', value: deviceCookie, url: origin }]);
  for (let index = 0; index < 5; index++) await attack(PASSWORD_OWNER);
  const page = await known.newPage();
  await signInWithPassword(page, PASSWORD_OWNER);
  await editorShown(page);

  const stranger = await browser.newPage();
  await signInWithPassword(stranger, PASSWORD_OWNER);
  await expect(stranger.getByRole('alert')).toHaveText(/Too many sign-in attempts\. Try again in \d+ minutes?\./);
  await stranger.close();

  // "Sign out everywhere" in a second browser ends this one's session.
  const second = await browser.newContext();
  await second.addCookies([{ name: 'owner_device', value: deviceCookie, url: origin }]);
  const other = await second.newPage();
  await signInWithPassword(other, PASSWORD_OWNER);
  await editorShown(other);
  await other.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(other).toHaveURL(/\/admin\/sign-in/);
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/admin/sign-in?next=%2Fadmin`);
  await known.close();
  await second.close();
});

test('behind an https proxy the session cookie is Secure and __Host-', async () => {
  const response = await fetch(`${site.origin}/api/admin/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site.origin,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.90',
    },
    body: JSON.stringify({ email: PASSWORD_OWNER, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((cookie) => cookie.includes('owner_session='));
  expect(session).toMatch(/^__Host-owner_session=[\w-]{43};/);
  expect(session).toMatch(/; Secure/);
  expect(session).toMatch(/; HttpOnly/);
});

test('a setup link refuses breached and email-like passwords, and registers a passkey instead', async ({ browser }) => {
  const { context, page } = await withAuthenticator(browser);
  await page.goto(await setupLink('new-owner@rooted.example'));
  await expectNoViolations(page);
  for (const [password, reason] of [
    ['password1234', /most common/],
    ['new-owner 2026 garden', /email address/],
  ] as const) {
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('alert')).toHaveText(reason);
  }
  await page.getByLabel('Name of this passkey').fill('Phone');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey saved. You can sign in with it now.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await editorShown(page);
  await expect(page.getByText('new-owner@rooted.example')).toBeVisible();
  await context.close();
});
