import { RULES } from './rules';
import type { ReadinessConfig, ReadinessInput, ResolvedVariableSpec } from './types';

/** Thrown when a readiness configuration is invalid (the CLI maps it to exit code 2). */
export class ReadinessConfigError extends Error {
  override name = 'ReadinessConfigError';
}

const PUBLIC_PREFIX = 'VITE_';
const SETTINGS = new Set(['error', 'warning', 'off']);

/**
 * Validates a readiness configuration and fills in defaults (`critical` = `required`,
 * `exposure` = `server`, `minScore` = 90).
 * @throws ReadinessConfigError on duplicate keys or ids, exposure/prefix disagreement,
 *   unknown rule ids, or a minScore outside 0-100.
 */
export function defineReadiness(input: ReadinessInput): ReadinessConfig {
  const seen = new Set<string>();
  const variables: ResolvedVariableSpec[] = input.variables.map((spec) => {
    if (seen.has(spec.key)) throw new ReadinessConfigError(`Duplicate variable key in spec: ${spec.key}`);
    seen.add(spec.key);
    if (typeof spec.validator !== 'function') {
      throw new ReadinessConfigError(`Variable ${spec.key} has no validator function`);
    }
    const exposure = spec.exposure ?? 'server';
    const isPublicName = spec.key.startsWith(PUBLIC_PREFIX);
    if (exposure === 'public' && !isPublicName) {
      throw new ReadinessConfigError(
        `${spec.key} is declared public but lacks the ${PUBLIC_PREFIX} prefix, so Vite will not expose it`,
      );
    }
    if (exposure !== 'public' && isPublicName) {
      throw new ReadinessConfigError(
        `${spec.key} is declared ${exposure} but has the ${PUBLIC_PREFIX} prefix, so Vite would bundle it into the browser`,
      );
    }
    return { ...spec, exposure, critical: spec.critical ?? spec.required };
  });

  const ids = new Set<string>();
  for (const item of input.checklist) {
    if (ids.has(item.id)) throw new ReadinessConfigError(`Duplicate checklist id: ${item.id}`);
    ids.add(item.id);
  }

  const minScore = input.minScore ?? 90;
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 100) {
    throw new ReadinessConfigError(`minScore must be between 0 and 100, got ${String(minScore)}`);
  }

  const rules = { ...input.rules };
  for (const [id, setting] of Object.entries(rules)) {
    if (!RULES.some((rule) => rule.id === id)) throw new ReadinessConfigError(`Unknown rule id in config: ${id}`);
    if (!SETTINGS.has(String(setting))) {
      throw new ReadinessConfigError(`Rule ${id} must be set to error, warning or off, got ${String(setting)}`);
    }
  }

  return { variables, checklist: [...input.checklist], minScore, rules, signoffs: { ...input.signoffs } };
}
