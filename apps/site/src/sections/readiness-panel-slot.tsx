import { lazy, Suspense } from 'react';
import { useAppConfig } from '../lib/use-site-content';

const ReadinessPanelImpl = lazy(() => import('./readiness-panel-impl'));

/**
 * This site's own readiness report inside launch preparation, shown only with the
 * `developmentTools` app-config flag on. The rules and their code load on demand,
 * so visitors never download them.
 */
export function ReadinessPanelSlot() {
  const enabled = useAppConfig((config) => config.features.developmentTools);
  if (!enabled) return null;
  return (
    <Suspense fallback={<p className="text-ink-muted">Checking this site&rsquo;s readiness…</p>}>
      <ReadinessPanelImpl />
    </Suspense>
  );
}
