import type { PictureSource } from '../internal/types';

/** An uploaded venture picture (alt text required by the content's schema). */
export type VenturePicture = PictureSource;

/** Two cards a row from `md`, inside the section's max width (about 1200 px). */
const SIZES = '(min-width: 1280px) 560px, (min-width: 768px) 45vw, calc(100vw - 2rem)';

/**
 * A venture card's picture. Its box is reserved by width and height (no layout shift when it
 * arrives), and it loads lazily: the cards sit below the fold, so the hero goes first.
 */
export function VenturePictureView({
  image,
}: {
  /** The uploaded picture: its AVIF and WebP files and its alt text. */
  image: VenturePicture;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={SIZES} />
      <source type="image/webp" srcSet={image.webp} sizes={SIZES} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={SIZES}
        loading="lazy"
        decoding="async"
        className="mb-6 block h-auto w-full rounded-2xl bg-surface-muted object-cover"
      />
    </picture>
  );
}
