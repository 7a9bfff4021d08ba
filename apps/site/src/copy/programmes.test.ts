import { describe, expect, it } from 'vitest';
import { programmeIndex } from './programme-index';
import { programmeSlugs } from './programme-slugs';
import { loadProgramme } from './load-programme';
import { programmes } from './programmes';

/** The ten landing pages, in their fixed order. */
const SPEC_SLUGS = [
  'sustainable-business',
  'startup-mentorship',
  'impact-investment',
  'social-innovation-workshops',
  'peer-mentoring',
  'women-entrepreneurs',
  'local-entrepreneurs',
  'regional-investing',
  'social-impact-tech',
  'coworking-spaces',
];
const HOME_ANCHORS = ['#ventures', '#join', '#community', '#about'];

describe('programmes', () => {
  it('has the ten landing pages in order with unique slugs', () => {
    expect(programmes.map((p) => p.slug)).toEqual(SPEC_SLUGS);
    expect(new Set(programmes.map((p) => p.slug)).size).toBe(10);
  });

  it('keeps the router slugs, the index and the copy in the same order', () => {
    expect([...programmeSlugs]).toEqual(SPEC_SLUGS);
    expect(programmeIndex.map((p) => p.slug)).toEqual(SPEC_SLUGS);
  });

  it('gives every page four benefits, steps and a closing call to action', () => {
    for (const programme of programmes) {
      expect(programme.benefits, programme.slug).toHaveLength(4);
      expect(programme.steps.length, programme.slug).toBeGreaterThanOrEqual(3);
      expect(programme.closing.title.length, programme.slug).toBeGreaterThan(10);
      expect(programme.audience.points.length, programme.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('sends both hero calls to action and the closing one to home anchors', () => {
    for (const programme of programmes) {
      const anchors = [programme.primaryCta.anchor, programme.secondaryCta.anchor, programme.closing.cta.anchor];
      for (const anchor of anchors) expect(HOME_ANCHORS, programme.slug).toContain(anchor);
      expect(programme.primaryCta.anchor, programme.slug).not.toBe(programme.secondaryCta.anchor);
    }
  });

  it('writes distinct copy for every page', () => {
    const texts = programmes.flatMap((p) => [
      p.title,
      p.summary,
      p.intro,
      p.audience.text,
      ...p.benefits.map((b) => b.title),
    ]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const programme of programmes) {
      expect(programme.summary.length, programme.slug).toBeLessThanOrEqual(160);
      expect(programme.keywords.length, programme.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("loads one programme's page data by slug, the same as the full list holds", async () => {
    expect(await loadProgramme('peer-mentoring')).toEqual(programmes.find((p) => p.slug === 'peer-mentoring'));
  });
});
