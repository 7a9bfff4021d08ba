import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { siteContentSchema } from '../schema/site-content-schema';
import { resolveOverride } from './resolve-override';

const resolve = (override: unknown) => resolveOverride(siteContentSchema, defaultSiteContent, override);

describe('resolveOverride', () => {
  it('gives the defaults for nothing stored or a non-object', () => {
    expect(resolve(undefined).value).toBe(defaultSiteContent);
    expect(resolve('a string').value).toBe(defaultSiteContent);
    expect(resolve([1, 2]).dropped).toEqual([{ path: '', message: 'Expected an object' }]);
  });

  it('merges a valid override over the defaults', () => {
    const { value, dropped } = resolve({ hero: { title: 'Grow with us' } });
    expect(dropped).toEqual([]);
    expect(value.hero.title).toBe('Grow with us');
    expect(value.hero.subtitle).toBe(defaultSiteContent.hero.subtitle);
  });

  it('keeps valid siblings of an invalid field', () => {
    const { value, dropped, override } = resolve({
      hero: { title: 'Grow with us', ctaText: 42 },
      company: { phone: '+1 555 0199' },
    });
    expect(value.hero.title).toBe('Grow with us');
    expect(value.hero.ctaText).toBe(defaultSiteContent.hero.ctaText);
    expect(value.company.phone).toBe('+1 555 0199');
    expect(dropped.map((issue) => issue.path)).toEqual(['hero.ctaText']);
    expect(override).toEqual({ hero: { title: 'Grow with us' }, company: { phone: '+1 555 0199' } });
  });

  it('drops a whole array when one item is invalid, because arrays replace', () => {
    const ventures = [{ ...defaultSiteContent.ventures[0], status: 'Someday' }];
    const { value, dropped } = resolve({ ventures, hero: { title: 'Kept' } });
    expect(value.ventures).toEqual(defaultSiteContent.ventures);
    expect(value.hero.title).toBe('Kept');
    expect(dropped.map((issue) => issue.path)).toEqual(['ventures']);
  });

  it('drops unknown keys and keeps the rest', () => {
    const { value, dropped } = resolve({ extra: 1, company: { fax: '1', name: 'Rooted Co-op' } });
    expect(value.company.name).toBe('Rooted Co-op');
    expect(dropped.map((issue) => issue.path).sort()).toEqual(['company.fax', 'extra']);
  });

  it('drops huge values', () => {
    const { value } = resolve({ about: { mission: 'x'.repeat(50_000) } });
    expect(value.about.mission).toBe(defaultSiteContent.about.mission);
  });

  it('does not modify the stored value it was given', () => {
    const stored = { hero: { ctaText: 42 } };
    resolve(stored);
    expect(stored).toEqual({ hero: { ctaText: 42 } });
  });
});
