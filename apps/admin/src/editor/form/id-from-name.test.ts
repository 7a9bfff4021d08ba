import { describe, expect, it } from 'vitest';
import { idFollowsName, slugify, uniqueSlug } from './id-from-name';

describe('an id made from a name', () => {
  it('is lower-case words joined by dashes, accents dropped, never empty', () => {
    expect(slugify('Greenacre Farm')).toBe('greenacre-farm');
    expect(slugify('  Café Crème & Co. ')).toBe('cafe-creme-co');
    expect(slugify('!!!')).toBe('item');
    expect(slugify('x'.repeat(100))).toHaveLength(60);
  });

  it("never takes another item's id", () => {
    expect(uniqueSlug('Greenacre Farm', ['greenacre-farm'])).toBe('greenacre-farm-2');
    expect(uniqueSlug('Greenacre Farm', ['greenacre-farm', 'greenacre-farm-2'])).toBe('greenacre-farm-3');
    expect(uniqueSlug('Riverside', ['greenacre-farm'])).toBe('riverside');
  });

  it('follows the name only while it was made from it', () => {
    expect(idFollowsName('', '')).toBe(true);
    expect(idFollowsName('greenacre-farm', 'Greenacre Farm')).toBe(true);
    expect(idFollowsName('greenacre-farm-2', 'Greenacre Farm')).toBe(true);
    expect(idFollowsName('typed-by-hand', 'Greenacre Farm')).toBe(false);
  });
});
