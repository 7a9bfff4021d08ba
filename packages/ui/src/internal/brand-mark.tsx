import type { ReactNode } from 'react';
import { SproutIcon } from './icons';

/** The studio's mark: a logo (by default a sprout in a rounded square), then the name and tagline. */
export function BrandMark({
  name,
  tagline,
  inverted = false,
  logo,
}: {
  name: string;
  tagline: string;
  inverted?: boolean;
  logo?: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2.5">
      {logo ?? (
        <span
          className={`grid size-9 shrink-0 place-items-center rounded-xl ${
            inverted ? 'bg-brand-tint-strong text-accent' : 'bg-brand-700 text-sand-50'
          }`}
        >
          <SproutIcon width={22} height={22} />
        </span>
      )}
      <span className="flex flex-col leading-tight">
        <span className={`font-display text-lg font-semibold ${inverted ? 'text-sand-50' : 'text-heading'}`}>
          {name}
        </span>
        <span className={`text-xs font-medium tracking-wide ${inverted ? 'text-brand-200' : 'text-clay-ink'}`}>
          {tagline}
        </span>
      </span>
    </span>
  );
}
