import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotionNow } from './use-reduced-motion';

/** Counters run from 0 to their target in 60 steps over 2000 ms. */
export const COUNTER_DURATION_MS = 2000;
/** The number of steps a counter takes to its target, one every `COUNTER_DURATION_MS / COUNTER_STEPS` ms. */
export const COUNTER_STEPS = 60;

/**
 * Counts every target up from 0 the first time `ref` scrolls into view (IntersectionObserver,
 * once). Until then, and for good under reduced motion or `animate: false`, the final values
 * show, which is also what the prerendered HTML carries.
 */
export function useCountUp(targets: number[], ref: RefObject<Element | null>, animate = true): number[] {
  const [step, setStep] = useState(COUNTER_STEPS);
  const started = useRef(false);

  useEffect(() => {
    const node = ref.current;
    if (!animate || started.current || !node || prefersReducedMotionNow()) return;
    if (typeof IntersectionObserver !== 'function') return;
    let timer = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || started.current) return;
      started.current = true;
      observer.disconnect();
      const start = Date.now();
      const tick = COUNTER_DURATION_MS / COUNTER_STEPS;
      let current = 0;
      setStep(0);
      // One step per tick, catching up with the clock when a busy or throttled main thread
      // delays ticks, so the count still lands on the target at about 2000 ms.
      timer = window.setInterval(() => {
        current = Math.min(COUNTER_STEPS, Math.max(current + 1, Math.floor((Date.now() - start) / tick)));
        setStep(current);
        if (current >= COUNTER_STEPS) window.clearInterval(timer);
      }, tick);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      // A cleanup before the last step (StrictMode, unmount) leaves the final values showing.
      if (timer) setStep(COUNTER_STEPS);
    };
  }, [animate, ref]);

  return targets.map((target) => Math.round((target * step) / COUNTER_STEPS));
}
