// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressForms } from './compression';
import { staticFileOf, type StaticFile } from './static-files';
import { swapInPages } from './swap-pages';

const page = (text: string) => `<!doctype html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`;
let dir: string;

async function served(pages: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), 'swap-pages-'));
  const files = new Map<string, StaticFile>();
  for (const [name, html] of Object.entries(pages)) {
    await writeFile(join(dir, name), html);
    files.set(`/${name}`, await staticFileOf(name, new Uint8Array(Buffer.from(html)), 'best'));
  }
  return files;
}

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('swapInPages', () => {
  it('keeps the entry of a page whose bytes did not change and serves the changed one at once', async () => {
    const files = await served({ 'index.html': page('old'), 'privacy.html': page('same') });
    const kept = files.get('/privacy.html');
    await writeFile(join(dir, 'index.html'), page('new'));
    const result = await swapInPages(files, dir, ['index.html', 'privacy.html']);
    expect(result.swapped).toEqual(['index.html']);
    expect(result.unchanged).toEqual(['privacy.html']);
    expect(files.get('/privacy.html')).toBe(kept);
    const fresh = files.get('/index.html')!;
    expect(Buffer.from(fresh.body).toString()).toBe(page('new'));
    // Both compressed forms decode to the new page before and after the background recompression.
    expect(brotliDecompressSync(fresh.br!).toString()).toBe(page('new'));
    expect(gunzipSync(fresh.gzip!).toString()).toBe(page('new'));
    await result.refined;
    const best = files.get('/index.html')!;
    expect(best.etag).toBe(fresh.etag);
    expect(brotliDecompressSync(best.br!).toString()).toBe(page('new'));
    expect(best.br!.byteLength).toBeLessThanOrEqual(fresh.br!.byteLength);
  });

  it('never puts an older page back over one a newer publish swapped in', async () => {
    const files = await served({ 'index.html': page('v0') });
    await writeFile(join(dir, 'index.html'), page('v1'));
    const first = await swapInPages(files, dir, ['index.html']);
    await writeFile(join(dir, 'index.html'), page('v2'));
    const second = await swapInPages(files, dir, ['index.html']);
    await Promise.all([first.refined, second.refined]);
    expect(brotliDecompressSync(files.get('/index.html')!.br!).toString()).toBe(page('v2'));
    expect(Buffer.from(files.get('/index.html')!.body).toString()).toBe(page('v2'));
  });

  it('compresses quickly and at the best effort to forms that decode to the same bytes', async () => {
    const body = new Uint8Array(Buffer.from(page('text')));
    for (const effort of ['quick', 'best'] as const) {
      const forms = await compressForms(body, effort);
      expect(Buffer.compare(brotliDecompressSync(forms.br), body)).toBe(0);
      expect(Buffer.compare(gunzipSync(forms.gzip), body)).toBe(0);
    }
  });
});
