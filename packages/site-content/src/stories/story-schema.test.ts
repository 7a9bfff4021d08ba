import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { defaultStories } from '../defaults/default-stories';
import { siteContentJsonSchema } from '../schema/json-schema';
import { siteContentSchema } from '../schema/site-content-schema';
import { validateSiteContent } from '../validate-site-content';
import { STORY_BODY_MAX, type Story } from './story-schema';

const story = defaultStories[0]!;
const withStories = (stories: unknown[]) => ({ ...defaultSiteContent, stories });
const issuesOf = (stories: unknown[]) => {
  const result = validateSiteContent(withStories(stories));
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

const hash = 'b'.repeat(32);
const cover = {
  src: `/media/${hash}-1200.webp`,
  avif: `/media/${hash}-600.avif 600w, /media/${hash}-1200.avif 1200w`,
  webp: `/media/${hash}-600.webp 600w, /media/${hash}-1200.webp 1200w`,
  alt: 'Forty veg boxes stacked by the barn door',
  width: 1200,
  height: 630,
};

describe('stories in the site content', () => {
  it('accepts the default stories, which file one under a venture of the default content', () => {
    expect(issuesOf(defaultStories)).toEqual([]);
    expect(defaultStories.length).toBeGreaterThanOrEqual(2);
    expect(defaultStories.some((candidate) => candidate.related?.kind === 'venture')).toBe(true);
  });

  it('keeps content stored before stories existed valid', () => {
    const { stories: _none, ...older } = withStories(defaultStories);
    const { stories: _heading, ...olderSections } = defaultSiteContent.sections;
    expect(siteContentSchema.safeParse({ ...older, sections: olderSections }).success).toBe(true);
  });

  it('refuses two stories at one address, naming the second', () => {
    expect(issuesOf([story, { ...defaultStories[1], slug: story.slug }])).toEqual([
      `stories[1].slug: Another story already uses the address "${story.slug}"`,
    ]);
  });

  it('refuses a tag listed twice and a tag that cannot be an address', () => {
    expect(issuesOf([{ ...story, tags: ['farming', 'farming'] }])).toEqual([
      'stories[0].tags[1]: Tag "farming" is listed twice',
    ]);
    expect(issuesOf([{ ...story, tags: ['Farming news'] }])).toHaveLength(1);
  });

  it('needs a time zone on every date, so a schedule means one instant on every server', () => {
    expect(issuesOf([{ ...story, publishedAt: '2026-10-14T09:00:00+02:00' }])).toEqual([]);
    expect(issuesOf([{ ...story, publishedAt: '2026-10-14T09:00:00' }])[0]).toMatch(
      /^stories\[0\]\.publishedAt: Expected a date and time/,
    );
    expect(issuesOf([{ ...story, updatedAt: 'yesterday' }])[0]).toMatch(/^stories\[0\]\.updatedAt: /);
  });

  it('knows only draft, scheduled and published', () => {
    for (const status of ['draft', 'scheduled', 'published'] satisfies Story['status'][]) {
      expect(issuesOf([{ ...story, status }])).toEqual([]);
    }
    expect(issuesOf([{ ...story, status: 'archived' }])).toHaveLength(1);
  });

  it('refuses a story about a venture that does not exist, and any programme slug is checked by its form only', () => {
    expect(issuesOf([{ ...story, related: { kind: 'venture', id: 'closed-bakery' } }])).toEqual([
      'stories[0].related.id: No venture has the id "closed-bakery"',
    ]);
    expect(issuesOf([{ ...story, related: { kind: 'programme', id: 'peer-mentoring' } }])).toEqual([]);
    expect(issuesOf([{ ...story, related: { kind: 'programme', id: '../admin' } }])).toHaveLength(1);
  });

  it('takes a cover only as an uploaded picture in the story slot, with alt text', () => {
    expect(issuesOf([{ ...story, cover }])).toEqual([]);
    expect(issuesOf([{ ...story, cover: { ...cover, alt: ' ' } }])).toHaveLength(1);
    expect(issuesOf([{ ...story, cover: { ...cover, src: 'https://tracker.example/pixel.webp' } }])).toHaveLength(1);
    expect(issuesOf([{ ...story, cover: { ...cover, width: 1920 } }])).toHaveLength(1);
  });

  it('bounds the body: empty and runaway bodies are refused', () => {
    expect(issuesOf([{ ...story, body: '   ' }])).toHaveLength(1);
    expect(issuesOf([{ ...story, body: 'a'.repeat(STORY_BODY_MAX) }])).toEqual([]);
    expect(issuesOf([{ ...story, body: 'a'.repeat(STORY_BODY_MAX + 1) }])).toHaveLength(1);
  });

  it('refuses fields it does not know', () => {
    expect(issuesOf([{ ...story, html: '<p>pre-rendered</p>' }])).toHaveLength(1);
  });

  it('describes stories in the JSON Schema the editor draws forms from: the body marked as Markdown, the cover as an upload', () => {
    type Node = {
      properties?: Record<string, Node>;
      items?: Node;
      anyOf?: Node[];
      'x-format'?: string;
      'x-image-slot'?: string;
      enum?: string[];
    };
    const root = siteContentJsonSchema() as Node;
    const item = root.properties!.stories!.items!;
    expect(item.properties!.body!['x-format']).toBe('markdown');
    expect(item.properties!.cover!['x-image-slot']).toBe('story');
    expect(item.properties!.status!.enum).toEqual(['draft', 'scheduled', 'published']);
  });
});
