import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { siteContentJsonSchema } from './json-schema';
import { siteContentSchema } from './site-content-schema';

const hash = 'a'.repeat(32);
const picture = {
  src: `/media/${hash}-800.webp`,
  avif: `/media/${hash}-400.avif 400w, /media/${hash}-800.avif 800w`,
  webp: `/media/${hash}-400.webp 400w, /media/${hash}-800.webp 800w`,
  alt: 'Rows of lettuce in the morning sun',
  width: 800,
  height: 600,
};
const withVentureImage = (image: object) => ({
  ...defaultSiteContent,
  ventures: [{ ...defaultSiteContent.ventures[0], image }],
});

describe('image fields', () => {
  it('are optional: content without pictures stays valid', () => {
    expect(siteContentSchema.safeParse(defaultSiteContent).success).toBe(true);
  });

  it('accept an uploaded picture with alt text on a venture and the hero', () => {
    expect(siteContentSchema.safeParse(withVentureImage(picture)).success).toBe(true);
    const hero = {
      ...picture,
      src: `/media/${hash}-1920.webp`,
      avif: `/media/${hash}-960.avif 960w, /media/${hash}-1920.avif 1920w`,
      webp: `/media/${hash}-960.webp 960w, /media/${hash}-1920.webp 1920w`,
      width: 1920,
      height: 1080,
    };
    expect(
      siteContentSchema.safeParse({ ...defaultSiteContent, hero: { ...defaultSiteContent.hero, image: hero } }).success,
    ).toBe(true);
  });

  it('require alt text once a picture is set', () => {
    const result = siteContentSchema.safeParse(withVentureImage({ ...picture, alt: '  ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ventures', 0, 'image', 'alt']);
    expect(result.error?.issues[0]?.message).toMatch(/Describe the picture/);
  });

  it('refuse sources that are not uploaded files: other hosts, scripts, other folders', () => {
    for (const src of [
      'https://evil.example/x.webp',
      'javascript:alert(1)',
      '/images/hero-960.webp',
      `//evil.example/media/${hash}-800.webp`,
    ]) {
      expect(siteContentSchema.safeParse(withVentureImage({ ...picture, src })).success).toBe(false);
    }
    const offsite = `https://evil.example/${hash}-400.avif 400w`;
    expect(siteContentSchema.safeParse(withVentureImage({ ...picture, avif: offsite })).success).toBe(false);
    expect(siteContentSchema.safeParse(withVentureImage({ ...picture, webp: picture.avif })).success).toBe(false);
  });

  it('refuse a venture picture larger than its slot and unknown keys', () => {
    expect(siteContentSchema.safeParse(withVentureImage({ ...picture, width: 1920 })).success).toBe(false);
    expect(siteContentSchema.safeParse(withVentureImage({ ...picture, onload: 'x' })).success).toBe(false);
  });

  it('are marked with their slot in the JSON Schema, so an editor can draw an upload field', () => {
    const schema = siteContentJsonSchema() as {
      properties: Record<
        string,
        {
          properties?: Record<string, Record<string, unknown>>;
          items?: { properties: Record<string, Record<string, unknown>> };
        }
      >;
    };
    expect(schema.properties.hero!.properties!.image!['x-image-slot']).toBe('hero');
    expect(schema.properties.ventures!.items!.properties.image!['x-image-slot']).toBe('venture');
    expect(schema.properties.ventures!.items!.properties.image!['x-image-size']).toEqual({ width: 800, height: 600 });
    expect(schema.properties.hero!.properties!.image!['x-image-max-bytes']).toBe(2 * 1024 * 1024);
  });
});
