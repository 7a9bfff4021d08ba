import { expect, test } from '@playwright/test';
import { addPlatformAuthenticator } from './test-support/authenticator';
import { addOwner, startOwnerSite, type OwnerSite } from './test-support/owner-site';

/*
 * Passkeys on a site opened by its number address (127.0.0.1): the browser would refuse them with
 * a raw "invalid domain"; the owner reads instead that passkeys need the site's name, and that
 * localhost works for trying, at sign-in and where a passkey is added. Chromium has a virtual
 * authenticator, so only the address stands in the way.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'address-owner@rooted.example';
const PASSWORD = 'pebble walnut cinder ferry';
const PASSKEY_NEEDS_NAME =
  'Passkeys work only when the site is opened by its name, not by a number address like this one. Open the site by its real name; to try passkeys on this computer, open it at localhost.';
let site: OwnerSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnerSite();
  expect(new URL(site.origin).hostname).toBe('127.0.0.1');
  await addOwner(site, OWNER, PASSWORD);
});
test.afterAll(async () => {
  await site?.stop();
});

test('at sign-in, a passkey on the number address says the site needs its name', async ({ page }) => {
  await addPlatformAuthenticator(page);
  await page.goto(`${site.origin}/admin/sign-in`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.locator('#passkey-status')).toHaveText(PASSKEY_NEEDS_NAME);
  await expect(page.locator('#passkey-status')).not.toContainText('invalid domain');
});

test('adding a passkey on the number address says the same, and no passkey is added', async ({ page }) => {
  await addPlatformAuthenticator(page);
  await page.goto(`${site.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/admin`);
  const account = page.locator('section[aria-labelledby="account-title"]');
  await account.getByLabel('Name of the new passkey').fill('Test laptop');
  await account.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(PASSKEY_NEEDS_NAME)).toBeVisible();
  await expect(page.getByText('invalid domain')).toHaveCount(0);
  await expect(account.getByText('No passkeys yet.')).toBeVisible();
});
