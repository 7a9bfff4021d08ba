/**
 * `@rooted/telemetry/browser`: the page's side. Small and without the server's dependencies;
 * load it after the page is interactive (a dynamic `import()` when idle), never in the entry.
 */
export { createErrorReporter, installErrorTracking } from './error-reporter.js';
export type { ErrorReporter, ErrorReporterOptions } from './error-reporter.js';
export { collectVitals } from './vitals.js';
export type { CollectVitalsOptions, VitalsCollector } from './vitals.js';
export { currentPath, sendBeacon } from './beacon.js';
export type { BeaconSender } from './beacon.js';
