// @vitest-environment node
import { defaultSiteContent, IMAGE_UPLOAD } from '@rooted/site-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { testAdmin } from '../test-support/owner-api';
import { picture, pngClaiming } from '../test-support/pictures';
import { mediaFiles, mediaRoom } from './media-routes';
import { createSqliteMediaStore } from './media-store';

async function setup(options: { uploadTimeoutMs?: number } = {}) {
  const db = openSiteDatabase(':memory:');
  const store = createSqliteMediaStore(db);
  const stored = () => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM media_files').get()!.n;
  const admin = await testAdmin(
    defaultSiteContent,
    {},
    { rooms: { media: mediaRoom(store, options) }, mediaFiles: mediaFiles(store) },
  );
  const { cookie, csrfToken } = await admin.session();
  const upload = (body: BodyInit | null, slot = 'venture', headers: Record<string, string> = {}) =>
    admin.call(`/api/admin/media?slot=${slot}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'image/png', ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  return { ...admin, store, stored, upload, cookie, csrfToken };
}

describe('POST /api/admin/media', { timeout: 60_000 }, () => {
  it('converts an owner’s picture and serves every file publicly, cached for a year with its type', async () => {
    const { upload, call, stored } = await setup();
    const response = await upload(await picture(1200, 900, 'png'));
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { src: string; avif: string; webp: string } };
    const files = [...image.avif.matchAll(/\/media\/\S+/g), ...image.webp.matchAll(/\/media\/\S+/g)].map(
      (match) => match[0],
    );
    expect(files).toHaveLength(4);
    expect(stored()).toBe(4);
    for (const path of files) {
      const served = await call(path); // no cookie: visitors load these
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(path.endsWith('.avif') ? 'image/avif' : 'image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await served.arrayBuffer()).byteLength).toBe(Number(served.headers.get('content-length')));
      const etag = served.headers.get('etag')!;
      expect((await call(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    expect((await call(`/media/${'0'.repeat(32)}-800.webp`)).status).toBe(404);
    expect((await call('/media/../site.db')).status).toBe(404);
  });

  it('takes an 800 x 600 picture for a story’s text, which the cover’s slot refuses, and serves it', async () => {
    const { upload, call } = await setup();
    expect((await upload(await picture(800, 600), 'story')).status).toBe(422);
    const response = await upload(await picture(800, 600), 'story-body');
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { src: string; width: number; height: number } };
    expect(image).toMatchObject({ width: 800, height: 600, src: expect.stringMatching(/-800x600\.webp$/) });
    const served = await call(image.src);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('is refused without a session or without the CSRF token, and nothing is stored', async () => {
    const { call, cookie, stored } = await setup();
    const bytes = await picture(800, 600);
    expect((await call('/api/admin/media?slot=venture', { method: 'POST', body: bytes })).status).toBe(401);
    expect(
      (await call('/api/admin/media?slot=venture', { method: 'POST', headers: { cookie }, body: bytes })).status,
    ).toBe(403);
    expect(stored()).toBe(0);
  });

  it('answers 408 to an upload that does not finish arriving in time, and stores nothing', async () => {
    const { upload, stored } = await setup({ uploadTimeoutMs: 300 });
    const head = await picture(800, 600);
    // Sends the picture's first bytes, then never ends: a client trickling its upload.
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head.slice(0, 64)));
      },
    });
    const response = await upload(trickle);
    expect(response.status).toBe(408);
    expect(((await response.json()) as { code: string }).code).toBe('timeout');
    expect(stored()).toBe(0);
  });

  it('refuses a file over 2 MB with 413 from its declared length, before reading it', async () => {
    const { upload } = await setup();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const declared = await upload(endless, 'venture', { 'content-length': String(3 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toMatch(/larger than 2 MB/);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('stops reading an upload without a declared length once it passes 2 MB', async () => {
    const { upload } = await setup();
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await upload(endless);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(IMAGE_UPLOAD.maxBytes + 4 * 64 * 1024);
  });

  it('answers each hostile upload with a 4xx that says what is wrong', async () => {
    const { upload } = await setup();
    const cases: [BodyInit, number, RegExp][] = [
      [new Uint8Array(), 400, /empty/],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 415, /not a JPG, PNG or WebP/],
      ['<!doctype html><script>alert(1)</script>', 415, /not a JPG, PNG or WebP/],
      [pngClaiming(60_000, 60_000), 422, /too large to process/],
      [(await picture(1000, 800)).subarray(0, 3000), 422, /could not be read/],
      [await picture(400, 300), 422, /at least 800 x 600/],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect((await upload(await picture(800, 600), 'banner')).status).toBe(400);
  });

  it('never answers random bytes with a 5xx, and stores nothing for them', async () => {
    const { upload, stored } = await setup();
    const prefixes = [
      [],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...'RIFF'].map((c) => c.charCodeAt(0)),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom('hero', 'venture', 'team', 'x'),
        async (prefix, rest, slot) => {
          const response = await upload(new Uint8Array([...prefix, ...rest]), slot);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
    // Nothing random was a picture, so the store is as empty as it started.
    expect(stored()).toBe(0);
  });
});
