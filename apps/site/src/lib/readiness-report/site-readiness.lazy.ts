import { evaluate, type ReadinessReport } from '@rooted/readiness';
import { defaultConfig } from '@rooted/readiness/spec';
import type { SiteContent } from '@rooted/site-content/defaults';
import { buildMode, publicEnv } from '../env/env';
import { siteReadinessFacts } from './readiness-facts';

/**
 * This site's readiness report in the browser: the same rule set and the same
 * `evaluate()` the `launch-ready` CLI runs in CI (docs/decisions/0021), fed with the
 * public variables, the build mode and the facts the site can see.
 */
export function evaluateSiteReadiness(content: SiteContent, now = new Date()): ReadinessReport {
  return evaluate(defaultConfig, publicEnv, {
    mode: buildMode,
    now: now.toISOString(),
    facts: siteReadinessFacts(content),
  });
}
