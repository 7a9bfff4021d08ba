/**
 * Resolves when the element with `id` comes within 600 px of the viewport or the browser is idle
 * (at most `idleTimeoutMs` later), whichever is first; at once when there is no such element or
 * no IntersectionObserver. Used to fetch below-the-fold form code without delaying hydration.
 */
export function whenNearViewport(find: () => Element | null, idleTimeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const target = find();
    if (!target || typeof IntersectionObserver !== 'function') return resolve();
    let idle = 0;
    const done = () => {
      observer.disconnect();
      if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '600px 0px' });
    observer.observe(target);
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(done, { timeout: idleTimeoutMs });
  });
}
