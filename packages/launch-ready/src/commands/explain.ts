import { findRule } from '@rooted/readiness';
import type { CliOptions } from '../args';
import { buildContext } from '../context';
import { UsageError } from '../errors';
import type { CliIO } from '../io';

const GENERAL_DOCS = 'See the @rooted/readiness README, section "Rules and checklist".';

/** `launch-ready explain <KEY|RULE|ITEM>`: what is checked, why, the fix and a docs link. */
export async function explainCommand(options: CliOptions, io: CliIO): Promise<number> {
  const subject = options.rest[0];
  if (!subject)
    throw new UsageError(
      'explain needs a variable key, rule id or checklist item id, e.g. launch-ready explain RDY011',
    );
  const { config } = await buildContext({ ...options, envFiles: [], dotenv: false }, { ...io, env: {} });

  const variable = config.variables.find((v) => v.key.toLowerCase() === subject.toLowerCase());
  if (variable) {
    const checks = [
      variable.placeholder !== undefined ? `not the placeholder '${variable.placeholder}'` : undefined,
      variable.requirement,
    ].filter(Boolean);
    io.stdout(
      [
        `${variable.key} — variable (${variable.required ? 'required' : 'optional'}, ${variable.exposure}, ${variable.category})`,
        `What:   ${variable.description}`,
        `Check:  ${checks.length ? checks.join(' and ') : "see the variable's validator in @rooted/readiness"}; empty or whitespace-only counts as not set`,
        `Why:    ${variable.required ? 'counts toward the score; missing → RDY010' : 'optional; unset → RDY022 warning'}, invalid → RDY011${variable.placeholder !== undefined ? ', placeholder → RDY012' : ''}`,
        `Fix:    ${variable.action ?? 'Set a valid value.'}`,
        ...(variable.example ? [`Example: ${variable.key}=${variable.example}`] : []),
        `Docs:   ${variable.docs ?? GENERAL_DOCS}`,
        '',
      ].join('\n'),
    );
    return 0;
  }
  const rule = findRule(subject);
  if (rule) {
    io.stdout(
      [
        `${rule.id} — ${rule.title} (${rule.severity}${rule.enabledByDefault ? '' : ', off by default'})`,
        `What:   ${rule.description}`,
        `Why:    ${rule.severity === 'error' ? 'an issue: blocks ready' : 'a warning: does not block ready (unless --fail-on warning)'}`,
        `Fix:    ${rule.action}`,
        `Docs:   ${rule.docs ?? GENERAL_DOCS}`,
        '',
      ].join('\n'),
    );
    return 0;
  }
  const item = config.checklist.find((i) => i.id === subject.toLowerCase());
  if (item) {
    io.stdout(
      [
        `${item.id} — ${item.title} (checklist, phase ${item.phase}, ${item.category})`,
        `What:   ${item.description}`,
        'Why:    guidance for the launch; the checklist never decides ready',
        `Fix:    ${item.action}`,
        `Docs:   ${GENERAL_DOCS}`,
        '',
      ].join('\n'),
    );
    return 0;
  }
  throw new UsageError(`Unknown variable, rule or checklist item: ${subject}. Try launch-ready list`);
}
