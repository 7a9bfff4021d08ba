import type { StoryCover as StoryCoverData } from './story-page-types';

/** A story's cover: AVIF or WebP at the width the screen needs, its size reserved before it loads. */
export function StoryCover({ cover, sizes, eager = false }: { cover: StoryCoverData; sizes: string; eager?: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={cover.avif} sizes={sizes} />
      <source type="image/webp" srcSet={cover.webp} sizes={sizes} />
      <img
        src={cover.src}
        alt={cover.alt}
        width={cover.width}
        height={cover.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full rounded-card object-cover"
      />
    </picture>
  );
}
