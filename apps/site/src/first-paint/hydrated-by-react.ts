/**
 * Whether React has hydrated (or rendered) `element`: React tags every DOM element it owns with
 * a `__reactFiber$<random>` property when it hydrates or creates it, and leaves the markup of a
 * part whose code has not loaded (a dehydrated Suspense boundary) untagged until that part
 * hydrates. The property is React's own, not public API; it has not changed since React 17, and
 * `e2e/early-input.spec.ts` fails if it ever does (a kept tap on a lazily hydrated part would
 * never be replayed). Reading it costs a few bytes, where a registry of every lazily hydrated
 * part and a wrapper reporting each one's hydration did not fit the entry's JS budget.
 */
export function hydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}
