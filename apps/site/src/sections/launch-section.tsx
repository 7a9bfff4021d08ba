import { LaunchPreparation } from '@rooted/ui/launch-prep';
import type { ReactNode } from 'react';
import { launchPreparation } from '../content/launch-phases';
import { useAppConfig } from '../lib/use-site-content';

/**
 * The launch preparation section (#launch). With the `developmentTools` flag on it also shows
 * this site's own readiness report in the `readinessPanel` slot (wired by the lead engineer).
 */
export function LaunchSection({ readinessPanel }: { readinessPanel?: ReactNode }) {
  const devTools = useAppConfig((c) => c.features.developmentTools);
  return <LaunchPreparation id="launch" {...launchPreparation} readinessPanel={devTools ? readinessPanel : undefined} />;
}
