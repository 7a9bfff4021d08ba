// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_SECTIONS } from './owner-routes';
import { editorFilesOf, testAdmin } from './test-support/owner-api';

const file = (text: string, type: string) => ({ text, type });
const editor = editorFilesOf(
  new Map([
    [
      '/index.html',
      file(
        '<!doctype html><title>Site editor</title><script type="module" src="/admin/assets/editor-abc.js"></script>',
        'text/html; charset=utf-8',
      ),
    ],
    ['/assets/editor-abc.js', file('console.log("editor")', 'text/javascript; charset=utf-8')],
  ]),
);

describe('the editor page', () => {
  it('is served, with its scripts, only to a signed-in owner, never cached and never indexed', async () => {
    const { call, session } = await testAdmin(defaultSiteContent, {}, { editor });
    for (const path of ['/admin', '/admin/assets/editor-abc.js']) {
      const refused = await call(path);
      // The page answers with the sign-in form (303), its code with 401.
      expect(refused.status, path).toBe(path === '/admin' ? 303 : 401);
      expect(await refused.text(), path).not.toContain('editor-abc');
    }
    const { cookie } = await session();
    const page = await call('/admin', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('/admin/assets/editor-abc.js');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const script = await call('/admin/assets/editor-abc.js', { headers: { cookie } });
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("editor")');
    expect((await call('/admin/assets/missing.js', { headers: { cookie } })).status).toBe(404);
    expect((await call('/admin/assets/..%2Findex.html', { headers: { cookie } })).status).toBe(404);
  });

  it("is served at each section's URL to an owner, and at no other path under /admin", async () => {
    const { call, session } = await testAdmin(defaultSiteContent, {}, { editor });
    const refused = await call('/admin/content/ventures', { redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Fcontent%2Fventures');
    const { cookie } = await session();
    for (const slug of ADMIN_CONTENT_SECTIONS) {
      const page = await call(`/admin/content/${slug}`, { headers: { cookie } });
      expect(page.status, slug).toBe(200);
      expect(await page.text(), slug).toContain('/admin/assets/editor-abc.js');
    }
    // The Content overview moved from /admin (now the front page) to /admin/content.
    expect((await call('/admin/content', { headers: { cookie } })).status).toBe(200);
    for (const path of [
      '/admin/content/',
      '/admin/content/secrets',
      '/admin/content/ventures/1',
      '/admin/content/venturesx',
      '/admin/content/hero%2F..%2Fassets',
      '/admin/leadsx',
      '/admin/leads/1',
      '/admin/xactivity',
    ]) {
      expect((await call(path, { headers: { cookie } })).status, path).toBe(404);
    }
  });

  it('says the editor is not built when the build has none', async () => {
    const { call, session } = await testAdmin(defaultSiteContent);
    const { cookie } = await session();
    const page = await call('/admin', { headers: { cookie } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('not built');
  });
});
