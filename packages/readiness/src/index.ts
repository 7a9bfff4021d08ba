/**
 * @rooted/readiness — the isomorphic core: no node:*, no process, no console, no clock.
 * Environment specs, validators, `evaluate()`, the rule catalogue, the checklist checks and
 * the pure formatters. The default spec lives in `@rooted/readiness/spec`; `.env` loading,
 * fact collectors and colours in `@rooted/readiness/node`.
 */
export type * from './types';
export { defineReadiness, ReadinessConfigError } from './define';
export { evaluate, compareFindings } from './evaluate';
export { RULES, findRule, type RuleDefinition } from './rules';
export { booleanFlag, gaMeasurementId, httpsUrl, isSet, longerThan } from './validators';
export {
  analyticsWithConsent,
  fact,
  flagEnabled,
  productionMode,
  providerConnection,
  scoreMet,
  variableValid,
} from './checks';
export { READINESS_VERSION } from './version';
export * from './format/index';
