import { useEffect } from 'react';
import { contentStore } from '../content-store/content-store';
import { ensureFullContent } from '../content-store/ensure-full-content';

/**
 * In development the home page runs the launch check and logs it to the console
 * (it renders nothing). `import.meta.env.DEV` is false in production
 * builds, so the check and the rules are left out of the bundle entirely.
 */
export function useDevReadinessLog(): void {
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    void Promise.all([import('./site-readiness.lazy'), import('./readiness-console.lazy'), ensureFullContent()]).then(
      ([{ evaluateSiteReadiness }, { logReadinessReport }]) =>
        logReadinessReport(evaluateSiteReadiness(contentStore.getState().content)),
    );
  }, []);
}
