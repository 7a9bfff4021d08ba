/**
 * `@rooted/telemetry`: first-party error reports and field Core Web Vitals. This entry has no
 * Node-only imports, so the handler also runs on serverless and edge platforms with a store of
 * your own; the SQLite store lives in `@rooted/telemetry/sqlite` and the Node wiring in
 * `@rooted/telemetry/node`.
 */
export * from './limits.js';
export { errorBeaconSchema, vitalsBeaconSchema, firstIssue } from './schemas.js';
export type { ParsedErrorBeacon, ParsedVitalsBeacon } from './schemas.js';
export { createTelemetryHandler, createTelemetryRoutes, OTHER_ROUTE } from './handler.js';
export type { TelemetryConnection, TelemetryHandler, TelemetryHandlerOptions, TelemetryRoutesEnv } from './handler.js';
export { createMemoryTelemetryStore } from './memory-store.js';
export { DEFAULT_MAX_GROUPS, utcDay } from './store.js';
export type {
  ErrorGroup,
  ErrorReport,
  MetricSummary,
  RecordErrorResult,
  RouteVitals,
  TelemetryStore,
  TelemetryStoreOptions,
  VitalsQuery,
  VitalsSample,
} from './store.js';
export { BUCKET_GROWTH, MAX_BUCKET, bucketOf, bucketValue, percentile, rate } from './histogram.js';
export type { Histogram, Rating } from './histogram.js';
export { summarizeBuckets } from './vitals-summary.js';
export type { BucketRow } from './vitals-summary.js';
export { errorFingerprint, normalizeMessage, topFrames, FINGERPRINT_FRAMES } from './fingerprint.js';
export { scrubPersonalData, mentionForms, EMAIL_MARK, QUERY_MARK, NUMBER_MARK } from './scrub.js';
export { browserFamily } from './browser-family.js';
export { buildEnvelope, createSentryForwarder, parseSentryDsn, sentryFrames } from './sentry.js';
export type { SentryForwarder, SentryForwarderOptions, SentryFrame, SentryTarget } from './sentry.js';
export { consoleTelemetryLogger, silentTelemetryLogger } from './logger.js';
export type { TelemetryLogger } from './logger.js';
