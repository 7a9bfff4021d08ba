import { lazy, Suspense } from 'react';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { useAfterIdle } from '../first-paint/use-after-idle';

const LazyToaster = lazy(keepOnFailure(() => import('./site-toaster.lazy')));

/**
 * Mounts the one sonner <Toaster> once the browser is idle, keeping sonner out of
 * the entry bundle. Toasts are always raised after a visitor action; one raised
 * before the toaster mounts is replayed by sonner when it subscribes.
 * Use `toast.success/error/info/warning/loading` from 'sonner' anywhere in the site.
 */
export function SiteToaster() {
  return useAfterIdle() ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
