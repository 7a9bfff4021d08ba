import { describe, expect, it } from 'vitest';
import { EMAIL_MARK, scrubPersonalData } from './scrub';

describe('scrubbing encoded addresses', () => {
  it('removes an address that arrives percent-encoded, doubly encoded or as HTML character references', () => {
    for (const text of [
      'Failed to load /api/x?email=victim%40example.com',
      'Unknown user victim%40example.com',
      'Unknown user victim%2540example.com',
      'Unknown user victim&#64;example.com',
      'Unknown user victim&#x40;example&#46;com',
      'Unknown user victim&commat;example.com',
      'Unknown user VICTIM%40EXAMPLE.COM.',
    ]) {
      const scrubbed = scrubPersonalData(text);
      expect(scrubbed.toLowerCase(), text).not.toContain('victim');
      expect(scrubbed, text).toMatch(/\[email\]|\?\[query\]/);
    }
    expect(scrubPersonalData('Unknown user victim%40example.com')).toBe(`Unknown user ${EMAIL_MARK}`);
  });

  it('leaves encoded text without an address as it was', () => {
    expect(scrubPersonalData('Could not parse 100%25 of a&amp;b at main.js:10:5')).toBe(
      'Could not parse 100%25 of a&amp;b at main.js:10:5',
    );
  });
});
