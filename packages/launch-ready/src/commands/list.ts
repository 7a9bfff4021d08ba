import { RULES, PHASES, type ReadinessConfig } from '@rooted/readiness';
import type { CliOptions } from '../args';
import { buildContext } from '../context';
import type { CliIO } from '../io';

/** The catalogue as plain data: variables, rules (ids, severities) and the checklist items. */
export function catalogue(config: ReadinessConfig) {
  return {
    variables: config.variables.map((v) => ({
      key: v.key,
      required: v.required,
      critical: v.critical,
      exposure: v.exposure,
      category: v.category,
      description: v.description,
      ...(v.placeholder !== undefined ? { placeholder: v.placeholder } : {}),
    })),
    rules: RULES.map((r) => {
      const setting = config.rules[r.id];
      const enabled = setting ? setting !== 'off' : r.enabledByDefault;
      return { id: r.id, severity: setting && setting !== 'off' ? setting : r.severity, enabled, title: r.title };
    }),
    checklist: config.checklist.map((i) => ({
      id: i.id,
      phase: i.phase,
      phaseName: PHASES[i.phase],
      category: i.category,
      title: i.title,
    })),
  };
}

/** `launch-ready list [--json]`. */
export async function listCommand(options: CliOptions, io: CliIO): Promise<number> {
  const { config } = await buildContext({ ...options, envFiles: [], dotenv: false }, { ...io, env: {} });
  const data = catalogue(config);
  if (options.json || options.format === 'json') {
    io.stdout(`${JSON.stringify(data, null, 2)}\n`);
    return 0;
  }
  const lines = ['Variables'];
  for (const v of data.variables)
    lines.push(
      `  ${v.key.padEnd(36)} ${(v.required ? 'required' : 'optional').padEnd(9)} ${v.exposure.padEnd(7)} ${v.category}`,
    );
  lines.push('', 'Rules');
  for (const r of data.rules) lines.push(`  ${r.id}  ${r.severity.padEnd(7)} ${r.enabled ? '' : '(off) '}${r.title}`);
  lines.push('', 'Checklist');
  for (const i of data.checklist) lines.push(`  ${i.phase}  ${i.id.padEnd(24)} ${i.title}`);
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
