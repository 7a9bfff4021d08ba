import { expect, test, type APIRequestContext } from '@playwright/test';
import { docsTabPages, notFoundPage, pages, type PageEntry } from '../src/routes/route-table';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a page as fetched without JavaScript, as a crawler sees it. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', id: string) => {
    const value = new RegExp(`<meta ${attr}="${id}" content="([^"]*)"`).exec(head)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    status: response.status(),
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

let origin = '';
test.beforeAll(async ({ request }) => {
  const home = await headOf(request, '/');
  origin = home.canonical!.replace(/\/$/, '');
  expect(origin).toMatch(/^https:\/\/[^/]+$/);
});

function expectFullHead(
  head: Awaited<ReturnType<typeof headOf>>,
  page: Pick<PageEntry, 'title' | 'description'>,
  canonical: string,
) {
  expect(head.title).toBe(page.title);
  expect(head.meta('name', 'description')).toBe(page.description);
  expect(head.canonical).toBe(canonical);
  expect(head.meta('property', 'og:title')).toBe(page.title);
  expect(head.meta('property', 'og:description')).toBe(page.description);
  expect(head.meta('property', 'og:url')).toBe(canonical);
  expect(head.meta('property', 'og:type')).toBe('website');
  expect(head.meta('property', 'og:site_name')).toBe('Rooted Ventures');
  expect(head.meta('property', 'og:locale')).toBe('en_US');
  expect(head.meta('property', 'og:image')).toBe(`${origin}/og-image.png`);
  expect(head.meta('property', 'og:image:width')).toBe('1200');
  expect(head.meta('property', 'og:image:height')).toBe('630');
  expect(head.meta('property', 'og:image:alt')).toBeTruthy();
  expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
  expect(head.meta('name', 'twitter:image')).toBe(`${origin}/og-image.png`);
  const organization = head.jsonLd.find((block) => block['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Rooted Ventures',
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    contactPoint: [expect.objectContaining({ email: 'hello@rooted.example', telephone: '+1 (555) 010-0100' })],
    sameAs: expect.arrayContaining(['https://twitter.com/rootedventures']),
  });
  // The address in its parts from the content model, so a search engine can place the studio.
  expect(organization?.['address']).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '100 Example Street',
    addressLocality: 'Springfield',
    addressRegion: 'ST',
    postalCode: '00000',
    addressCountry: 'US',
  });
}

for (const page of pages) {
  test(`${page.path} carries its full head without JavaScript`, async ({ request }) => {
    const head = await headOf(request, page.path);
    expect(head.status).toBe(200);
    expectFullHead(head, page, `${origin}${page.path}`);
    expect(head.meta('name', 'keywords')).toBe(page.keywords.join(', '));
    const breadcrumbs = head.jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
    if (page.kind === 'programme') {
      expect(breadcrumbs?.['itemListElement']).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: page.breadcrumbs![1]!.name, item: `${origin}${page.path}` },
      ]);
    } else expect(breadcrumbs).toBeUndefined();
    // The content is in the HTML too, not only after hydration.
    expect(head.html).toMatch(/<h1[^>]*>/);
  });
}

test('the /docs/<tab> deep links are prerendered with /docs as canonical and their tab open', async ({ request }) => {
  for (const page of docsTabPages) {
    const head = await headOf(request, page.path);
    expect(head.status, page.path).toBe(200);
    expectFullHead(head, page, `${origin}/docs`);
    const tabId = page.path.split('/').pop();
    expect(head.html).toMatch(new RegExp(`id="${tabId}-tab" aria-selected="true"`));
  }
});

test('the 404 page has its head, the organisation and noindex, but no canonical URL', async ({ request }) => {
  const head = await headOf(request, '/no-such-page');
  expect(head.status).toBe(404);
  expect(head.title).toBe(notFoundPage.title);
  expect(head.meta('name', 'description')).toBe(notFoundPage.description);
  expect(head.meta('name', 'robots')).toBe('noindex');
  expect(head.canonical).toBeUndefined();
  expect(head.meta('property', 'og:image')).toBe(`${origin}/og-image.png`);
  expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization']);
});

test('the sitemap lists exactly the canonical pages and robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(pages.map((page) => `${origin}${page.path}`));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *\nAllow: /');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('the share image and logo are served from the site itself', async ({ request }) => {
  for (const path of ['/og-image.png', '/logo.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('client-side navigation keeps title, description, canonical and sharing tags in step', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => 'rootedSiteContent' in window);
  await page.getByRole('list', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const privacy = pages.find((p) => p.path === '/privacy')!;
  await expect(page).toHaveTitle(privacy.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', privacy.description);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', privacy.keywords.join(', '));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/privacy`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/privacy`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', privacy.title);
});
