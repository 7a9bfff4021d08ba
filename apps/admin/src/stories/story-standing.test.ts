import { describe, expect, it } from 'vitest';
import { storiesByDate, storyStanding } from './story-standing';

const NOW = new Date('2026-11-26T12:00:00Z');

describe("a story's standing, as the list and the editor say it", () => {
  it("follows the pages' rule: drafts never, dated ahead later, the rest now", () => {
    expect(storyStanding({ status: 'draft', publishedAt: '2026-01-01T00:00:00Z' }, NOW).label).toBe('Draft');
    expect(storyStanding({ status: 'published', publishedAt: '2026-11-26T11:59:00Z' }, NOW).label).toBe('Published');
    expect(storyStanding({ status: 'scheduled', publishedAt: '2026-11-26T11:59:00Z' }, NOW).label).toBe('Published');
    expect(storyStanding({ status: 'scheduled', publishedAt: '2026-11-26T12:01:00Z' }, NOW)).toMatchObject({
      label: 'Scheduled',
      detail: expect.stringContaining('by itself'),
    });
    // A published story dated ahead waits for its date too.
    expect(storyStanding({ status: 'published', publishedAt: '2026-11-27T09:00:00+01:00' }, NOW).label).toBe(
      'Scheduled',
    );
  });

  it('asks for a date when the draft has none yet', () => {
    expect(storyStanding({ status: 'scheduled', publishedAt: '' }, NOW).detail).toMatch(/enter/);
  });

  it('lists the newest first, whatever their order in the content', () => {
    const stories = [
      { title: 'old', publishedAt: '2026-01-01T00:00:00Z' },
      { title: 'new', publishedAt: '2026-11-01T00:00:00+02:00' },
      { title: 'middle', publishedAt: '2026-06-01T00:00:00Z' },
    ];
    expect(storiesByDate(stories).map(({ story, index }) => `${story.title}@${index}`)).toEqual([
      'new@1',
      'middle@2',
      'old@0',
    ]);
  });
});
