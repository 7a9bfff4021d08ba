import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/** A real picture of `width` x `height` in `format`, with some texture so encoders do real work. */
export async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 58, g: 120, b: 70 } } });
  const bytes = await image[format]().toBuffer();
  return new Uint8Array(bytes);
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A small, well-formed PNG whose header claims `width` x `height` (a decompression bomb: decoding
 * would allocate for the claimed size). Its checksums are right, so only the size gives it away.
 */
export function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc(64 * 1024)); // the first rows only; the rest is missing
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]),
  );
}
