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
    for (const hostile of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https://evil.example/admin', 'javascript:alert(1)', 'admin', '', undefined, 42, '/a\nb']) {
      expect(safeReturnPath(hostile), String(hostile)).toBe('/admin');
    }
  });

  it('never returns anything a browser resolves off the site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((rest) => `/${rest}`), fc.webUrl()), (value) => {
        const path = safeReturnPath(value);
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 2_000 },
    );
  });
});
