import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTarget } from './primitives';

const SITE = 'https://site.example';
const accepts = (link: string) => linkTarget().safeParse(link).success;

/** Characters the URL parser treats specially, so generated links hit its corners often. */
const tricky = fc.constantFrom(
  '/',
  '\\',
  ':',
  '.',
  '@',
  '#',
  '?',
  '%',
  '2',
  'f',
  'F',
  '5',
  'C',
  'e',
  'x',
  'h',
  't',
  'p',
  's',
  'w',
  ' ',
  '\t',
  '\n',
  '\r',
  '\0',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u3000',
  '\u2028',
  '０',
  '／',
  '＼',
  'ｈ',
);
const trickyString = fc.array(tricky, { maxLength: 16 }).map((chars) => chars.join(''));
const link = fc.oneof(
  trickyString,
  trickyString.map((rest) => `/${rest}`),
  trickyString.map((rest) => `#${rest}`),
  trickyString.map((rest) => `http${rest}`),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.webUrl().map((url) => url.slice(url.indexOf('/', 8) === -1 ? url.length : url.indexOf('/', 8))),
);

describe('linkTarget', () => {
  it('refuses every form a browser resolves off the site while it looks like a path', () => {
    for (const offsite of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '\\/evil.example',
      '/%09/x\\y',
    ]) {
      expect(accepts(offsite), JSON.stringify(offsite)).toBe(false);
    }
  });

  it('refuses other schemes, control characters and whitespace', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'mailto:a@b.example',
      'http:evil.example',
      'https:/evil.example',
      'https://',
      '/a b',
      '/a\u0000',
      '#a b',
      '',
    ]) {
      expect(accepts(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts anchors, site paths with queries and web URLs', () => {
    for (const good of [
      '#join',
      '/',
      '/docs',
      '/docs?tab=owners#passkeys',
      '/%2F%2Fx',
      'https://greenacre.example',
      'HTTP://Greenacre.example/a?b#c',
    ]) {
      expect(accepts(good), good).toBe(true);
    }
  });

  it('an accepted link that is not absolute stays on the site under the WHATWG URL parser', () => {
    fc.assert(
      fc.property(link, (candidate) => {
        if (!accepts(candidate)) return;
        const resolved = new URL(candidate, SITE);
        if (candidate.startsWith('/') || candidate.startsWith('#')) {
          expect(resolved.origin).toBe(SITE);
        } else {
          expect(['http:', 'https:']).toContain(resolved.protocol);
          expect(resolved.hostname).not.toBe('');
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('accepts every http(s) URL the parser writes back out, and every path of the site it writes', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const href = new URL(url).href;
        if (href.length <= 300) expect(accepts(href)).toBe(true);
        const path = new URL(url).pathname;
        expect(accepts(path)).toBe(!path.startsWith('//'));
      }),
      { numRuns: 500 },
    );
  });
});
