import { isSet } from './validators';
import type { CheckContext, ItemStatus } from './types';

/** Building blocks for checklist items. Each returns a pure `(ctx) => status` function. */

/** Complete when the variable is present and valid. */
export function variableValid(key: string): (ctx: CheckContext) => ItemStatus {
  return (ctx) => (ctx.variables.get(key)?.status === 'valid' ? 'complete' : 'incomplete');
}

/** Complete in `production`, incomplete in `development`, a warning for any other mode. */
export function productionMode(): (ctx: CheckContext) => ItemStatus {
  return (ctx) => (ctx.mode === 'production' ? 'complete' : ctx.mode === 'development' ? 'incomplete' : 'warning');
}

/** Reads a fact supplied by a Node collector or a sign-off; a missing fact is incomplete. */
export function fact(id: string): (ctx: CheckContext) => ItemStatus {
  return (ctx) => ctx.facts[id] ?? 'incomplete';
}

/** Flag status: complete when `true`, warning when unset or `false`, incomplete when invalid. */
export function flagEnabled(key: string): (ctx: CheckContext) => ItemStatus {
  return (ctx) => {
    const value = ctx.source[key];
    if (!isSet(value) || value === 'false') return 'warning';
    return ctx.variables.get(key)?.status === 'valid' ? 'complete' : 'incomplete';
  };
}

/**
 * Analytics: complete when the id is valid, the flag is `true` and the consent fact is complete.
 * Incomplete when the id or flag is invalid, or analytics is on without consent; a warning
 * when analytics is off or the id is unset.
 */
export function analyticsWithConsent(
  idKey: string,
  flagKey: string,
  consentFact: string,
): (ctx: CheckContext) => ItemStatus {
  return (ctx) => {
    const id = ctx.variables.get(idKey);
    const flag = ctx.variables.get(flagKey);
    if (id?.status === 'invalid' || flag?.status === 'invalid') return 'incomplete';
    if (ctx.source[flagKey] !== 'true' || id?.status !== 'valid') return 'warning';
    return ctx.facts[consentFact] === 'complete' ? 'complete' : 'incomplete';
  };
}

/**
 * Provider connection: incomplete when the key is missing or invalid (the probe is skipped)
 * or the probe failed; a warning when not probed; complete when the probe answered OK.
 */
export function providerConnection(keyName: string): (ctx: CheckContext) => ItemStatus {
  return (ctx) => {
    if (ctx.variables.get(keyName)?.status !== 'valid') return 'incomplete';
    if (!ctx.probe) return 'warning';
    return ctx.probe.ok ? 'complete' : 'incomplete';
  };
}

/** Complete when the score meets the configured minimum. */
export function scoreMet(): (ctx: CheckContext) => ItemStatus {
  return (ctx) => (ctx.scoreMet ? 'complete' : 'incomplete');
}
