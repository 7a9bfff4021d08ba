import { z } from 'zod';

/**
 * Where the site shows an uploaded picture, with the size an owner is asked for and the widths the
 * server converts it to (a small and a large one, so a phone downloads the small file). The large
 * width is the slot's own width; uploads smaller than the slot are refused, so every visitor gets
 * a sharp picture, and larger ones are cropped to the slot's shape and scaled down.
 */
export const IMAGE_SLOTS = {
  hero: { width: 1920, height: 1080, widths: [960, 1920] },
  venture: { width: 800, height: 600, widths: [400, 800] },
  team: { width: 400, height: 400, widths: [200, 400] },
  // A story's cover is also its sharing card, so it has the shape link previews use (1.91:1).
  story: { width: 1200, height: 630, widths: [600, 1200] },
} as const;

/** A picture slot: 'hero', 'venture', 'team' or 'story'. */
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** The upload formats accepted (by their bytes) and the largest upload, in bytes. */
export const IMAGE_UPLOAD = { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 2 * 1024 * 1024 } as const;

/**
 * Converted files are named by a hash of their bytes and served under /media. Only such paths
 * are allowed: a value can never point off the site or at a script.
 */
const mediaFile = (extension: 'avif' | 'webp') => `/media/[a-f0-9]{32}-\\d{2,4}\\.${extension}`;
const srcset = (extension: 'avif' | 'webp') =>
  z
    .string()
    .max(400)
    .regex(new RegExp(`^${mediaFile(extension)} \\d{2,4}w(, ${mediaFile(extension)} \\d{2,4}w){0,3}$`), {
      message: `Expected the ${extension.toUpperCase()} files of an uploaded picture`,
    });

/**
 * An uploaded picture as the server's upload answer describes it: AVIF and WebP sources at the
 * slot's widths, the WebP fallback, its size (reserved before it loads, so nothing shifts) and
 * the alt text, which is required whenever a picture is set: screen reader users get the
 * picture in words.
 */
export const imageSchema = (slot: ImageSlot) =>
  z
    .strictObject({
      src: z
        .string()
        .max(120)
        .regex(new RegExp(`^${mediaFile('webp')}$`), { message: 'Expected an uploaded picture' }),
      avif: srcset('avif'),
      webp: srcset('webp'),
      alt: z.string().trim().min(1, { message: 'Describe the picture for people who cannot see it' }).max(200),
      width: z.number().int().min(1).max(IMAGE_SLOTS[slot].width),
      height: z.number().int().min(1).max(IMAGE_SLOTS[slot].height),
    })
    // The editor draws this as an upload field for the slot and states the guidance (read from
    // the JSON Schema, so the editor needs no copy of these numbers).
    .meta({
      'x-image-slot': slot,
      'x-image-size': { width: IMAGE_SLOTS[slot].width, height: IMAGE_SLOTS[slot].height },
      'x-image-max-bytes': IMAGE_UPLOAD.maxBytes,
    });

/** An uploaded picture with its alt text (see {@link imageSchema}). */
export type SiteImage = z.infer<ReturnType<typeof imageSchema>>;
