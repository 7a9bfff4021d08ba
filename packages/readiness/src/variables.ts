import { isSet } from './validators';
import type { Finding, Origin, ResolvedVariableSpec, VariableResult } from './types';

/** Outcome of checking one variable: its reported result and any finding it raised. */
export interface VariableOutcome {
  result: VariableResult;
  finding?: Omit<Finding, 'severity'>;
}

/**
 * Checks one variable. Values are checked exactly as loaded (no trimming); only the
 * "is it set" test ignores whitespace. Messages come from our own templates: the
 * validator's text is used only for `public` keys, whose values ship in the bundle anyway.
 */
export function checkVariable(
  spec: ResolvedVariableSpec,
  raw: string | undefined,
  origin: Origin | undefined,
): VariableOutcome {
  const base: VariableResult = {
    key: spec.key,
    required: spec.required,
    critical: spec.critical,
    exposure: spec.exposure,
    category: spec.category,
    status: 'missing',
  };
  if (!isSet(raw)) {
    const result: VariableResult = { ...base, ...(origin && raw !== undefined ? { origin } : {}) };
    if (!spec.critical) return { result };
    return {
      result: { ...result, ruleId: 'RDY010' },
      finding: {
        ruleId: 'RDY010',
        key: spec.key,
        category: spec.category,
        message: `${spec.key} is not set`,
        action: spec.action ?? 'Set the variable in the deployment environment.',
        ...(spec.docs ? { docs: spec.docs } : {}),
        ...(origin && raw !== undefined ? { origin } : {}),
      },
    };
  }

  const shown = spec.exposure === 'public' ? { value: raw } : {};
  const located = { ...(origin ? { origin } : {}) };
  const set = { ...base, length: raw.length, ...shown, ...located };

  if (spec.placeholder !== undefined && raw === spec.placeholder) {
    return {
      result: { ...set, status: 'invalid', ruleId: 'RDY012' },
      finding: {
        ruleId: 'RDY012',
        key: spec.key,
        category: spec.category,
        message: `${spec.key} equals its placeholder`,
        action: spec.action ?? 'Replace the placeholder with the real value.',
        ...(spec.docs ? { docs: spec.docs } : {}),
        ...located,
      },
    };
  }

  const verdict = spec.validator(raw);
  if (verdict === true) return { result: { ...set, status: 'valid' } };

  const reason =
    spec.exposure === 'public' ? verdict : `length ${raw.length}, ${spec.requirement ?? 'fails its check'}`;
  return {
    result: { ...set, status: 'invalid', ruleId: 'RDY011' },
    finding: {
      ruleId: 'RDY011',
      key: spec.key,
      category: spec.category,
      message: `${spec.key} is invalid: ${reason}`,
      action: spec.action ?? 'Correct the value so it passes the check.',
      ...(spec.docs ? { docs: spec.docs } : {}),
      ...located,
    },
  };
}
