import { EXTRA_RULES } from './extra-rules';
import { RULES } from './rules';
import { checkVariable } from './variables';
import { READINESS_VERSION } from './version';
import type {
  EvaluateContext,
  Finding,
  ItemStatus,
  ReadinessConfig,
  ReadinessReport,
  Severity,
  VariableResult,
} from './types';

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1 };

/** Stable order: severity, then rule id, then key, so report diffs stay small. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
    ((a.key ?? '') < (b.key ?? '') ? -1 : (a.key ?? '') > (b.key ?? '') ? 1 : 0)
  );
}

/** Applies config rule settings: `off` drops a finding, `error`/`warning` sets its severity. */
function withSeverity(config: ReadinessConfig, draft: Omit<Finding, 'severity'>): Finding | undefined {
  const rule = RULES.find((r) => r.id === draft.ruleId);
  const setting = config.rules[draft.ruleId];
  if (setting === 'off') return undefined;
  if (setting === undefined && rule && !rule.enabledByDefault) return undefined;
  return { ...draft, severity: setting ?? rule?.severity ?? 'error' };
}

/**
 * Evaluates the environment against the config. Pure: no I/O, no clock, no globals.
 * `ready` = no issues and `validRequired * 100 >= minScore * required` (integer comparison).
 * The checklist is guidance and never decides `ready`.
 */
export function evaluate(
  config: ReadinessConfig,
  source: Readonly<Record<string, string | undefined>>,
  ctx: EvaluateContext,
): ReadinessReport {
  const origins = ctx.origins ?? {};
  const drafts: Omit<Finding, 'severity'>[] = [];
  const variables: VariableResult[] = [];
  for (const spec of config.variables) {
    const outcome = checkVariable(spec, source[spec.key], origins[spec.key]);
    variables.push(outcome.result);
    if (outcome.finding) drafts.push(outcome.finding);
  }
  for (const rule of EXTRA_RULES) drafts.push(...rule({ mode: ctx.mode, specs: config.variables, source, origins }));

  const findings = drafts.map((d) => withSeverity(config, d)).filter((f): f is Finding => f !== undefined);
  findings.sort(compareFindings);
  const issues = findings.filter((f) => f.severity === 'error');
  const warnings = findings.filter((f) => f.severity === 'warning');

  const required = variables.filter((v) => v.required).length;
  const requiredValid = variables.filter((v) => v.required && v.status === 'valid').length;
  // Multiply first: (29 / 100) * 100 is 28.999…, which would display as 28.
  const score = required === 0 ? 100 : (requiredValid * 100) / required;
  const met = requiredValid * 100 >= config.minScore * required;

  const facts: Partial<Record<string, ItemStatus>> = { ...ctx.facts };
  // A human sign-off in config satisfies its item whatever the collectors found.
  for (const id of Object.keys(config.signoffs)) facts[id] = 'complete';
  const checkContext = {
    mode: ctx.mode,
    variables: new Map(variables.map((v) => [v.key, v])),
    source,
    facts,
    scoreMet: met,
    ...(ctx.probe ? { probe: ctx.probe } : {}),
  };
  const checklist = config.checklist.map(({ check, id, title, description, phase, category, action }) => ({
    id,
    title,
    description,
    status: check(checkContext),
    phase,
    category,
    action,
  }));

  return {
    schemaVersion: 1,
    tool: { name: 'launch-ready', version: ctx.toolVersion ?? READINESS_VERSION },
    generatedAt: ctx.now,
    mode: ctx.mode,
    minScore: config.minScore,
    score,
    scoreDisplay: Math.floor(score),
    ready: issues.length === 0 && met,
    counts: { required, requiredValid, issues: issues.length, warnings: warnings.length },
    issues,
    warnings,
    variables,
    checklist,
  };
}
