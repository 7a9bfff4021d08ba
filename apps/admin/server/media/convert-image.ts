import { IMAGE_SLOTS, type ImageSlot, type SiteImage } from '@rooted/site-content';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { SHARP_FORMAT, sniffImageType } from './image-type';

/**
 * The most pixels a picture may declare (about 7,000 x 5,700). A 2 MB file can claim any size in
 * its header (a decompression bomb) and decoding allocates for the claimed size, so sharp refuses
 * larger ones before decoding; a 40 megapixel phone photo still fits.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** One converted file, named by a hash of its own bytes. */
export interface MediaFile {
  name: string;
  type: 'image/avif' | 'image/webp';
  bytes: Uint8Array;
}

/** Why an upload was refused, in words an owner understands, with the HTTP status to answer. */
export interface UploadProblem {
  ok: false;
  status: 400 | 413 | 415 | 422;
  /** 'empty' | 'type' | 'size' | 'dimensions' | 'unreadable' */
  code: string;
  message: string;
}

/** A converted upload: the files to store and the image value (without alt text) for the content. */
export interface ConvertedUpload {
  ok: true;
  files: MediaFile[];
  image: Omit<SiteImage, 'alt'>;
  /** True when the picture's shape differed from the slot's and its edges were cut off. */
  cropped: boolean;
}

export const problem = (status: UploadProblem['status'], code: string, message: string): UploadProblem => ({
  ok: false,
  status,
  code,
  message,
});
const NOT_A_PICTURE = 'This file is not a JPG, PNG or WebP picture. Save it in one of those formats and retry.';
export const UNREADABLE =
  'The file could not be read as a picture (it may be damaged or cut short). Save it again as JPG, PNG or WebP and retry.';

/** Tuned for photographs; AVIF effort 2 keeps a 1920 px conversion to a few seconds on a small server. */
export const ENCODE = { avif: { quality: 50, effort: 2 }, webp: { quality: 78 } } as const;

/**
 * Reads an upload's type from its bytes and its size from its header, before anything is decoded:
 * an empty file, another type, a damaged file or one claiming more pixels than may be decoded is
 * refused in an owner's words (`suggested` is the size she is told to scale a too-large one to).
 */
export async function measureUpload(
  bytes: Uint8Array,
  suggested: { width: number; height: number },
): Promise<{ ok: true; width: number; height: number } | UploadProblem> {
  if (bytes.byteLength === 0) return problem(400, 'empty', 'The file is empty. Choose a JPG, PNG or WebP picture.');
  const type = sniffImageType(bytes);
  if (!type) return problem(415, 'type', NOT_A_PICTURE);
  let width: number;
  let height: number;
  try {
    // Reads the header only (nothing is decoded), so a bomb's claimed size can be named below;
    // the conversion itself runs with the pixel limit.
    const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (metadata.format !== SHARP_FORMAT[type]) return problem(415, 'type', NOT_A_PICTURE);
    // A phone photo stored sideways with an orientation tag is shown upright, so measure it upright.
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    return problem(422, 'unreadable', UNREADABLE);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    return problem(
      422,
      'dimensions',
      `The picture is ${width} x ${height} pixels, too large to process. Scale it down to about ${suggested.width} x ${suggested.height} and retry.`,
    );
  }
  return { ok: true, width, height };
}

/**
 * Checks an upload for a slot and converts it to AVIF and WebP at the slot's widths. The type is
 * read from the bytes; the declared size is read from the header before anything is decoded; a
 * picture smaller than the slot is refused (it would look blurred on the page); a larger one is
 * cropped to the slot's shape around its centre and scaled down. Metadata (camera, location) is
 * not copied into the converted files.
 */
export async function convertUpload(bytes: Uint8Array, slot: ImageSlot): Promise<ConvertedUpload | UploadProblem> {
  const target = IMAGE_SLOTS[slot];
  const measured = await measureUpload(bytes, target);
  if (!measured.ok) return measured;
  const { width, height } = measured;
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  if (width < target.width || height < target.height) {
    return problem(
      422,
      'dimensions',
      `The picture is ${width} x ${height} pixels; this place needs at least ${target.width} x ${target.height}, or it looks blurred. Choose a larger picture.`,
    );
  }

  try {
    const files: MediaFile[] = [];
    const sources: Record<'avif' | 'webp', string[]> = { avif: [], webp: [] };
    for (const outWidth of target.widths) {
      const outHeight = Math.round((outWidth * target.height) / target.width);
      const resized = () => input().rotate().resize(outWidth, outHeight, { fit: 'cover', position: 'centre' });
      for (const format of ['avif', 'webp'] as const) {
        const output =
          format === 'avif'
            ? await resized().avif(ENCODE.avif).toBuffer()
            : await resized().webp(ENCODE.webp).toBuffer();
        const name = `${createHash('sha256').update(output).digest('hex').slice(0, 32)}-${outWidth}.${format}`;
        files.push({ name, type: `image/${format}`, bytes: new Uint8Array(output) });
        sources[format].push(`/media/${name} ${outWidth}w`);
      }
    }
    const large = files.at(-1)!;
    return {
      ok: true,
      files,
      image: {
        src: `/media/${large.name}`,
        avif: sources.avif.join(', '),
        webp: sources.webp.join(', '),
        width: target.width,
        height: target.height,
      },
      cropped: Math.abs(width / height - target.width / target.height) > 0.01,
    };
  } catch {
    return problem(422, 'unreadable', UNREADABLE);
  }
}
