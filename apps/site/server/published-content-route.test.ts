import type { SiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { createPublishedContentRoute } from './published-content-route';

const content = (title: string) => ({ hero: { title } }) as unknown as SiteContent;

/** A publisher whose newest version the test sets. */
function fakePublisher(initial: { version: number | null; content: SiteContent }) {
  const state = { ...initial };
  return {
    state,
    publisher: {
      current: async () => ({ version: state.version, content: state.content }),
      versions: { currentId: async () => state.version, get: async () => undefined, list: async () => [] },
    },
  };
}

describe('GET /api/content', () => {
  it('sends the published content with its version as an ETag, revalidated on every use', async () => {
    const { publisher } = fakePublisher({ version: 7, content: content('Seven') });
    const response = await createPublishedContentRoute(publisher).request('/api/content');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"content-7"');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ version: 7, content: content('Seven') });
  });

  it('answers 304 with no body while the version is the one the tab has, and 200 once it changed', async () => {
    const { publisher, state } = fakePublisher({ version: 7, content: content('Seven') });
    const app = createPublishedContentRoute(publisher);
    const same = await app.request('/api/content', { headers: { 'if-none-match': '"content-7"' } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    Object.assign(state, { version: 8, content: content('Eight') });
    const changed = await app.request('/api/content', { headers: { 'if-none-match': '"content-7"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"content-8"');
    expect(((await changed.json()) as { content: SiteContent }).content.hero.title).toBe('Eight');
  });

  it('names the build before the first publish, and never says who published', async () => {
    const { publisher } = fakePublisher({ version: null, content: content('Built') });
    const response = await createPublishedContentRoute(publisher).request('/api/content');
    expect(response.headers.get('etag')).toBe('"content-build"');
    expect(Object.keys((await response.json()) as object)).toEqual(['version', 'content']);
  });

  it('leaves the stories out, so a draft never reaches a visitor', async () => {
    const withDraft = {
      ...content('Seven'),
      stories: [{ slug: 'secret-plans', status: 'draft', body: 'Not yet.' }],
    } as unknown as SiteContent;
    const { publisher } = fakePublisher({ version: 7, content: withDraft });
    const response = await createPublishedContentRoute(publisher).request('/api/content');
    const text = await response.text();
    expect(text).not.toContain('secret-plans');
    expect((JSON.parse(text) as { content: SiteContent }).content).toEqual(content('Seven'));
  });
});
