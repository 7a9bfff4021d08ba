import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner, startOwnerSiteWithFake, type OwnerSite } from './test-support/owner-site';
import type { FakeOmnisend } from '@rooted/omnisend/fake';

/*
 * A newsletter signup with double opt-in, as the owner's Leads section shows it: one signup is
 * one lead, first waiting for the visitor's confirmation, then delivered, never two rows.
 */
test.describe.configure({ timeout: 180_000 });

const OWNER = 'signup-owner@rooted.example';
const PASSWORD = 'quince meadow harbour lichen';

/**
 * Confirms a signup as the visitor does from the mail's link: the link opens a page that asks, and
 * its button confirms (a mail scanner fetching the link confirms nothing).
 */
async function confirmSignup(page: Page, site: OwnerSite, link: string): Promise<void> {
  // The site's public address names port 0 (it listens on a free one): the same path on its origin.
  const { pathname, search } = new URL(link);
  await page.goto(`${site.origin}${pathname}${search}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
}

async function signUp(page: Page, site: OwnerSite, fake: FakeOmnisend, email: string): Promise<string> {
  await page.goto(`${site.origin}/`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const form = page.locator('footer form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Email (required)').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  const requested = () =>
    fake
      .events()
      .filter((event) => event.eventName === 'newsletter_confirmation_requested' && event.contact.email === email);
  await expect.poll(() => requested().length, { timeout: 15_000 }).toBe(1);
  return String(requested()[0]?.properties.confirmationUrl);
}

test('a confirmed newsletter signup is one lead on the desk, and it moves from waiting to delivered', async ({
  page,
}) => {
  const { site, fake, stop } = await startOwnerSiteWithFake(OWNER, PASSWORD);
  try {
    const email = `signup-${Date.now()}@example.com`;
    const link = await signUp(page, site, fake, email);
    await signInAsOwner(page, site, OWNER, PASSWORD);
    const cards = page.getByRole('article').filter({ hasText: email });
    await page.goto(`${site.origin}/admin/leads`);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Waiting for the visitor to confirm');

    await confirmSignup(page, site, link);
    await expect
      .poll(() => fake.contacts().find((contact) => contact.email === email)?.status, { timeout: 15_000 })
      .toBe('subscribed');
    // Marked delivered just after Omnisend answers: the owner looks again until it says so.
    await expect(async () => {
      await page.goto(`${site.origin}/admin/leads`);
      await expect(cards.first()).toContainText('Delivered to Omnisend on', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(cards).toHaveCount(1);
    await expect(cards).not.toContainText('Waiting for the visitor to confirm');
  } finally {
    await stop();
  }
});
