/** The picture formats an owner may upload, named by what their bytes start with. */
export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The upload's type from its first bytes (its magic number), never from the file name or the
 * declared Content-Type, which the sender chooses: an HTML or SVG file renamed `.png` is not a
 * picture and must not be stored as one.
 */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** sharp's name for each format, to check that the decoder agrees with the magic number. */
export const SHARP_FORMAT: Record<UploadType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
