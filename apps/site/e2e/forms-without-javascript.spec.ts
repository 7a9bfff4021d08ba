import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoViolations as expectNoViolationsIn } from './test-support/axe';
import { fakeContact } from './test-support/fake-omnisend';
import { holdRequests } from './test-support/hold-requests';
import { fakeEventsFor } from './test-support/leads';

/*
 * The four lead forms posted by the browser itself: with JavaScript off, and with it on but the
 * form's code not loaded yet. The server stores each lead like the JSON API does (its worker
 * delivers it to the fake Omnisend) and answers with a page of its own: the toast's words after
 * a 303, or the form again with its errors and what was typed (422).
 */

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * axe runs as a script in the page, which a page without JavaScript cannot do: the page the
 * server answered (no script of its own, its stylesheet inline) is checked as it is in a page
 * with JavaScript on (the test runner would otherwise give the new context this file's settings).
 */
async function expectNoViolations(browser: Browser, page: Page) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checked = await context.newPage();
  await checked.setContent(await page.content());
  try {
    await expectNoViolationsIn(checked);
  } finally {
    await context.close();
  }
}

/** Fills the contact form as a visitor would; `email` may be invalid. */
async function fillContact(form: Locator, email: string, name = 'Ada Lovelace') {
  await form.getByLabel('Name (required)').fill(name);
  await form.getByLabel('Email (required)').fill(email);
  await form.getByLabel('Subject (required)').selectOption('mentorship');
  await form.getByLabel('Message (required)').fill('I would like a mentor for my farm co-op.');
}

async function fillJoin(form: Locator, email: string) {
  await form.getByLabel('Name (required)').fill('Grace Hopper');
  await form.getByLabel('Email (required)').fill(email);
  await form.getByLabel('Company or project (required)').fill('Compost Co-op');
  await form.getByLabel('Your role (required)').fill('Founder');
  await form.getByLabel('What interests you (required)').fill('Mentoring');
  await form.getByLabel('Tell us about yourself (required)').fill('We turn food waste into soil.');
}

