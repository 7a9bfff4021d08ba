import { useEffect, useRef, useState } from 'react';
import type { PictureSource } from '../internal/types';
import { HERO_TEXT } from './hero-text';

/** A hero picture; `sizes`, when given, tells the browser how wide it shows (the `sizes` attribute). */
export interface HeroImageSource extends PictureSource {
  sizes?: string;
}

/**
 * The hero picture. `sizes` goes on the `<source>`s only: the fallback `<img>` has a single `src`
 * and no `srcset`, where `sizes` is invalid HTML.
 * Its box is reserved by width/height (no layout shift), it is fetched early
 * (`fetchpriority="high"`, never lazy) and a named spinner sits underneath until it has loaded,
 * so the spinner is covered by the picture even when scripts never run.
 */
export function HeroImage({
  image,
  loadingLabel = HERO_TEXT.loadingImage,
}: {
  /** The picture, with its alt text and sizes. */
  image: HeroImageSource;
  /** What a screen reader hears while the picture loads. */
  loadingLabel?: string | undefined;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // The prerendered image may have finished before hydration attached onLoad.
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <div
      // An illustration, not content: on paper it would take half a page.
      data-print="hide"
      data-state={loaded ? 'loaded' : 'loading'}
      className="relative overflow-hidden rounded-[2rem] bg-surface-muted shadow-xl shadow-brand-900/15 ring-1 ring-line"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      {loaded ? null : (
        <span role="status" aria-label={loadingLabel} className="absolute inset-0 grid place-items-center">
          <span className="size-10 rounded-full border-4 border-brand-line border-t-brand-600 motion-safe:animate-spin" />
        </span>
      )}
      <picture>
        <source type="image/avif" srcSet={image.avif} sizes={image.sizes} />
        <source type="image/webp" srcSet={image.webp} sizes={image.sizes} />
        <img
          ref={ref}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          onLoad={() => setLoaded(true)}
          className="relative block h-full w-full object-cover"
        />
      </picture>
    </div>
  );
}
