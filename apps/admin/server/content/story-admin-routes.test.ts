// @vitest-environment node
/**
 * What the owner's Stories section asks of the server: a preview of a story body rendered by the
 * renderer the site hands the owner's API (its pages' own renderer and sanitiser), behind the session, origin and CSRF checks, refusing bad
 * bodies with a 4xx; and a content document long enough for many long stories still checked and
 * published, under a cap of its own.
 */
import { defaultSiteContent, defaultStories, type SiteContent, type Story } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test-support/owner-api';
import { MAX_CONTENT_BODY_BYTES } from '../owner-routes';

const json = (body: unknown) => JSON.stringify(body);

async function signedIn() {
  const admin = await testAdmin(defaultSiteContent);
  const { cookie, csrfToken } = await admin.session();
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    admin.call(path, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', ...headers },
      body,
    });
  return { ...admin, cookie, csrfToken, post };
}

/** A story body of about `size` characters of ordinary Markdown: headings, lists, links, quotes. */
function longBody(size: number, n: number): string {
  const block = `## Part ${n}\n\nThe crew planted beets, kale and squash; the [farm's page](https://greenacre.example/${n}) lists each row.\n\n- Seed and compost\n- Wages for everyone\n\n> Café owners in São Paulo asked for more — naïve of us to plant so few.\n\n`;
  return block
    .repeat(Math.ceil(size / block.length))
    .slice(0, size)
    .trim();
}

/** Fifty stories of 20,000 characters: the most a studio's site plausibly keeps in its content. */
function contentWithLongStories(): SiteContent {
  const base = defaultStories[0]!;
  const stories: Story[] = Array.from({ length: 50 }, (_, n) => ({
    ...base,
    slug: `story-${n}`,
    title: `Story ${n}`,
    body: longBody(20_000, n),
  }));
  return { ...defaultSiteContent, stories };
}

describe('story preview', () => {
  it('answers the body as the renderer the site mounts the owner API with renders it', async () => {
    const { post } = await signedIn();
    const response = await post('/api/admin/stories/preview', json({ markdown: '## Harvest <b>' }));
    expect(response.status).toBe(200);
    // The test support's renderer escapes and wraps; the site's own one is tested in apps/site/render/stories.
    expect(await response.json()).toEqual({ html: '<p data-rendered>## Harvest &lt;b></p>' });
  });

  it('needs a session, our origin and the CSRF token', async () => {
    const { call, cookie, csrfToken } = await signedIn();
    const body = json({ markdown: '# Hi' });
    const headers = { 'content-type': 'application/json' };
    expect((await call('/api/admin/stories/preview', { method: 'POST', headers, body })).status).toBe(401);
    expect(
      (await call('/api/admin/stories/preview', { method: 'POST', headers: { ...headers, cookie }, body })).status,
    ).toBe(403);
    expect(
      (
        await call('/api/admin/stories/preview', {
          method: 'POST',
          headers: { ...headers, cookie, 'x-csrf-token': csrfToken, origin: 'https://evil.example' },
          body,
        })
      ).status,
    ).toBe(403);
  });

  it('answers every malformed body with a 4xx, never a 500 (fast-check)', async () => {
    const { post } = await signedIn();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => json(value)),
          fc.record({ markdown: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())) }).map(json),
          fc.string(),
        ),
        async (body) => {
          const response = await post('/api/admin/stories/preview', body);
          // A body that happens to be { markdown: "…" } is a fine preview; anything else is refused.
          if (response.status === 200) return;
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a body longer than a story may be (400), and a request over its cap (413)', async () => {
    const { post } = await signedIn();
    expect((await post('/api/admin/stories/preview', json({ markdown: 'a'.repeat(40_001) }))).status).toBe(400);
    expect((await post('/api/admin/stories/preview', json({ markdown: 'a'.repeat(300_000) }))).status).toBe(413);
  });
});

describe('a content document with many long stories', { timeout: 60_000 }, () => {
  it('is checked and published: fifty stories of 20,000 characters fit the content cap with room', async () => {
    const { post, rendered } = await signedIn();
    const content = contentWithLongStories();
    const body = json({ content });
    const bytes = new TextEncoder().encode(body).byteLength;
    // The measurement the cap is set from (about 1.1 MB), and the room left above it.
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(bytes * 3).toBeLessThan(MAX_CONTENT_BODY_BYTES);
    expect((await post('/api/admin/content/validate', body)).status).toBe(200);
    const published = await post('/api/admin/content/publish', body);
    expect(published.status).toBe(201);
    expect(rendered.at(-1)?.stories).toHaveLength(50);
  });

  it('is refused with 413 past the cap, and other writes keep their smaller cap', async () => {
    const { post } = await signedIn();
    const tooLong = json({ content: { ...defaultSiteContent, padding: 'x'.repeat(MAX_CONTENT_BODY_BYTES) } });
    expect((await post('/api/admin/content/validate', tooLong)).status).toBe(413);
    expect((await post('/api/admin/content/publish', tooLong)).status).toBe(413);
    expect(
      (await post('/api/admin/account/password', json({ current: 'x', password: 'y'.repeat(600 * 1024) }))).status,
    ).toBe(413);
  });
});
