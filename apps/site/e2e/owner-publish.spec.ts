import { expect, request, test, type APIRequestContext } from '@playwright/test';
import type { SiteContent } from '@rooted/site-content';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './test-support/bundle-size';
import { startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * An owner publishes for every visitor, over HTTP as the editor will: sign in through the
 * one-time setup link printed by `site-owner add`, change the hero title and the phone number,
 * add a venture, publish; a fresh visitor's HTML (no JavaScript) shows it on `/`, in the footer
 * and on the legal pages. An invalid value is refused with the field named and nothing published;
 * rollback restores; nothing under /admin or /api/admin works without a session.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const EMAIL = 'owner@rooted.example';
const PASSWORD = 'sprout compost meadow harvest';
let site: OwnerSite;
let owner: APIRequestContext;
let csrfToken: string;

const visitorHtml = async (path: string) => {
  const response = await fetch(`${site.origin}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

test.beforeAll(async () => {
  site = await startOwnerSite();
  const printed = await site.siteOwner('add', EMAIL);
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(printed)?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  owner = await request.newContext({ baseURL: site.origin, extraHTTPHeaders: { origin: site.origin } });
  // The setup form posts the token and the new password; the link then stops working.
  const token = new URL(link!).searchParams.get('token')!;
  const setup = await owner.post('/admin/setup', { form: { token, password: PASSWORD } });
  expect(setup.status()).toBe(200);
  const again = await owner.post('/admin/setup', { form: { token, password: PASSWORD } });
  expect(again.status()).toBe(400);
});

test.afterAll(async () => {
  await owner?.dispose();
  await site?.stop();
});

test('every /admin page and /api/admin route refuses a request without a session', async () => {
  for (const path of ['/api/admin/content', '/api/admin/content/versions', '/api/admin/session']) {
    expect((await fetch(`${site.origin}${path}`)).status, path).toBe(401);
  }
  // A page answers with the sign-in form instead, which comes back to it.
  for (const path of ['/admin', '/admin/anything']) {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(303);
    expect(response.headers.get('location'), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  }
  const publish = await fetch(`${site.origin}/api/admin/content/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: JSON.stringify({ content: {} }),
  });
  expect(publish.status).toBe(401);
});

test('the owner signs in; a wrong password is refused the same way as an unknown email', async () => {
  expect(
    (await owner.post('/api/admin/session', { data: { email: EMAIL, password: 'not the password' } })).status(),
  ).toBe(401);
  expect(
    (await owner.post('/api/admin/session', { data: { email: 'nobody@rooted.example', password: PASSWORD } })).status(),
  ).toBe(401);
  const signIn = await owner.post('/api/admin/session', { data: { email: EMAIL, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const cookie = signIn.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  csrfToken = ((await signIn.json()) as { csrfToken: string }).csrfToken;
  expect((await owner.get('/admin')).status()).toBe(200);
});

test("publishing changes every visitor's HTML; an invalid draft is refused with its field; rollback restores", async ({
  page,
}) => {
  const original = JSON.parse(await readFile(join(siteDir, 'content-data/site-content.json'), 'utf8')) as SiteContent;
  expect(await visitorHtml('/')).not.toContain('Owners Publish Without Developers');
  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  expect(content.hero.title).toBe(original.hero.title);

  // Without the CSRF token a signed-in owner's browser cannot be made to publish.
  expect((await owner.post('/api/admin/content/publish', { data: { content } })).status()).toBe(403);

  const invalid = structuredClone(content);
  invalid.company.phone = '';
  invalid.ventures[0]!.website = 'javascript:alert(1)';
  const refused = await owner.post('/api/admin/content/publish', {
    data: { content: invalid },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(refused.status()).toBe(422);
  const { issues } = (await refused.json()) as { issues: { path: string; message: string }[] };
  expect(issues.map((issue) => issue.path)).toEqual(['company.phone', 'ventures[0].website']);
  expect((await (await owner.get('/api/admin/content/versions')).json()).versions).toEqual([]);

  const draft = structuredClone(content);
  draft.hero.title = 'Owners Publish Without Developers';
  draft.company.phone = '+44 20 7946 0999';
  draft.ventures.push({
    ...draft.ventures[0]!,
    id: 'riverside-bakery',
    name: 'Riverside Bakery',
    tagline: 'Bread baked by the people who own the oven',
  });
  const published = await owner.post('/api/admin/content/publish', {
    data: { content: draft },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(published.status()).toBe(201);
  expect(await published.json()).toMatchObject({ ok: true, pages: 'rendered', version: { publishedBy: EMAIL } });

  const home = await visitorHtml('/');
  expect(home).toContain('Owners Publish Without Developers');
  expect(home).toContain('Riverside Bakery');
  expect(home).toContain('+44 20 7946 0999');
  for (const legal of ['/privacy', '/terms', '/cookies'])
    expect(await visitorHtml(legal), legal).toContain('+44 20 7946 0999');

  // The built JavaScript carries the data file's content; the page carries what was published,
  // and hydration and the lazily loaded parts keep showing it.
  await page.goto(`${site.origin}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('h1')).toContainText('Owners Publish Without Developers');
  await expect(page.locator('footer')).toContainText('+44 20 7946 0999');
  await expect(page.locator('#ventures')).toContainText('Riverside Bakery');

  const versions = ((await (await owner.get('/api/admin/content/versions')).json()) as { versions: { id: number }[] })
    .versions;
  expect(versions).toHaveLength(1);
  const firstId = versions[0]!.id;

  // A second publish, then a rollback to the first: history keeps all three.
  draft.hero.title = 'A Title That Will Be Rolled Back';
  await owner.post('/api/admin/content/publish', { data: { content: draft }, headers: { 'x-csrf-token': csrfToken } });
  expect(await visitorHtml('/')).toContain('A Title That Will Be Rolled Back');
  const rollback = await owner.post(`/api/admin/content/versions/${firstId}/rollback`, {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(rollback.status()).toBe(201);
  expect(await rollback.json()).toMatchObject({ version: { restoredFrom: firstId } });
  const restored = await visitorHtml('/');
  expect(restored).toContain('Owners Publish Without Developers');
  expect(restored).not.toContain('A Title That Will Be Rolled Back');
  expect(
    ((await (await owner.get('/api/admin/content/versions')).json()) as { versions: unknown[] }).versions,
  ).toHaveLength(3);
});

test('after signing out the session no longer works', async () => {
  expect((await owner.delete('/api/admin/session', { headers: { 'x-csrf-token': csrfToken } })).status()).toBe(204);
  expect((await owner.get('/api/admin/content')).status()).toBe(401);
});
