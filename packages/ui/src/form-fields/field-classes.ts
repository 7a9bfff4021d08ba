/**
 * Shared control styles. `text-base` keeps inputs at 16 px so iOS Safari does not zoom,
 * `min-h-12` keeps them at least 44 px tall, and the invalid state shows in colour *and* text.
 */
export const controlClass =
  'block w-full min-h-12 rounded-control border border-line bg-card px-4 py-3 text-base text-ink shadow-sm ' +
  'placeholder:text-ink-muted/70 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'aria-[invalid=true]:border-clay-600 aria-[invalid=true]:ring-clay-600/20 disabled:opacity-60';

export const labelClass = 'block text-sm font-semibold';

export const requiredClass = 'ml-1 text-xs font-normal';

export const errorClass = 'mt-1.5 text-sm font-medium';

export const submitClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-7 font-semibold text-white ' +
  'hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-70 motion-safe:transition-colors';
