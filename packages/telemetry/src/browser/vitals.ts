import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalMetric, VitalsBeacon } from '../limits.js';
import { currentPath, sendBeacon, type BeaconSender } from './beacon.js';

/** Options of {@link collectVitals}. */
export interface CollectVitalsOptions {
  /** Default `/api/telemetry/vitals`. */
  endpoint?: string;
  /**
   * Share of page loads that send their values, from 0 to 1. Default 1: every page load, which a
   * small site needs for a p75 per route; a busy site can lower it.
   */
  sampleRate?: number;
  /** The route the values are kept under. Default `location.pathname` when collection starts. */
  route?: string;
  /** Default `navigator.sendBeacon`. */
  send?: BeaconSender;
  /** Default `Math.random`. */
  random?: () => number;
  /** Called with all values so far whenever one changes (e.g. for a development panel). */
  onChange?: (values: Readonly<Partial<Record<VitalMetric, number>>>) => void;
}

/** What {@link collectVitals} returns. */
export interface VitalsCollector {
  /** The values reported so far. */
  values(): Readonly<Partial<Record<VitalMetric, number>>>;
  /** Whether this page load was sampled in (its values are sent). */
  readonly sampled: boolean;
  /** Stops sending (listeners of web-vitals stay, as the library has no way to remove them). */
  stop(): void;
}

/**
 * Collects LCP, INP, CLS, FCP and TTFB with the `web-vitals` library and sends them with
 * `navigator.sendBeacon` whenever the page is hidden (tab switch, navigation away, close): the
 * values that changed since the last beacon, under the route the page was loaded on, since that
 * load is what LCP, FCP and TTFB measure. No cookie, no identifier: the beacon holds the route
 * and the numbers only.
 */
export function collectVitals(options: CollectVitalsOptions = {}): VitalsCollector {
  const endpoint = options.endpoint ?? '/api/telemetry/vitals';
  const route = (options.route ?? currentPath()).split(/[?#]/, 1)[0] || '/';
  const send = options.send ?? sendBeacon;
  const sampleRate = Math.min(1, Math.max(0, options.sampleRate ?? 1));
  const sampled = (options.random ?? Math.random)() < sampleRate;
  const values: Partial<Record<VitalMetric, number>> = {};
  const unsent = new Set<VitalMetric>();
  let stopped = false;

  const record = (metric: Metric) => {
    const name = metric.name as VitalMetric;
    values[name] = metric.value;
    unsent.add(name);
    options.onChange?.({ ...values });
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  const flush = () => {
    if (stopped || !sampled || unsent.size === 0) return;
    const metrics = Object.fromEntries([...unsent].map((name) => [name, values[name]])) as VitalsBeacon['metrics'];
    if (send(endpoint, JSON.stringify({ route, metrics } satisfies VitalsBeacon))) unsent.clear();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // `visibilitychange` bubbles from the document to the window: listening on the window runs
  // after the library's own document listeners, so its hidden-page reports (CLS, INP, LCP) are in.
  addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', flush);

  return {
    values: () => ({ ...values }),
    sampled,
    stop() {
      stopped = true;
      removeEventListener('visibilitychange', onVisibility);
      removeEventListener('pagehide', flush);
    },
  };
}
