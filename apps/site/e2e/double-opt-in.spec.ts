import { expect, test, type Page } from '@playwright/test';
import { confirmationUrl, type FormTokenGrant } from '@rooted/lead-capture';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import { expectNoViolations } from './test-support/axe';
import { fakeContact } from './test-support/fake-omnisend';
import { E2E_SIGNING_SECRET, fakeEventsFor } from './test-support/leads';

/*
 * Double opt-in end to end, against the fake Omnisend: the footer signup leaves the contact
 * nonSubscribed and emits the confirmation event with its link; the link's page subscribes it with
 * the consent record and emits the welcome event; expired, changed and reused links get their own
 * pages; the lead API refuses leads without a valid form token or proof of work.
 */

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up through the footer form like a visitor and answers the link of the confirmation event. */
async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const form = page.locator('footer form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Email (required)').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  await expect(
    page.getByText('Almost there: please confirm your subscription with the link in the email we just sent you.'),
  ).toBeVisible();
  await expect
    .poll(async () => (await fakeEventsFor(email, 'newsletter_confirmation_requested')).length, { timeout: 15_000 })
    .toBe(1);
  const [event] = await fakeEventsFor(email, 'newsletter_confirmation_requested');
  return String(event?.properties.confirmationUrl);
}

test('a newsletter signup stays nonSubscribed until its link is opened and its button pressed; that subscribes it with the consent record and starts the welcome flow', async ({
  page,
  baseURL,
}) => {
  // A whole visit: signup, two confirmation pages with axe, then the contact form.
  test.setTimeout(180_000);
  const email = unique('doi');
  const link = await signUp(page, email);
  expect(link.startsWith(`${baseURL}/subscribe/confirm?t=`)).toBe(true);
  const pending = await fakeContact(email);
  expect(pending?.status).toBe('nonSubscribed');
  expect(await fakeEventsFor(email, 'welcome_sequence')).toEqual([]);

  // Opening the link (as a mail scanner does) only asks: a heading and the focused button.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Confirm my subscription' });
  await expect(button).toBeFocused();
  await expectNoViolations(page);
  expect((await fakeContact(email))?.status).toBe('nonSubscribed');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Subscription confirmed' });
  await expect(heading).toBeVisible();
  // In the site's look: the site's stylesheet applies (its display font on the heading, its button).
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Fraunces/);
  await expect(page.getByRole('link', { name: 'Return to Home' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await expectNoViolations(page);
  await expect.poll(async () => (await fakeContact(email))?.status, { timeout: 15_000 }).toBe('subscribed');
  const contact = (await fakeContact(email)) as unknown as {
    customProperties: Record<string, unknown>;
    meta: { consents: Record<string, unknown>[] };
  };
  expect(contact.customProperties).toMatchObject({
    consentText: 'Monthly stories from our ventures and community. Unsubscribe any time. See our Privacy Policy.',
    consentVersion: 'newsletter-2026-11-25',
    consentForm: 'newsletter',
    consentPageUrl: `${baseURL}/`,
  });
  expect(contact.meta.consents.at(-1)).toMatchObject({ source: 'newsletter_signup', ip: '127.0.0.1' });
  await expect.poll(async () => (await fakeEventsFor(email, 'welcome_sequence')).length, { timeout: 15_000 }).toBe(1);

  // Reused: harmless, says so, and sends nothing more.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/#newsletter');
  await expectNoViolations(page);

  // A confirmed subscriber who later writes through the contact form keeps newsletter_subscriber.
  await page.goto('/#contact');
  const contactForm = page.locator('#contact form');
  await contactForm.scrollIntoViewIfNeeded();
  await expect(contactForm).toHaveAttribute('data-ready', 'true');
  await contactForm.getByLabel('Name (required)').fill('Ada Lovelace');
  await contactForm.getByLabel('Email (required)').fill(email);
  await contactForm.getByLabel('Subject (required)').selectOption('general');
  await contactForm.getByLabel('Message (required)').fill('Hello again.');
  await contactForm.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect.poll(async () => (await fakeContact(email))?.tags ?? [], { timeout: 15_000 }).toContain('contact_form');
  const later = await fakeContact(email);
  expect(later?.tags).toEqual(expect.arrayContaining(['newsletter_subscriber', 'contact_form']));
  expect(later?.status).toBe('subscribed');
  expect(await fakeEventsFor(email, 'welcome_sequence')).toHaveLength(1);
});

test('an expired link and a changed one get their own pages with a way to sign up again', async ({ page, baseURL }) => {
  const expired = await confirmationUrl(baseURL!, 'a-signup-id', Date.now() - 1000, [E2E_SIGNING_SECRET]);
  const response = await page.goto(expired);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible();
  await expectNoViolations(page);

  const forged = await confirmationUrl(baseURL!, 'a-signup-id', Date.now() + 60_000, ['not-the-server-secret-0001']);
  expect((await page.goto(forged))?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expectNoViolations(page);
});

test('the lead API refuses a lead without a valid form token or proof of work with a clear 4xx, and stores nothing', async ({
  request,
}) => {
  const email = unique('bot');
  const lead = { kind: 'newsletter', email, homepage: '' };
  const noToken = await request.post('/api/leads', { data: lead });
  expect(noToken.status()).toBe(400);
  expect(await noToken.json()).toMatchObject({ code: 'form-token-missing' });

  const grant = (await (await request.get('/api/leads/form-token?form=newsletter')).json()) as {
    token: string;
    challenge: unknown;
  };
  const noProof = await request.post('/api/leads', { data: { ...lead, formToken: grant.token } });
  expect(noProof.status()).toBe(400);
  expect(await noProof.json()).toMatchObject({ code: 'proof-missing' });
  const wrongProof = await request.post('/api/leads', {
    data: {
      ...lead,
      formToken: grant.token,
      proof: { challenge: grant.challenge, solution: { counter: 1, derivedKey: 'ff' } },
    },
  });
  expect(wrongProof.status()).toBe(403);
  expect(await wrongProof.json()).toMatchObject({ code: 'proof-invalid' });

  // A visitor's lead sent after these arrives; none of the refused ones was ever stored.
  const witness = unique('witness');
  const { token, challenge } = (await (
    await request.get('/api/leads/form-token?form=newsletter')
  ).json()) as FormTokenGrant;
  const proof = await solveFormChallenge(challenge!);
  await new Promise((resolve) => setTimeout(resolve, 2100)); // the newsletter's minimum fill time
  expect(
    (
      await request.post('/api/leads', {
        data: { kind: 'newsletter', email: witness, homepage: '', formToken: token, proof },
      })
    ).status(),
  ).toBe(202);
  await expect.poll(() => fakeContact(witness), { timeout: 15_000 }).toBeDefined();
  expect(await fakeContact(email)).toBeUndefined();
});
