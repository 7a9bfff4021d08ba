import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page to return to after signing in', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/versions?page=2#top')).toBe('/admin/versions?page=2#top');
    expect(safeReturnPath('/docs')).toBe('/docs');
  });

  it('refuses everything that leaves the site or is not a path', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example/admin',
      'javascript:alert(1)',
      'admin',
      '',
      undefined,
      42,
      '/a\nb',
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBe('/admin');
    }
  });

  it('decides on the normalised path: dot segments, encoded dots and backslashes cannot reach another host', () => {
    const hostile = [
      '/.//evil.example/phish',
      '/admin/../..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/%2e//evil.example',
      '/./%2e/..//evil.example',
      '/a/..//evil.example',
      '/admin/%2e%2e/%2e%2e//evil.example/phish?x=1',
      '/\\evil.example',
      '/%5c%5cevil.example',
      '/.%2f/evil.example',
      '/./\\evil.example',
    ];
    for (const value of hostile) {
      const path = safeReturnPath(value);
      expect(new URL(path, 'https://site.example').host, value).toBe('site.example');
      expect(path.startsWith('//'), value).toBe(false);
    }
    expect(safeReturnPath('/.//evil.example/phish')).toBe('/admin');
    expect(safeReturnPath('/admin/../..//evil.example')).toBe('/admin');
    expect(safeReturnPath('/%2e%2e//evil.example')).toBe('/admin');
  });

  it('keeps a harmless dot segment as the path it normalises to', () => {
    expect(safeReturnPath('/admin/./versions')).toBe('/admin/versions');
    expect(safeReturnPath('/admin/x/../versions')).toBe('/admin/versions');
  });

  it('for any mix of dot segments, encodings and slashes, what it returns resolves on the site, as the WHATWG parser reads it', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2e%2e',
      '\\',
      '%5c',
      '%2f',
      'evil.example',
      'admin',
      '@',
      ':',
      '?',
      '#',
      '\t',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const value = `/${pieces.join('')}`;
        const path = safeReturnPath(value);
        // What a browser does with the answer: resolve it against the page, twice over for safety.
        const landed = new URL(path, 'https://site.example/admin/sign-in');
        expect(landed.origin, value).toBe('https://site.example');
        expect(path.startsWith('//') || path.startsWith('/\\'), value).toBe(false);
        expect(new URL(landed.href).origin).toBe('https://site.example');
      }),
      { numRuns: 5_000 },
    );
  });

  it('never returns anything a browser resolves off the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `/${rest}`),
          fc.webUrl(),
        ),
        (value) => {
          const path = safeReturnPath(value);
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
          expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
