import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  ENCODE,
  MAX_INPUT_PIXELS,
  measureUpload,
  problem,
  UNREADABLE,
  type ConvertedUpload,
  type UploadProblem,
} from './convert-image';

/**
 * Where a picture in a story's text goes (`slot=story-body`). Unlike the cover, which is also the
 * story's sharing card and so has one shape, a picture in the text keeps its own shape: a 4:3
 * photo, a tall one, a panorama. It only has to be wide enough not to look blurred across the
 * text's column, and is scaled down to what that column can show.
 */
export const BODY_PICTURE = {
  slot: 'story-body',
  /** Narrower than this, stretched across the column it looks blurred. */
  minWidth: 600,
  /** The column is about 700 px wide; twice that for sharp screens, rounded down. */
  maxWidth: 1200,
  /** A very tall picture is scaled down to this height, its width following. */
  maxHeight: 1600,
} as const;

/**
 * A story body picture: the same checks as any upload (type by the bytes, size by the header, no
 * decompression bombs), at least {@link BODY_PICTURE.minWidth} wide, its shape kept and scaled
 * down to fit {@link BODY_PICTURE.maxWidth} x {@link BODY_PICTURE.maxHeight}, one WebP file (the
 * text names one file; every browser the site serves reads WebP). The file's name carries its
 * size (`<hash>-<width>x<height>.webp`), so the page reserves its space before it loads.
 */
export async function convertBodyPicture(bytes: Uint8Array): Promise<ConvertedUpload | UploadProblem> {
  const measured = await measureUpload(bytes, { width: BODY_PICTURE.maxWidth, height: BODY_PICTURE.maxHeight });
  if (!measured.ok) return measured;
  const { width, height } = measured;
  if (width < BODY_PICTURE.minWidth) {
    return problem(
      422,
      'dimensions',
      `The picture is ${width} x ${height} pixels; a picture in the text needs to be at least ${BODY_PICTURE.minWidth} pixels wide, or it looks blurred. Choose a larger picture.`,
    );
  }
  const scale = Math.min(1, BODY_PICTURE.maxWidth / width, BODY_PICTURE.maxHeight / height);
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(outWidth, outHeight, { fit: 'fill' })
      .webp(ENCODE.webp)
      .toBuffer();
    const name = `${createHash('sha256').update(output).digest('hex').slice(0, 32)}-${outWidth}x${outHeight}.webp`;
    return {
      ok: true,
      files: [{ name, type: 'image/webp', bytes: new Uint8Array(output) }],
      image: {
        src: `/media/${name}`,
        avif: '',
        webp: `/media/${name} ${outWidth}w`,
        width: outWidth,
        height: outHeight,
      },
      cropped: false,
    };
  } catch {
    return problem(422, 'unreadable', UNREADABLE);
  }
}
