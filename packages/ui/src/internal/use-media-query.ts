import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts matching (e.g. the viewport widens). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query, onMatch]);
}
