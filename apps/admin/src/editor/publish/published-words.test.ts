import { describe, expect, it } from 'vitest';
import { publishedWords, unseenStories } from './published-words';

const answer = {
  ok: true as const,
  version: { id: 7, publishedBy: 'owner@example.org', publishedAt: 0, restoredFrom: null },
  pages: 'rendered' as const,
};
const NOW = new Date('2026-12-07T09:00:00Z');
const story = (slug: string, status: string, publishedAt: string) => ({
  slug,
  title: `Story ${slug}`,
  status,
  publishedAt,
});
const before = { company: { name: 'Rooted' }, stories: [story('old', 'published', '2026-11-01T09:00:00Z')] };

describe('the words after a publish', () => {
  it('say a story scheduled for later is scheduled, not seen by every visitor now', () => {
    const after = { ...before, stories: [...before.stories, story('friday', 'scheduled', '2026-12-11T17:00:00Z')] };
    const words = publishedWords(answer, undefined, unseenStories(before, after, NOW));
    expect(words).toMatch(
      /^Published as version 7\. “Story friday” is scheduled: it goes public by itself on .+\. Until then no visitor sees it\.$/,
    );
    expect(words).not.toContain('Every visitor sees it now');
  });

  it('say a draft story is seen by nobody, and the other changes are', () => {
    const after = { company: { name: 'Rooted Ventures' }, stories: [...before.stories, story('notes', 'draft', '')] };
    expect(publishedWords(answer, undefined, unseenStories(before, after, NOW))).toBe(
      'Published as version 7. Visitors see your other changes now. “Story notes” is saved as a draft: no visitor sees it.',
    );
  });

  it('keep "every visitor sees it now" for changes visitors do see', () => {
    const after = { company: { name: 'Rooted Ventures' }, stories: before.stories };
    expect(publishedWords(answer, undefined, unseenStories(before, after, NOW))).toBe(
      'Published as version 7. Every visitor sees it now.',
    );
    expect(publishedWords(answer, 3)).toBe('Version 3 is live again (as version 7). Every visitor sees it now.');
  });
});
