import { lazy, Suspense, type ComponentType } from 'react';
import { ensureFullContent } from '../lib/content-store/ensure-full-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenNeeded } from './when-needed';

/** When a lazy section's code is fetched on the client. */
export type LazyWhen =
  /** When it comes near the viewport (600 px ahead), or on the first navigation or content change. */
  | 'visible'
  /** Straight away, in parallel with hydration (sections with forms people act on quickly). */
  | 'now';

export interface LazySectionOptions {
  when?: LazyWhen;
  /** Space the client-only placeholder reserves, so later sections do not jump. */
  minHeight: string;
}

/** Resolves when the section's code should be fetched. */
function whenSectionNeeded(id: string, when: LazyWhen): Promise<void> {
  // No prerendered markup (a client-side visit to '/'): there is no element, so it resolves at once.
  return when === 'now' ? Promise.resolve() : whenNeeded(() => document.getElementById(id));
}

/**
 * A home section whose code loads lazily (docs/decisions/0004) without hiding it from the prerendered HTML.
 * The prerenderer waits for the code, so the section's markup is in the static page; in the
 * browser React keeps that server markup (a dehydrated Suspense boundary) until the chunk
 * arrives, then hydrates it in place: no empty gap, no layout shift. The fallback (a client-side
 * visit to '/') reserves `minHeight`.
 */
export function lazySection(id: string, load: () => Promise<ComponentType>, { when = 'visible', minHeight }: LazySectionOptions): ComponentType {
  // If the code is gone (a deploy), the section keeps its prerendered markup (lib/resilience/new-build.lazy.ts).
  const Lazy = lazy(
    keepOnFailure(() =>
      // The prerenderer (react-dom/static `prerender`) waits for this, so the markup is in the page.
      (import.meta.env.SSR ? Promise.resolve() : whenSectionNeeded(id, when))
        .then(ensureFullContent)
        .then(load)
        .then((component) => ({ default: component })),
    ),
  );
  function LazyHomeSection() {
    return (
      <Suspense fallback={<section id={id} aria-busy="true" style={{ minHeight }} />}>
        <Lazy />
      </Suspense>
    );
  }
  return LazyHomeSection;
}
