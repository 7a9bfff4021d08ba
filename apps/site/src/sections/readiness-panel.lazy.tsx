import { PHASE_NAMES } from '@rooted/readiness/spec';
import { ReadinessPanel } from '@rooted/ui/readiness-panel';
import { useMemo, useSyncExternalStore } from 'react';
import { evaluateSiteReadiness } from '../lib/readiness-report/site-readiness.lazy';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { fieldVitals, subscribeFieldVitals } from '../lib/telemetry/field-vitals';

/** The readiness report rendered for site owners; loaded only when the developmentTools flag is on. */
export default function LazyReadinessPanel() {
  const content = useSiteContent();
  const report = useMemo(() => evaluateSiteReadiness(content), [content]);
  // This page's Core Web Vitals so far, when performance monitoring is built in.
  const vitals = useSyncExternalStore(subscribeFieldVitals, fieldVitals, () => undefined);
  return <ReadinessPanel report={report} phaseNames={PHASE_NAMES} vitals={vitals} />;
}
