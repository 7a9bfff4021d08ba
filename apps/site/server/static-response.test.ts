// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from './app';
import { acceptsEncoding, MAX_NEGOTIATION_HEADER_LENGTH, noneMatchHits } from '@rooted/server-kit';
import { staticFileOf } from './static-files';
import { loadFixtureSite } from './test-support/site-files';

let app: ReturnType<typeof createSiteApp>;
let cleanup: () => void;
beforeAll(async () => {
  const site = await loadFixtureSite();
  cleanup = site.cleanup;
  app = createSiteApp({ files: site.files });
});
afterAll(() => cleanup());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('Accept-Encoding is parsed by tokens', () => {
  it('takes brotli, then gzip, then identity, honouring q=0 and *', async () => {
    expect((await get('/', { 'Accept-Encoding': 'gzip, deflate, br' })).headers.get('content-encoding')).toBe('br');
    expect((await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/', { 'Accept-Encoding': 'br;q=0, *' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/', { 'Accept-Encoding': 'BR ; Q=1.0' })).headers.get('content-encoding')).toBe('br');
    expect((await get('/', { 'Accept-Encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
  });

  it('reads "br" followed by 15,000 spaces and "x" as one unknown coding and sends identity', async () => {
    // This header used to make a per-request regex backtrack for a fifth of a second.
    const hostile = `br${' '.repeat(15_000)}x`;
    expect(acceptsEncoding(hostile)('br')).toBe(false);
    const response = await get('/', { 'Accept-Encoding': hostile });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('ignores a header longer than any real client sends', () => {
    expect(acceptsEncoding(`gzip,${' '.repeat(MAX_NEGOTIATION_HEADER_LENGTH)}br`)('br')).toBe(false);
    expect(acceptsEncoding('gzip, br')('br')).toBe(true);
  });

  it('treats a malformed weight as a refusal', () => {
    expect(acceptsEncoding('br;q=abc')('br')).toBe(false);
    expect(acceptsEncoding('br;q=')('br')).toBe(false);
    expect(acceptsEncoding('br;q=2')('br')).toBe(false);
  });
});

describe('ETags and If-None-Match', () => {
  it('gives brotli, gzip and identity each their own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) =>
        (await get('/', { 'Accept-Encoding': coding })).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  });

  it('answers 304 to the exact tag, its weak form and a list holding it, per encoding', async () => {
    const etag = (await get('/', { 'Accept-Encoding': 'gzip' })).headers.get('etag') as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, `W/"x",W/${etag}`, '*']) {
      const response = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
    }
    // The gzip tag does not validate a brotli cache entry, nor an unrelated tag.
    expect((await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(200);
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"nope"' })).status).toBe(200);
    expect(noneMatchHits(`"a",${' '.repeat(MAX_NEGOTIATION_HEADER_LENGTH)}*`, '"b"')).toBe(false);
  });
});

describe('caching', () => {
  it('caches a found hashed asset for a year, immutable', async () => {
    const response = await get('/assets/app-Bx12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches a 404 under /assets/ (a missing chunk must not stick for a year)', async () => {
    const response = await get('/assets/app-missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it("caches a story's sharing card for a year (its name changes with what it shows), other pictures for an hour", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const files = new Map([
      [
        '/stories/first-harvest/card-0123456789abcdef.png',
        await staticFileOf('/stories/first-harvest/card-0123456789abcdef.png', png, 'quick'),
      ],
      ['/og-image.png', await staticFileOf('/og-image.png', png, 'quick')],
    ]);
    const site = createSiteApp({ files });
    const card = await site.request('/stories/first-harvest/card-0123456789abcdef.png');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await site.request('/og-image.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('revalidates HTML pages', async () => {
    expect((await get('/privacy')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('files that are never served', () => {
  it.each(['/.vite/manifest.json', '/.env', '/.vite/', '/.git/config'])('%s is a 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('never-served');
  });
});
