// @vitest-environment node
import { imageSchema } from '@rooted/site-content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picture, pngClaiming } from '../test-support/pictures';
import { convertUpload } from './convert-image';
import { sniffImageType } from './image-type';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('names JPG, PNG and WebP by their first bytes', async () => {
    expect(sniffImageType(await picture(8, 8, 'jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await picture(8, 8, 'png'))).toBe('image/png');
    expect(sniffImageType(await picture(8, 8, 'webp'))).toBe('image/webp');
  });

  it('refuses text, SVG, HTML, GIF and nothing, whatever the file was called', () => {
    for (const bytes of [
      'hello',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html><script>x</script>',
      'GIF89a',
      'RIFF\0\0\0\0WAVE',
      '',
    ]) {
      expect(sniffImageType(text(bytes))).toBeUndefined();
    }
  });
});

describe('convertUpload', { timeout: 60_000 }, () => {
  it('converts a venture picture to AVIF and WebP at 400 and 800 px, named by their bytes', async () => {
    const result = await convertUpload(await picture(1000, 750, 'png'), 'venture');
    if (!result.ok) throw new Error(result.message);
    expect(result.files.map((file) => file.name.replace(/^[a-f0-9]{32}/, 'H'))).toEqual([
      'H-400.avif',
      'H-400.webp',
      'H-800.avif',
      'H-800.webp',
    ]);
    for (const file of result.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`).toBe(file.type);
      expect(meta.width).toBe(Number(/-(\d+)\./.exec(file.name)![1]));
      expect(meta.height! / meta.width!).toBeCloseTo(0.75);
    }
    expect(result.image).toMatchObject({ width: 800, height: 600, src: `/media/${result.files[3]!.name}` });
    expect(result.cropped).toBe(false);
    // The answer, with alt text added, is a valid content value for the slot.
    expect(imageSchema('venture').safeParse({ ...result.image, alt: 'Lettuce' }).success).toBe(true);
  });

  it('crops a picture of another shape to the slot and says so', async () => {
    const result = await convertUpload(await picture(2400, 2400, 'jpeg'), 'hero');
    if (!result.ok) throw new Error(result.message);
    expect(result.cropped).toBe(true);
    expect(result.image).toMatchObject({ width: 1920, height: 1080 });
    expect((await sharp(result.files[0]!.bytes).metadata()).height).toBe(540);
  });

  it('gives the same names for the same upload', async () => {
    const bytes = await picture(800, 600, 'webp');
    const [one, two] = [await convertUpload(bytes, 'venture'), await convertUpload(bytes, 'venture')];
    expect(one.ok && two.ok && one.image).toEqual(two.ok && two.image);
  });

  it('refuses a picture smaller than the slot, naming both sizes', async () => {
    const result = await convertUpload(await picture(640, 480), 'venture');
    expect(result).toMatchObject({ ok: false, status: 422, code: 'dimensions' });
    expect(!result.ok && result.message).toContain('640 x 480');
    expect(!result.ok && result.message).toContain('800 x 600');
  });

  it('refuses an empty file, text, and SVG or HTML disguised as a PNG', async () => {
    expect(await convertUpload(new Uint8Array(), 'venture')).toMatchObject({ status: 400, code: 'empty' });
    for (const body of [
      'just text',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html><body>x</body></html>',
    ]) {
      expect(await convertUpload(text(body), 'venture')).toMatchObject({ status: 415, code: 'type' });
    }
  });

  it('refuses a PNG signature followed by something else', async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text('<svg/>')]);
    expect(await convertUpload(fake, 'venture')).toMatchObject({ ok: false, status: 422, code: 'unreadable' });
  });

  it('refuses a truncated picture', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const whole = await picture(1000, 800, format);
      const result = await convertUpload(whole.subarray(0, Math.floor(whole.length / 2)), 'venture');
      expect(result, format).toMatchObject({ ok: false, status: 422, code: 'unreadable' });
    }
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const result = await convertUpload(pngClaiming(60_000, 60_000), 'venture');
    expect(result).toMatchObject({ ok: false, status: 422, code: 'dimensions' });
    expect(!result.ok && result.message).toContain('60000 x 60000');
  });
});
