/**
 * Resolves when the element comes within 600 px of the viewport; at once when there is no
 * such element (a client-side visit renders it later) or no IntersectionObserver. Below-the-fold
 * code is fetched and hydrated only for the parts a visitor scrolls, tabs or jumps to: the
 * prerendered HTML already shows the rest, and hydrating it on a phone's idle time would
 * only compete with the visitor's first taps.
 */
export function whenNearViewport(find: () => Element | null): Promise<void> {
  return new Promise((resolve) => {
    const target = find();
    if (!target || typeof IntersectionObserver !== 'function') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
  });
}
