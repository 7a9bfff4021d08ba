import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_OMNISEND_KEY, fakeContact, fakeOmnisendUrl } from './test-support/fake-omnisend';
import { holdRequests } from './test-support/hold-requests';

/*
 * Each form posts to the site's own /api/leads; the server stores the lead and its worker delivers
 * it to the fake Omnisend (playwright.config.ts), whose /_admin/contacts the tests poll. Each form
 * fetches a server-signed token on its first focus and solves its proof of work in the background;
 * the server asks for 3 s (contact, join) or 2 s (newsletter) from the token's issue before it
 * accepts a lead, and the form waits that out by itself.
 */

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Scrolls to a form as a person would, and waits for its code, which loads as it nears the
 * viewport: before that a submit is a native post (forms-without-javascript.spec.ts covers it),
 * and these specs are about the script's path.
 */
async function scrollTo(page: Page, selector: string) {
  const form = page.locator(selector);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}

async function fillContact(page: Page, email: string) {
  const form = await scrollTo(page, '#contact form');
  await form.getByLabel('Name (required)').fill('Ada Lovelace');
  await form.getByLabel('Email (required)').fill(email);
  await form.getByLabel('Subject (required)').selectOption('mentorship');
  await form.getByLabel('Message (required)').fill('I would like a mentor for my farm co-op.');
  return form;
}

test.describe('contact form', () => {
  test('sends, shows the states and texts, and reaches Omnisend', async ({ page }) => {
    await openHome(page);
    const email = unique('contact');
    const form = await fillContact(page, email);
    const release = await holdRequests(page, '**/api/leads');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByLabel('Name (required)')).toHaveValue('');
    await expect(form.getByLabel('Message (required)')).toHaveValue('');

    await expect.poll(() => fakeContact(email), { timeout: 10_000 }).toBeDefined();
    const contact = (await fakeContact(email))!;
    expect(contact.tags).toEqual(expect.arrayContaining(['contact_form', 'source: contact_form']));
    expect(contact.customProperties).toMatchObject({
      subject: 'mentorship',
      message: 'I would like a mentor for my farm co-op.',
    });
    expect(contact.status).toBe('nonSubscribed');
  });

  test('keeps the text and shows the error toast when sending fails', async ({ page }) => {
    await openHome(page);
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500 }));
    const form = await fillContact(page, 'ada@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name (required)')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Message (required)')).toHaveValue('I would like a mentor for my farm co-op.');
    await expect(form.getByText('Message sent successfully!')).toHaveCount(0);
  });

  test('a resend after a lost answer is stored once: every try carries the same idempotency key', async ({ page }) => {
    await openHome(page);
    const email = unique('lost-answer');
    const keys: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads')) keys.push(request.headers()['idempotency-key'] ?? null);
    });
    // The first try reaches the server and is stored, but its answer is lost on the way back.
    await page.route('**/api/leads', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await page.unroute('**/api/leads');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');

    // The first click's try and the lead client's two retries after a network error, then the
    // visitor's resend: all four carry one key.
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    await expect.poll(() => fakeContact(email), { timeout: 10_000 }).toBeDefined();
    // Give a second copy, if one had been stored, time to be delivered before counting.
    await page.waitForTimeout(1500);
    const requests = (await (await fetch(`${fakeOmnisendUrl}/_admin/requests`)).json()) as {
      method: string;
      path: string;
      body: { identifiers?: { id: string }[] };
    }[];
    const upserts = requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/contacts') && r.body.identifiers?.[0]?.id === email,
    );
    expect(upserts).toHaveLength(1);
  });

  test('marks invalid fields, focuses the first, and shows server field errors', async ({ page }) => {
    await openHome(page);
    const form = await scrollTo(page, '#contact form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name (required)')).toBeFocused();
    await expect(form.getByLabel('Name (required)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Name is required')).toBeVisible();

    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Invalid lead', fields: { email: ['Invalid email address format'] } },
      }),
    );
    await fillContact(page, 'ada@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Invalid email address format')).toBeVisible();
  });

  test('sent with Enter, focus lands on the success message, and its close button hands it back to the send button', async ({
    page,
  }) => {
    await openHome(page);
    const form = await fillContact(page, unique('enter'));
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    // The send button was disabled while sending, which had dropped focus to the page's body.
    const focusInNotice = () =>
      page.evaluate(() => document.activeElement?.closest('#contact [role="status"]') !== null);
    await expect.poll(focusInNotice).toBe(true);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Close notice' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Message sent successfully!')).toHaveCount(0);
    await expect(send).toBeFocused();
  });

  test('sent with Enter from a field, focus lands on the first field in error', async ({ page }) => {
    await openHome(page);
    const form = await scrollTo(page, '#contact form');
    await form.getByLabel('Name (required)').fill('Ada Lovelace');
    await form.getByLabel('Name (required)').press('Enter');
    await expect(form.getByLabel('Email (required)')).toBeFocused();
    await expect(form.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('takes a prefill from the live chat event', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('rooted:prefill-contact', { detail: { subject: 'investment', message: 'From the chat' } }),
      ),
    );
    // The chat then takes the visitor to #contact; the request waits until the form is there.
    const form = await scrollTo(page, '#contact form');
    await expect(form.getByLabel('Subject (required)')).toHaveValue('investment');
    await expect(form.getByLabel('Message (required)')).toHaveValue('From the chat');
  });
});

