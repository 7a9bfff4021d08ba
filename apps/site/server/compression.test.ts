// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSidecars, writeSidecars } from './compression';
import { loadStaticFiles } from './static-files';

const page = (text: string) => `<!doctype html><title>t</title>${text.repeat(200)}`;

describe('precompressed forms of the built files', () => {
  it('are written beside a file, used by the server as that file’s, and never served at URLs of their own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    writeFileSync(join(dir, 'index.html'), page('<p>People Over Profit</p>'));
    expect(await writeSidecars(join(dir, 'index.html'))).toBe(true);
    expect(await writeSidecars(join(dir, 'index.html'))).toBe(false); // up to date: not compressed again
    const files = await loadStaticFiles(dir);
    expect([...files.keys()]).toEqual(['/index.html']);
    const file = files.get('/index.html')!;
    expect(Buffer.from(file.br!)).toEqual(readFileSync(join(dir, 'index.html.br')));
    expect(brotliDecompressSync(file.br!).toString()).toBe(page('<p>People Over Profit</p>'));
    expect(gunzipSync(file.gzip!).toString()).toBe(page('<p>People Over Profit</p>'));
  });

  it('are ignored when they no longer match their file (a page re-rendered by a publish), and the file is compressed afresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    const path = join(dir, 'index.html');
    writeFileSync(path, page('<p>Old phone number</p>'));
    await writeSidecars(path);
    writeFileSync(path, page('<p>New phone number</p>'));
    expect(await readSidecars(path, new Uint8Array(readFileSync(path)))).toBeNull();
    const file = (await loadStaticFiles(dir)).get('/index.html')!;
    expect(brotliDecompressSync(file.br!).toString()).toContain('New phone number');
    expect(gunzipSync(file.gzip!).toString()).toContain('New phone number');
  });

  it('are ignored when one is missing or damaged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    const path = join(dir, 'app.js');
    writeFileSync(path, 'console.log("x");'.repeat(200));
    await writeSidecars(path);
    writeFileSync(`${path}.gz`, 'not gzip');
    expect(await readSidecars(path, new Uint8Array(readFileSync(path)))).toBeNull();
    expect(gunzipSync((await loadStaticFiles(dir)).get('/app.js')!.gzip!).toString()).toBe(
      'console.log("x");'.repeat(200),
    );
  });
});
