import { originLabel } from '@rooted/readiness';
import type { CliOptions } from '../args';
import { buildContext } from '../context';
import type { CliIO } from '../io';

/** `launch-ready doctor`: mode and its source, config path, env files and each key's origin. Names only, never values. */
export async function doctorCommand(options: CliOptions, io: CliIO): Promise<number> {
  const ctx = await buildContext(options, io);
  const width = Math.max(...ctx.config.variables.map((v) => v.key.length), 10);
  const lines = [
    'launch-ready doctor',
    `Mode     ${ctx.mode} (from ${ctx.modeSource})`,
    `Root     ${ctx.root}`,
    `Config   ${ctx.configPath ?? 'none found; using the default spec (@rooted/readiness/spec)'}`,
    '',
    'Env files, lowest to highest precedence',
    ...ctx.env.sources.map((s) => `  ${s.loaded ? 'loaded' : 'absent'}  ${s.file}`),
    '  always  process environment (wins over every file)',
    '',
    'Variables (origin of each key)',
    ...ctx.config.variables.map((v) => `  ${v.key.padEnd(width)}  ${originLabel(ctx.env.origins[v.key]) || 'not set'}`),
    '',
  ];
  io.stdout(lines.join('\n'));
  return 0;
}
