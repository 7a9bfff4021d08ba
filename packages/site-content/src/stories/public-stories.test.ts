import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStories } from '../defaults/default-stories';
import { isPublicStory, publicStories, readingMinutes } from './public-stories';
import { STORY_STATUSES } from './story-schema';

const now = new Date('2026-11-26T12:00:00Z');
const at = (publishedAt: string, status: (typeof STORY_STATUSES)[number], title = 'A story') => ({
  title,
  publishedAt,
  status,
});

describe('isPublicStory', () => {
  it('never shows a draft, whatever its date', () => {
    expect(isPublicStory(at('2020-01-01T00:00:00Z', 'draft'), now)).toBe(false);
  });

  it('shows a scheduled story from its instant on, not a second before', () => {
    expect(isPublicStory(at('2026-11-26T12:00:01Z', 'scheduled'), now)).toBe(false);
    expect(isPublicStory(at('2026-11-26T12:00:00Z', 'scheduled'), now)).toBe(true);
    expect(isPublicStory(at('2026-11-26T13:30:00+01:00', 'scheduled'), now)).toBe(false);
    expect(isPublicStory(at('2026-11-26T12:30:00+01:00', 'scheduled'), now)).toBe(true);
  });

  it('holds back a published story dated ahead until its date', () => {
    expect(isPublicStory(at('2026-12-01T00:00:00Z', 'published'), now)).toBe(false);
    expect(isPublicStory(at('2026-11-01T00:00:00Z', 'published'), now)).toBe(true);
  });
});

describe('publicStories', () => {
  it('lists the default stories newest first', () => {
    expect(publicStories(defaultStories, now).map((story) => story.slug)).toEqual([
      'greenacre-first-harvest',
      'six-months-of-mentoring',
      'impact-report-2025',
    ]);
  });

  it('keeps exactly the public stories, newest first, for any mix of statuses and dates', () => {
    const stories = fc.array(
      fc.record({
        title: fc.string({ maxLength: 8 }),
        status: fc.constantFrom(...STORY_STATUSES),
        publishedAt: fc
          .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(stories, (list) => {
        const shown = publicStories(list, now);
        expect(shown).toHaveLength(
          list.filter((story) => story.status !== 'draft' && Date.parse(story.publishedAt) <= now.getTime()).length,
        );
        for (const story of shown) expect(isPublicStory(story, now)).toBe(true);
        for (let index = 1; index < shown.length; index += 1) {
          expect(Date.parse(shown[index - 1]!.publishedAt)).toBeGreaterThanOrEqual(
            Date.parse(shown[index]!.publishedAt),
          );
        }
      }),
    );
  });
});

describe('readingMinutes', () => {
  it('counts about 220 words a minute, at least one', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => 'word').join(' '))).toBe(5);
  });

  it('does not count Markdown marks as words', () => {
    const lines = Array.from({ length: 440 }, () => '## > - word').join('\n');
    expect(readingMinutes(lines)).toBe(2);
  });
});
