import { collectVitals } from '@rooted/telemetry/browser';
import { publishFieldVitals } from './field-vitals';

/**
 * Starts collecting this page load's Core Web Vitals (see start-telemetry.ts). In production they
 * are sent when the page is hidden; the development server has no telemetry API, so there the
 * values only reach the readiness panel.
 */
export function startVitals(route: string): void {
  collectVitals({
    route,
    sampleRate: __PERFORMANCE_SAMPLE_RATE__,
    ...(import.meta.env.DEV ? { send: () => true } : {}),
    onChange: (values) => publishFieldVitals({ route, values }),
  });
}
