import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectFacts, seoAssetsFact } from './collect-facts';

let dir: string;
const page = (title: string) =>
  `<html><head><title>${title}</title><meta name="description" content="About ${title}"></head><body><a href="/privacy">P</a><a href="/terms">T</a></body></html>`;
function site(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'dist', name, '..'), { recursive: true });
    writeFileSync(join(dir, 'dist', name), text);
  }
}
const GOOD = {
  'index.html': page('Home'),
  'privacy/index.html': page('Privacy'),
  'terms/index.html': page('Terms'),
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'readiness-facts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('collectFacts', () => {
  it('a complete build gives complete seo-assets and legal-pages', () => {
    site(GOOD);
    expect(collectFacts({ cwd: dir })).toEqual({ 'seo-assets': 'complete', 'legal-pages': 'complete' });
  });

  it('prefers dist/client (the Vite SSR layout) when it exists', () => {
    for (const [name, text] of Object.entries(GOOD)) {
      mkdirSync(join(dir, 'dist', 'client', name, '..'), { recursive: true });
      writeFileSync(join(dir, 'dist', 'client', name), text);
    }
    expect(collectFacts({ cwd: dir })).toEqual({ 'seo-assets': 'complete', 'legal-pages': 'complete' });
  });

  it('no dist folder gives no facts (they default to incomplete)', () => {
    expect(collectFacts({ cwd: dir })).toEqual({});
  });

  it.each([
    ['missing sitemap', { 'sitemap.xml': undefined }],
    ['robots disallows all', { 'robots.txt': 'User-agent: *\nDisallow: /\n' }],
    ['noindex', { 'index.html': page('Home').replace('</head>', '<meta name="robots" content="noindex"></head>') }],
    ['page without description', { 'terms/index.html': '<html><head><title>T</title></head></html>' }],
  ])('%s makes seo-assets incomplete', (_name, change) => {
    const files = Object.fromEntries(
      Object.entries({ ...GOOD, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    site(files);
    expect(seoAssetsFact(join(dir, 'dist'))).toBe('incomplete');
  });

  it('the not-found page may say noindex (it must), but other pages may not and it still needs a title and description', () => {
    const notFound = page('Not found').replace('</head>', '<meta name="robots" content="noindex"></head>');
    site({ ...GOOD, '404.html': notFound });
    expect(seoAssetsFact(join(dir, 'dist'))).toBe('complete');
    site({ ...GOOD, '404.html': '<html><head><meta name="robots" content="noindex"></head></html>' });
    expect(seoAssetsFact(join(dir, 'dist'))).toBe('incomplete');
    site({ ...GOOD, '404.html': notFound, 'stories/404.html': notFound });
    expect(seoAssetsFact(join(dir, 'dist'))).toBe('incomplete');
  });

  it('robots disallowing a single bot only is fine', () => {
    site({ ...GOOD, 'robots.txt': 'User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' });
    expect(seoAssetsFact(join(dir, 'dist'))).toBe('complete');
  });

  it('footer links to the old alias URLs leave legal-pages incomplete', () => {
    site({ ...GOOD, 'index.html': page('Home').replace('/privacy"', '/privacy-policy"') });
    expect(collectFacts({ cwd: dir })['legal-pages']).toBe('incomplete');
  });
});
