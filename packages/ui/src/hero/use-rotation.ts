import { useCallback, useEffect, useState } from 'react';

/** A testimonial stays for 4000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 4000;

/** Options of {@link useRotation}: how many entries rotate, how fast, and whether rotation may run now. */
export interface RotationOptions {
  count: number;
  intervalMs?: number;
  /** True while the visitor hovers or focuses the rotating content, or pressed pause. */
  paused: boolean;
  /** False under reduced motion: only the manual controls move it. */
  enabled: boolean;
}

/**
 * Index of the entry on show. Advances every `intervalMs` while enabled, not paused and the tab
 * is visible (`visibilitychange`); a fresh full interval starts after every pause or manual step.
 */
export function useRotation({ count, intervalMs = TESTIMONIAL_INTERVAL_MS, paused, enabled }: RotationOptions) {
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const running = enabled && !paused && !hidden && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs, index]);

  const step = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  return { index: count ? index % count : 0, running, next: () => step(1), previous: () => step(-1) };
}
