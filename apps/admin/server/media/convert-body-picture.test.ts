// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picture, pngClaiming } from '../test-support/pictures';
import { convertBodyPicture } from './convert-body-picture';
import { convertUpload } from './convert-image';

const converted = async (width: number, height: number) => {
  const result = await convertBodyPicture(await picture(width, height));
  if (!result.ok) throw new Error(result.message);
  const [file] = result.files;
  return { result, file: file!, size: await sharp(file!.bytes).metadata() };
};

describe('a picture in a story’s text', { timeout: 60_000 }, () => {
  it('keeps an 800 x 600 photo at its own size and shape, one WebP named by its bytes and size', async () => {
    const { result, file, size } = await converted(800, 600);
    expect([size.format, size.width, size.height]).toEqual(['webp', 800, 600]);
    expect(file.name).toMatch(/^[a-f0-9]{32}-800x600\.webp$/);
    expect(result.image).toMatchObject({ src: `/media/${file.name}`, width: 800, height: 600 });
    // The cover keeps its rule: the same photo is refused there.
    expect(await convertUpload(await picture(800, 600), 'story')).toMatchObject({ ok: false, code: 'dimensions' });
  });

  it('scales a large one down to the text’s width and a tall one to its height, shape kept', async () => {
    expect((await converted(4000, 3000)).size).toMatchObject({ width: 1200, height: 900 });
    expect((await converted(1000, 4000)).size).toMatchObject({ width: 400, height: 1600 });
  });

  it('refuses one too narrow to look sharp, and a decompression bomb, in the owner’s words', async () => {
    expect(await convertBodyPicture(await picture(400, 300))).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringContaining('at least 600 pixels wide'),
    });
    expect(await convertBodyPicture(pngClaiming(30_000, 30_000))).toMatchObject({ ok: false, code: 'dimensions' });
  });
});
