// @vitest-environment node
import { testAdmin } from '@rooted/admin/server/test-support';
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { renderStoryMarkdown } from '../render/stories/story-markdown';
import { createSiteApp } from './app';

/** The owner's API as the site mounts it: its routes beside the visitor's pages, and the site's renderer. */
async function siteWithOwner() {
  const admin = await testAdmin(defaultSiteContent, {}, { renderStoryMarkdown });
  const body = new TextEncoder().encode('<!doctype html><title>Home</title>');
  const files = new Map([['/index.html', { body, type: 'text/html; charset=utf-8', etag: '"home"' }]]);
  const site = createSiteApp({ files, owner: { routes: admin.app, publisher: admin.publisher } });
  return { admin, site };
}

describe("the owner's API inside the site app", () => {
  it('leaves visitor pages indexable and cacheable, and marks its own responses private', async () => {
    const { site } = await siteWithOwner();
    const home = await site.request('http://site.test/');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const signIn = await site.request('http://site.test/admin/sign-in');
    expect(signIn.headers.get('x-robots-tag')).toBe('noindex');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('previews a story with the pages’ own renderer: headings, links and lists kept, a script and a javascript: link gone', async () => {
    const { admin, site } = await siteWithOwner();
    const { cookie, csrfToken } = await admin.session();
    const markdown =
      '## Harvest\n\nSee [the farm](https://greenacre.example) and [this](javascript:alert(1)).\n\n- beets\n- kale\n\n<script>alert(1)</script>\n\n<a href="javascript:alert(2)">raw</a>';
    const response = await site.request('http://site.test/api/admin/stories/preview', {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, origin: 'http://site.test', 'content-type': 'application/json' },
      body: JSON.stringify({ markdown }),
    });
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('<h2');
    expect(html).toContain('href="https://greenacre.example"');
    expect(html).toMatch(/<li[^>]*>beets<\/li>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('answers open tabs at /api/content with the published version', async () => {
    const { site } = await siteWithOwner();
    const response = await site.request('http://site.test/api/content');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"content-build"');
  });
});