test.describe('newsletter form (footer)', () => {
  test('does nothing on an empty email, then subscribes and remembers the signup', async ({ page }) => {
    await openHome(page);
    const form = await scrollTo(page, 'footer form');
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/leads')) posts += 1;
    });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByLabel('Email (required)')).toBeFocused();
    expect(posts).toBe(0);

    const email = unique('news');
    await form.getByLabel('Email (required)').fill(email);
    const release = await holdRequests(page, '**/api/leads');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(page.getByText('Subscribed!')).toBeVisible();
    // Double opt-in (on by default): the toast asks for the click in the email.
    await expect(
      page.getByText('Almost there: please confirm your subscription with the link in the email we just sent you.'),
    ).toBeVisible();
    await expect(form.getByLabel('Email (required)')).toHaveValue('');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('exit-intent') ?? '{}') as { subscribedAt?: string },
    );
    expect(stored.subscribedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    await expect.poll(() => fakeContact(email), { timeout: 10_000 }).toBeDefined();
    const contact = (await fakeContact(email))!;
    expect(contact.tags).toEqual(expect.arrayContaining(['newsletter_subscriber', 'source: newsletter_signup']));
    // Subscribed only once the confirmation link is opened (double-opt-in.spec.ts).
    expect(contact.status).toBe('nonSubscribed');
  });

  test('shows the failure toast and keeps the address', async ({ page }) => {
    await openHome(page);
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500 }));
    const form = page.locator('footer form');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Email (required)').fill('ada@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription Failed')).toBeVisible();
    await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
    await expect(form.getByLabel('Email (required)')).toHaveValue('ada@example.com');
  });
});

test.describe('join us application', () => {
  test('sends the application with the keep-on-file choice', async ({ page }) => {
    await openHome(page);
    const form = page.locator('#join form');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-ready', 'true');
    const email = unique('join');
    await form.getByLabel('Name (required)').fill('Grace Hopper');
    await form.getByLabel('Email (required)').fill(email);
    await form.getByLabel('Company or project (required)').fill('Compilers Co');
    await form.getByLabel('Your role (required)').fill('Founder');
    await form.getByLabel('What interests you (required)').fill('Mentoring and impact investment');
    await form.getByLabel('Tell us about yourself (required)').fill('I build tools for people.');
    await form.getByLabel('Keep my application on file for future opportunities for 12 months.').check();
    const release = await holdRequests(page, '**/api/leads');
    await form.getByRole('button', { name: 'Apply to Join' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText('Application sent successfully!');
    await expect(page.getByText('Application Sent!')).toBeVisible();
    await expect(form.getByLabel('Name (required)')).toHaveValue('');

    await expect.poll(() => fakeContact(email), { timeout: 10_000 }).toBeDefined();
    const contact = (await fakeContact(email))!;
    expect(contact.tags).toEqual(expect.arrayContaining(['community_applicant', 'source: join_us_form']));
    expect(contact.customProperties).toMatchObject({
      role: 'Founder',
      interests: 'Mentoring and impact investment',
      keepOnFile: true,
    });
    expect(contact.status).toBe('nonSubscribed');
  });

  test('lists the problems at the top and focuses the first invalid field', async ({ page }) => {
    await openHome(page);
    const form = page.locator('#join form');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Name (required)').fill('Grace');
    await form.getByRole('button', { name: 'Apply to Join' }).click();
    await expect(form.getByLabel('Email (required)')).toBeFocused();
    await expect(form.getByText('Please correct the following:')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Company is required' })).toHaveAttribute('href', '#join-company');
  });
});

test('the built client holds no provider key or provider address', async () => {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(js|html|css|json|map|txt|xml)$/.test(entry.name)) files.push(path);
    }
  };
  await walk(clientDir);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    expect(text, file).not.toContain(E2E_OMNISEND_KEY);
    expect(text.toLowerCase(), file).not.toContain('x-api-key');
    expect(text, file).not.toContain('api.omnisend.com');
  }
});
