import { lazy, Suspense, type ComponentType } from 'react';

/** When a lazy section's code is fetched on the client. */
export type LazyWhen =
  /** Near the viewport (600 px ahead) or when the browser is idle, whichever comes first. */
  | 'visible'
  /** Straight away, in parallel with hydration (sections with forms people act on quickly). */
  | 'now';

export interface LazySectionOptions {
  when?: LazyWhen;
  /** Space the client-only placeholder reserves, so later sections do not jump. */
  minHeight: string;
}

function whenNeeded(id: string, when: LazyWhen): Promise<void> {
  return new Promise((resolve) => {
    const target = document.getElementById(id);
    // No prerendered markup (a client-side visit to '/'): nothing to look at until it loads.
    if (when === 'now' || !target || typeof IntersectionObserver !== 'function') return resolve();
    let idle = 0;
    const done = () => {
      observer.disconnect();
      if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '600px 0px',
    });
    observer.observe(target);
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(done, { timeout: 5000 });
  });
}

/**
 * A home section whose code loads lazily (spec §1) without hiding it from the prerendered HTML.
 * The prerenderer waits for the code, so the section's markup is in the static page; in the
 * browser React keeps that server markup (a dehydrated Suspense boundary) until the chunk
 * arrives, then hydrates it in place: no empty gap, no layout shift. The fallback (a client-side
 * visit to '/') reserves `minHeight`.
 */
export function lazySection(id: string, load: () => Promise<ComponentType>, { when = 'visible', minHeight }: LazySectionOptions): ComponentType {
  const Lazy = lazy(() =>
    // The prerenderer (react-dom/static `prerender`) waits for this, so the markup is in the page.
    (import.meta.env.SSR ? Promise.resolve() : whenNeeded(id, when))
      .then(load)
      .then((component) => ({ default: component })),
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