/** Sends `form` with its own button and returns the answer to the post. */
async function submit(page: Page, form: Locator, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/leads/form/')),
    form.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form sends, the page says what the toast says, and the lead reaches Omnisend', async ({
    browser,
    page,
  }) => {
    const email = unique('nojs-contact');
    await page.goto('/');
    const form = page.locator('#contact form');
    await fillContact(form, email);
    const response = await submit(page, form, 'Send Message');
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/api\/leads\/form\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expectNoViolations(browser, page);
    await expect
      .poll(async () => (await fakeContact(email))?.tags ?? [], { timeout: 15_000 })
      .toContain('contact_form');
  });

  test('an invalid contact form comes back with its errors and everything typed, escaped, and sends once fixed', async ({
    browser,
    page,
  }) => {
    const email = unique('nojs-fixed');
    await page.goto('/');
    const form = page.locator('#contact form');
    await fillContact(form, 'ada@nowhere', '<b>Ada</b> "Lovelace"');
    await form.getByLabel('Message (required)').fill('');
    const response = await submit(page, form, 'Send Message');
    expect(response.status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact form' })).toBeVisible();
    const again = page.getByRole('form', { name: 'Contact form' });
    await expect(again.getByLabel('Email (required)')).toHaveValue('ada@nowhere');
    await expect(again.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByLabel('Name (required)')).toHaveValue('<b>Ada</b> "Lovelace"');
    await expect(again.getByLabel('Subject (required)')).toHaveValue('mentorship');
    await expect(page.getByText('Invalid email address format').first()).toBeVisible();
    await expect(page.getByText('Message is required').first()).toBeVisible();
    await expectNoViolations(browser, page);

    await again.getByLabel('Email (required)').fill(email);
    await again.getByLabel('Message (required)').fill('Fixed it.');
    expect((await submit(page, again, 'Send Message')).status()).toBe(303);
    await expect(page.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
    await expect
      .poll(async () => (await fakeContact(email))?.tags ?? [], { timeout: 15_000 })
      .toContain('contact_form');
  });

  test('the join form sends with its newsletter box ticked, and an invalid one comes back with its values', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('#join form');
    await fillJoin(form, 'grace@');
    await form.getByLabel('Send me the monthly newsletter', { exact: false }).check();
    expect((await submit(page, form, 'Apply to Join')).status()).toBe(422);
    const again = page.getByRole('form', { name: 'Join us application' });
    await expect(page.getByText('Please correct the following:')).toBeVisible();
    await expect(again.getByLabel('Email (required)')).toHaveValue('grace@');
    await expect(again.getByLabel('Company or project (required)')).toHaveValue('Compost Co-op');
    await expect(again.getByLabel('Send me the monthly newsletter', { exact: false })).toBeChecked();

    const email = unique('nojs-join');
    await again.getByLabel('Email (required)').fill(email);
    expect((await submit(page, again, 'Apply to Join')).status()).toBe(303);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Sent!' })).toBeVisible();
    await expect(page.getByText("Thank you for applying. We'll get back to you soon.")).toBeVisible();
    await expect
      .poll(async () => (await fakeContact(email))?.tags ?? [], { timeout: 15_000 })
      .toContain('community_applicant');
    // The ticked box asks for the emailed confirmation, as it does when the script sends the form.
    await expect
      .poll(async () => (await fakeEventsFor(email, 'newsletter_confirmation_requested')).length, { timeout: 15_000 })
      .toBe(1);
  });

  test('the footer newsletter form signs up with its consent wording, and an invalid address comes back', async ({
    browser,
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const form = page.locator('footer form');
    await form.getByLabel('Email (required)').fill('reader@nowhere');
    expect((await submit(page, form, 'Subscribe')).status()).toBe(422);
    await expect(page.getByRole('form', { name: 'Newsletter' }).getByLabel('Email (required)')).toHaveValue(
      'reader@nowhere',
    );
    await expect(page.getByText('Invalid email address format').first()).toBeVisible();

    const email = unique('nojs-newsletter');
    await page.goto('/');
    await form.getByLabel('Email (required)').fill(email);
    expect((await submit(page, form, 'Subscribe')).status()).toBe(303);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
    await expect(
      page.getByText('Almost there: please confirm your subscription with the link in the email we just sent you.'),
    ).toBeVisible();
    await expectNoViolations(browser, page);
    await expect
      .poll(async () => (await fakeEventsFor(email, 'newsletter_confirmation_requested')).length, { timeout: 15_000 })
      .toBe(1);
    const [event] = await fakeEventsFor(email, 'newsletter_confirmation_requested');
    expect(event?.properties.form).toBe('newsletter');
    // The link in the email works without JavaScript too; the confirmed contact carries the
    // sentence beside the button and the page in its consent record, as with the script.
    await page.goto(String(event?.properties.confirmationUrl));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
    await expect.poll(async () => (await fakeContact(email))?.status, { timeout: 15_000 }).toBe('subscribed');
    const contact = (await fakeContact(email)) as unknown as { customProperties: Record<string, unknown> } | undefined;
    expect(contact?.customProperties).toMatchObject({
      consentText: 'Monthly stories from our ventures and community. Unsubscribe any time. See our Privacy Policy.',
      consentVersion: 'newsletter-2026-11-25',
      consentPageUrl: `${baseURL}/`,
    });
  });

  test('the exit-intent form (a popup that needs script to open) works as a page of its own', async ({
    browser,
    page,
  }) => {
    await page.goto('/api/leads/form/exit-intent');
    const form = page.getByRole('form', { name: 'Monthly stories from our ventures' });
    await form.getByLabel('Email (required)').fill('exit@nowhere');
    expect((await submit(page, form, 'Subscribe')).status()).toBe(422);
    await expect(
      page.getByRole('form', { name: 'Monthly stories from our ventures' }).getByLabel('Email (required)'),
    ).toHaveValue('exit@nowhere');
    await expectNoViolations(browser, page);

    const email = unique('nojs-exit');
    await page
      .getByRole('form', { name: 'Monthly stories from our ventures' })
      .getByLabel('Email (required)')
      .fill(email);
    expect((await submit(page, form, 'Subscribe')).status()).toBe(303);
    await expect(
      page.getByText('Almost there: please confirm your subscription with the link in the email we just sent you.'),
    ).toBeVisible();
    await expect
      .poll(async () => (await fakeEventsFor(email, 'newsletter_confirmation_requested')).length, { timeout: 15_000 })
      .toBe(1);
    const [event] = await fakeEventsFor(email, 'newsletter_confirmation_requested');
    expect(event?.properties.form).toBe('exit-intent');
  });
});

test('with JavaScript on but the form code held back, a submit before hydration is sent exactly once', async ({
  page,
}) => {
  const email = unique('early-contact');
  const release = await holdRequests(page, '**/assets/**/*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contact form');
  await fillContact(form, email);
  await expect(form).not.toHaveAttribute('data-ready', 'true');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/leads'))
      posts.push(new URL(request.url()).pathname);
  });
  const response = await submit(page, form, 'Send Message');
  release();
  expect(response.status()).toBe(303);
  await expect(page.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
  await expect.poll(async () => (await fakeContact(email))?.tags ?? [], { timeout: 15_000 }).toContain('contact_form');
  // One post, the browser's own: the script never sent a second one.
  expect(posts).toEqual(['/api/leads/form/contact']);
});
