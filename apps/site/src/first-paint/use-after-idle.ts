import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after hydration (or `timeoutMs` passes),
 * then true. For code nobody needs in the first seconds: it loads after the page
 * is interactive instead of weighing on the entry bundle.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);

  return idle;
}
