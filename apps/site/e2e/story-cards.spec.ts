import { expect, request, test, type APIRequestContext } from '@playwright/test';
import type { SiteContent } from '@rooted/site-content';
import { startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * A story's sharing card follows the story through a publish on the server: a new title gets a
 * card at a new address (the old one is gone), a story back in draft loses its card with its
 * page, and a story that did not change keeps its card where it was.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const EMAIL = 'owner@rooted.example';
const PASSWORD = 'sprout compost meadow harvest';
let site: OwnerSite;
let owner: APIRequestContext;

/** The path of the sharing card a story page names in `og:image`, or undefined without a page. */
async function cardOf(path: string): Promise<string | undefined> {
  const response = await fetch(`${site.origin}${path}`);
  if (response.status !== 200) return undefined;
  const image = /<meta property="og:image" content="([^"]+)"/.exec(await response.text())?.[1];
  return image && new URL(image).pathname;
}
const status = async (path: string) => (await fetch(`${site.origin}${path}`)).status;

test.beforeAll(async () => {
  site = await startOwnerSite();
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await site.siteOwner('add', EMAIL))?.[1];
  owner = await request.newContext({ baseURL: site.origin, extraHTTPHeaders: { origin: site.origin } });
  expect(
    (
      await owner.post('/admin/setup', {
        form: { token: new URL(link!).searchParams.get('token')!, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);
});

test.afterAll(async () => {
  await owner?.dispose();
  await site?.stop();
});

test('a publish draws the card of a retitled story at a new address and removes the cards of the old title and of a story back in draft', async () => {
  const signIn = await owner.post('/api/admin/session', { data: { email: EMAIL, password: PASSWORD } });
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  const [retitled, unchanged, drafted] = content.stories!.filter((story) => story.status === 'published');
  const before = {
    retitled: await cardOf(`/stories/${retitled!.slug}`),
    unchanged: await cardOf(`/stories/${unchanged!.slug}`),
    drafted: await cardOf(`/stories/${drafted!.slug}`),
  };
  for (const card of Object.values(before)) {
    expect(card).toMatch(/^\/stories\/[a-z0-9-]+\/card-[0-9a-f]{16}\.png$/);
    expect(await status(card!)).toBe(200);
  }

  const draft = structuredClone(content);
  draft.stories = draft.stories!.map((story) => {
    if (story.slug === retitled!.slug) return { ...story, title: 'A <new> title & a sprout 🌱' };
    if (story.slug === drafted!.slug) return { ...story, status: 'draft' as const };
    return story;
  });
  const published = await owner.post('/api/admin/content/publish', {
    data: { content: draft },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(published.status()).toBe(201);
  expect(await published.json()).toMatchObject({ ok: true, pages: 'rendered' });

  const after = await cardOf(`/stories/${retitled!.slug}`);
  expect(after).toMatch(/^\/stories\/[a-z0-9-]+\/card-[0-9a-f]{16}\.png$/);
  expect(after).not.toBe(before.retitled);
  const card = await fetch(`${site.origin}${after}`);
  expect(card.status).toBe(200);
  expect(card.headers.get('content-type')).toBe('image/png');
  expect(await status(before.retitled!)).toBe(404);

  expect(await cardOf(`/stories/${unchanged!.slug}`)).toBe(before.unchanged);
  expect(await status(before.unchanged!)).toBe(200);

  expect(await status(`/stories/${drafted!.slug}`)).toBe(404);
  expect(await status(before.drafted!)).toBe(404);
});
