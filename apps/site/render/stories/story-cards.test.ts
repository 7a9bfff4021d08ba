// @vitest-environment node
import { defaultSiteContent, defaultStories, type SiteContent, type Story } from '@rooted/site-content';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORY_CARD_PATH } from '../../src/pages/stories/story-paths';
import { renderStoryCard, storyCardSvg } from './story-card-image';
import { storyCardsOf, writeStoryCards } from './story-cards';
import { buildStoryPages } from './story-pages';

const now = new Date('2026-11-26T12:00:00Z');
const base = defaultStories[0]!;
const story = (slug: string, overrides: Partial<Story> = {}): Story => ({
  ...base,
  slug,
  title: `Story ${slug}`,
  ...overrides,
});
const contentWith = (stories: Story[]): SiteContent => ({ ...defaultSiteContent, stories });
const cardsOf = (stories: Story[]) => storyCardsOf(buildStoryPages(contentWith(stories), now));
const cardOf = (one: Story) => cardsOf([one])[0]!;
const shows = {
  title: 'Forty boxes',
  byline: 'By Ana Torres · 14 October 2026',
  site: 'Rooted Ventures',
  tagline: 'People Over Profit',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a story without a cover gets a sharing card', () => {
  it('as a 1200 × 630 PNG', async () => {
    const png = await renderStoryCard(shows);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('named in its head with its size and alt text; a story with a cover is shared with the cover instead', () => {
    const pages = buildStoryPages(
      contentWith([
        story('plain'),
        story('covered', {
          cover: {
            src: `/media/${'c'.repeat(32)}-1200.webp`,
            avif: 'x',
            webp: 'y',
            width: 1200,
            height: 630,
            alt: 'Crates of beans',
          },
        }),
      ]),
      now,
    );
    const plain = pages.find((page) => page.path === '/stories/plain')!;
    expect(plain.kind === 'story' && plain.card?.path).toMatch(STORY_CARD_PATH);
    expect(plain.head.article?.image).toEqual({
      src: plain.kind === 'story' && plain.card?.path,
      width: 1200,
      height: 630,
      alt: `Story plain, a story by ${base.author} from Rooted Ventures`,
    });
    const covered = pages.find((page) => page.path === '/stories/covered')!;
    expect(covered.kind === 'story' && covered.card).toBeUndefined();
    expect(covered.head.article?.image?.alt).toBe('Crates of beans');
  });

  it('at an address that changes with the title (and only with what the card shows)', () => {
    const first = cardOf(story('harvest'));
    expect(cardOf(story('harvest')).path).toBe(first.path);
    expect(cardOf(story('harvest', { title: 'A new title' })).path).not.toBe(first.path);
    expect(cardOf(story('harvest', { author: 'Sam Okafor' })).path).not.toBe(first.path);
    // The body and the summary are not on the card: changing them keeps the address (and the file).
    expect(cardOf(story('harvest', { body: 'Another body.', summary: 'Another summary.' })).path).toBe(first.path);
  });

  it('never for a draft or a story scheduled for later', () => {
    const cards = cardsOf([
      story('out-now'),
      story('secret-draft', { status: 'draft' }),
      story('next-week', { status: 'scheduled', publishedAt: '2026-12-03T09:00:00Z' }),
    ]);
    expect(cards.map((card) => card.path.split('/')[2])).toEqual(['out-now']);
  });
});

describe('the card shows text as text', () => {
  // Every glyph is drawn as an outline, so two texts that look different give different drawings.
  const drawn = (title: string) => storyCardSvg({ ...shows, title });

  it('draws markup and entities as the characters they are', async () => {
    expect(await drawn('<b>Beans</b>')).not.toBe(await drawn('Beans'));
    expect(await drawn('Beans &amp; greens')).not.toBe(await drawn('Beans & greens'));
    expect(await drawn('<script>alert(1)</script>')).not.toContain('<script');
  });

  it('draws each emoji with its own glyph (not one box for every missing character)', async () => {
    const [sprout, carrot, none] = await Promise.all([drawn('Harvest 🌱'), drawn('Harvest 🥕'), drawn('Harvest')]);
    expect(sprout).not.toBe(carrot);
    expect(sprout).not.toBe(none);
  });
});

describe('writeStoryCards', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'story-cards-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('draws only the cards of new or changed stories, keeping the others', async () => {
    const stories = [story('one'), story('two'), story('hidden', { status: 'draft' })];
    const first = await writeStoryCards(dir, cardsOf(stories));
    expect(first.drawn).toHaveLength(2);
    expect(first.files).toEqual(first.drawn);
    expect(await readdir(join(dir, 'stories'))).toEqual(['one', 'two']);

    const again = await writeStoryCards(dir, cardsOf(stories));
    expect(again.drawn).toEqual([]);
    expect(again.files).toEqual(first.files);

    const renamed = await writeStoryCards(dir, cardsOf([story('one', { title: 'One, retitled' }), story('two')]));
    expect(renamed.drawn).toHaveLength(1);
    expect(renamed.drawn[0]).toMatch(/^stories\/one\/card-/);
    expect(renamed.drawn[0]).not.toBe(first.files[0]);
    expect(renamed.files[1]).toBe(first.files[1]);
  });
});
