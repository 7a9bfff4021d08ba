import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteChunks } from './route-chunks';

/** A client build's manifest, as Vite writes it, in a throwaway directory. */
function buildWith(manifest: Record<string, { file: string; imports?: string[] }>) {
  const dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js', '_router-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  '_lazy-page-body-1.js': { file: 'assets/lazy-page-body-1.js', imports: ['index.html', '_react-1.js'] },
  'src/pages/docs-page.tsx': {
    file: 'assets/docs-page-1.js',
    imports: ['index.html', '_lazy-page-body-1.js', '_react-1.js'],
  },
  'src/pages/privacy-page.tsx': { file: 'assets/privacy-page-1.js', imports: ['index.html', '_lazy-page-body-1.js'] },
  'src/pages/programme-page.tsx': { file: 'assets/programme-page-1.js', imports: ['_lazy-page-body-1.js'] },
  'src/pages/not-found-page.tsx': { file: 'assets/not-found-page-1.js', imports: ['index.html'] },
  'src/pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_react-1.js'] },
};

describe('route chunks', () => {
  it("lists a route's module and its static imports, never the entry or the vendor chunks the boot script starts anyway", async () => {
    const chunks = await loadRouteChunks(buildWith(manifest));
    expect(chunks('/docs', 'docs')).toEqual(['/assets/docs-page-1.js', '/assets/lazy-page-body-1.js']);
    expect(chunks('/docs/technical', 'docs')).toEqual(['/assets/docs-page-1.js', '/assets/lazy-page-body-1.js']);
    expect(chunks('/privacy', 'legal')).toEqual(['/assets/privacy-page-1.js', '/assets/lazy-page-body-1.js']);
    expect(chunks('/peer-mentoring', 'programme')).toEqual([
      '/assets/programme-page-1.js',
      '/assets/lazy-page-body-1.js',
    ]);
    expect(chunks('/404', 'not-found')).toEqual(['/assets/not-found-page-1.js']);
    expect(chunks('/', 'home')).toEqual(['/assets/home-page-1.js']);
  });

  it('fails the build when a page module is missing from the manifest (renamed in routes.tsx)', async () => {
    const chunks = await loadRouteChunks(buildWith(manifest));
    expect(() => chunks('/terms', 'legal')).toThrow(/src\/pages\/terms-page\.tsx/);
  });
});
