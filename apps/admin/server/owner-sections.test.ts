// @vitest-environment node
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { editorFilesOf, testAdmin } from './test-support/owner-api';
import { ADMIN_SECTIONS } from './owner-routes';

const file = (text: string, type: string) => ({ text, type });

describe("the owner's app at its sections' URLs", () => {
  it('serves the app at each section, a lazily loaded chunk named after a section as itself, and nothing else', async () => {
    const chunks = ADMIN_SECTIONS.map((section) => `/assets/${section}-section-abc123.js`);
    const editor = editorFilesOf(
      new Map([
        ['/index.html', file('<!doctype html><title>Site editor</title>', 'text/html; charset=utf-8')],
        ...chunks.map((path): [string, { text: string; type: string }] => [
          path,
          file(`export const chunk = ${JSON.stringify(path)};`, 'text/javascript; charset=utf-8'),
        ]),
      ]),
    );
    const { call, session } = await testAdmin(defaultSiteContent, {}, { editor });
    const { cookie } = await session();
    for (const section of ADMIN_SECTIONS) {
      const page = await call(`/admin/${section}`, { headers: { cookie } });
      expect(page.status, section).toBe(200);
      expect(await page.text(), section).toContain('<title>Site editor</title>');
    }
    for (const path of chunks) {
      const chunk = await call(`/admin${path}`, { headers: { cookie } });
      expect(chunk.status, path).toBe(200);
      expect(chunk.headers.get('content-type'), path).toMatch(/^text\/javascript/);
      expect(await chunk.text(), path).toBe(`export const chunk = ${JSON.stringify(path)};`);
    }
    for (const path of ['/admin/healthy', '/admin/leads/x', '/admin/xleads', '/admin/assets/health']) {
      expect((await call(path, { headers: { cookie } })).status, path).toBe(404);
    }
  });
});
