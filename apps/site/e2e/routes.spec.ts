import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { aliases } from '../src/routes/aliases';
import { pages } from '../src/routes/route-table';
import { programmes } from '../src/copy/programmes';

const HEADINGS: Record<string, string> = {
  '/': 'People Over Profit',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/cookies': 'Cookie and Storage Policy',
  '/docs': 'Website Documentation',
  ...Object.fromEntries(programmes.map((p) => [`/${p.slug}`, p.title])),
};

test('every page of the route table has an expected heading', () => {
  expect(Object.keys(HEADINGS).sort()).toEqual(pages.map((p) => p.path).sort());
});

for (const page of pages) {
  test(`${page.path} answers 200 with its heading and title`, async ({ page: browser, request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<title>${page.title.replace(/&/g, '&amp;')}</title>`);

    await browser.goto(page.path);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[page.path]!);
    await expect(browser).toHaveTitle(page.title);
  });
}

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People Over Profit');
});

for (const [from, to] of Object.entries(aliases)) {
  test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(to);

    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test('the server sends security and caching headers', async ({ request }) => {
  const html = await request.get('/');
  const headers = html.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Left out on purpose: it costs every arrival a fresh renderer and protects nothing here (decision 0008).
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toMatch(/br|gzip/);

  const asset = (await html.text()).match(/data-modules="(?:[^"]* )?(\/assets\/[^" ]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
});

// The Node adapter answers HEAD with a copy of the GET response; an older adapter copied the
// headers a response was made with and dropped the ones added to it afterwards, so a HEAD of an
// API's 404 or of a malformed path came without any security header.
test('a HEAD request carries the same security headers as its GET, whatever the answer', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/api/no-such-route', '/%zz/']) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(get.status());
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])
      expect([path, name, head.headers()[name]]).toEqual([path, name, get.headers()[name]]);
    expect(head.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the only inline script is the boot script, which the CSP allows by its hash', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy']!;
  const scripts = [...(await response.text()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!));
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
  expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
});

test('nothing on the home page breaks the CSP: loading, sections, forms and content updates', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => Boolean(window.rootedSiteContent));
  // Validation runs zod in both places: a content update and a form submitted empty.
  await page.evaluate(() =>
    window.rootedSiteContent!.updateSiteContent({ hero: { title: 'Rooted in our neighbourhoods' } }),
  );
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('no request leaves the origin while the home page loads', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
