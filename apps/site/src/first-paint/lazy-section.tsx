import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ensureFullContent } from '../lib/content-store/ensure-full-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenHydrated, whenNeeded } from './when-needed';

/** When a lazy section's code is fetched on the client. */
export type LazyWhen =
  /** When it comes near the viewport (600 px ahead), or on the first navigation or content change. */
  | 'visible'
  /** Once the page has hydrated (a small control on screen from the start, such as the header's theme button). */
  | 'hydrated'
  /** Straight away, in parallel with hydration (sections with forms people act on quickly). */
  | 'now';

export interface LazyPartOptions<P> {
  /** The part's prerendered element, watched for the viewport (`visible` only); null when the page has none. */
  find?: () => Element | null;
  when?: LazyWhen;
  /** What a client-only render (no prerendered markup) shows until the code arrives. */
  fallback: ReactNode;
  load: () => Promise<ComponentType<P>>;
}

/**
 * A prerendered part of the frame or of a page whose code loads lazily (docs/decisions/0004),
 * without hiding it from the prerendered HTML. The prerenderer waits for the code, so the part's
 * markup is in the static page; in the browser React keeps that server markup (a dehydrated
 * Suspense boundary) until the chunk arrives, then hydrates it in place: no empty gap, no layout
 * shift. The one mechanism behind the home sections, the long page bodies and the footer.
 */
export function lazyPart<P extends object>({
  find,
  when = 'visible',
  fallback,
  load,
}: LazyPartOptions<P>): ComponentType<P> {
  // If the code is gone (a deploy), the part keeps its prerendered markup (lib/resilience/new-build.lazy.ts).
  const Lazy = lazy(
    keepOnFailure(() =>
      // The prerenderer (react-dom/static `prerender`) waits for this, so the markup is in the page.
      // No prerendered markup (a client-side visit): `find` returns null and it resolves at once.
      (import.meta.env.SSR || when === 'now'
        ? Promise.resolve()
        : when === 'hydrated'
          ? whenHydrated
          : whenNeeded(find)
      )
        .then(ensureFullContent)
        .then(load)
        .then((component) => ({ default: component })),
    ),
  );
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

export interface LazySectionOptions {
  when?: LazyWhen;
  /** Space the client-only placeholder reserves, so later sections do not jump. */
  minHeight: string;
}

/** A lazy part that is a page section with an element id (home sections, page bodies). */
export function lazySection(
  id: string,
  load: () => Promise<ComponentType>,
  { when, minHeight }: LazySectionOptions,
): ComponentType {
  return lazyPart({
    find: () => document.getElementById(id),
    when,
    fallback: <section id={id} aria-busy="true" style={{ minHeight }} />,
    load,
  });
}
