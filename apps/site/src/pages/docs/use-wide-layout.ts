import { useEffect, useState } from 'react';

/**
 * True when the viewport is at least `minWidth` px wide. Starts `initial` on the
 * server and during hydration, then follows the media query, so the first
 * client render matches the prerendered HTML.
 */
export function useWideLayout(minWidth: number, initial = true): boolean {
  const [wide, setWide] = useState(initial);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(min-width: ${minWidth}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [minWidth]);
  return wide;
}
