import { LaunchPreparation } from '@rooted/ui/launch-prep';
import { launchPreparation } from '../copy/launch-phases';
import { useAppConfig } from '../lib/content-store/use-site-content';
import { ReadinessPanel } from './readiness-panel';

/**
 * The launch preparation section (#launch). With the `developmentTools` flag on it also shows
 * this site's own readiness report (the same rules `launch-ready` runs in CI).
 */
export function LaunchSection() {
  const devTools = useAppConfig((c) => c.features.developmentTools);
  return (
    <LaunchPreparation id="launch" {...launchPreparation} readinessPanel={devTools ? <ReadinessPanel /> : undefined} />
  );
}
