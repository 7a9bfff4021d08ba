import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while prerendering and hydrating, true once the component runs in the
 * browser (React re-renders after hydration). For state the server cannot know,
 * such as the URL's #hash, applied without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
