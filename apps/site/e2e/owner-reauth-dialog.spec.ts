import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsAt } from './test-support/axe-steps';
import { addOwner, reusedSignIn, startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * The "Confirm it is you" dialog the owner's app opens when the server wants a fresh proof before
 * an act that could hand over the account (here: a setup link for another owner). The server's
 * ask is made to happen by answering the first such request as the server does once the sign-in
 * is older than its window: the dialog, the re-authentication and the retried act are all real.
 * Keyboard only: focus moves into the dialog and returns to the button that opened it, Escape
 * closes it, and axe finds nothing in light or dark, at a phone's width and a laptop's.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'reauth-owner@rooted.example';
const PASSWORD = 'quarry lantern bramble vesper';
const SHOTS = process.env.DOORS2_SHOTS;
let site: OwnerSite;
// One sign-in through the form, then its session for each test (see reusedSignIn).
const signIn = reusedSignIn(() => site, OWNER, PASSWORD);

test.beforeAll(async () => {
  // A copy of the build and an owner added by the command line: slow on a busy machine.
  test.setTimeout(240_000);
  site = await startOwnerSite();
  await addOwner(site, OWNER, PASSWORD);
  // The setup link is for an owner who exists: for anyone else the server answers "No owner has that email".
  await addOwner(site, 'other-owner@rooted.example', 'pewter orchard willow candle');
});
test.afterAll(async () => {
  await site?.stop();
});

/** Answers the next setup-link request as the server does for a session without a fresh proof. */
async function askForProofOnce(page: Page) {
  let asked = false;
  await page.route('**/api/admin/owners/setup-link', async (route) => {
    if (asked) return route.continue();
    asked = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Confirm it is you first: enter your password or use your passkey.',
        reauthenticate: true,
      }),
    });
  });
}

/** Types the other owner's address and presses the button from the keyboard; returns the button. */
async function askForSetupLink(page: Page) {
  const section = page.getByRole('region', { name: 'A setup link for another owner' });
  await section.getByLabel('Their email').fill('other-owner@rooted.example');
  const opener = section.getByRole('button', { name: 'Make a setup link' });
  await opener.focus();
  await page.keyboard.press('Enter');
  return { section, opener };
}

test('the dialog takes the focus, Escape closes it and gives the focus back, and the password carries the act out', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${site.origin}/admin`);
  await askForProofOnce(page);
  const { opener } = await askForSetupLink(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await askForProofOnce(page);
  await askForSetupLink(page);
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'other-owner@rooted.example' })).toBeVisible();
  await expect(opener).toBeFocused();
});

test('the dialog passes axe in light and dark at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`${site.origin}/admin`);
  await askForProofOnce(page);
  await askForSetupLink(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expectNoViolationsAt(page, 'the dialog', {
    height: 844,
    after: async (width, scheme) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reauth-${width}-${scheme}.png` });
    },
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
