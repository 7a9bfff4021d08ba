import { afterEach, describe, expect, it } from 'vitest';
import { loadStoryEntries, resetStoryEntries, STORY_SEARCH_PATH } from './story-entries';

const story = {
  id: 'story-stories-a',
  title: 'First harvest',
  type: 'Page',
  href: '/stories/a',
  description: 'Forty boxes.',
  keywords: ['farming'],
};
const answering = (body: unknown, status = 200) => {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
};

afterEach(resetStoryEntries);

describe('loadStoryEntries', () => {
  it('reads the stories’ entries from the file the prerender writes, once per page', async () => {
    const { asked, fetcher } = answering([story]);
    expect(await loadStoryEntries(fetcher)).toEqual([story]);
    expect(await loadStoryEntries(fetcher)).toEqual([story]);
    expect(asked).toEqual([STORY_SEARCH_PATH]);
  });

  it('keeps only story entries on the site, whatever else the file holds', async () => {
    const junk = [
      null,
      3,
      { ...story, href: 'https://elsewhere.example/' },
      { ...story, href: 'javascript:alert(1)' },
      { ...story, type: 'Section' },
      { ...story, href: '/privacy' },
      { ...story, keywords: [1] },
      { ...story, title: undefined },
    ];
    const { fetcher } = answering([...junk, story]);
    expect(await loadStoryEntries(fetcher)).toEqual([story]);
  });

  it('gives no entries without the file, with a broken one or when the network fails, so the search still works', async () => {
    expect(await loadStoryEntries(answering('not found', 404).fetcher)).toEqual([]);
    resetStoryEntries();
    expect(await loadStoryEntries(answering('{"broken":').fetcher)).toEqual([]);
    resetStoryEntries();
    expect(await loadStoryEntries((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toEqual(
      [],
    );
  });
});
