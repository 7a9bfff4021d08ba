import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterImpl = lazy(() => import('./toaster-impl'));

/**
 * Mounts the one sonner <Toaster> once the browser is idle, keeping sonner out of
 * the entry bundle. Toasts are always raised after a visitor action; one raised
 * before the toaster mounts is replayed by sonner when it subscribes.
 * Use `toast.success/error/info/warning/loading` from 'sonner' anywhere in the site.
 */
export function SiteToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setMounted(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setMounted(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null;
}
