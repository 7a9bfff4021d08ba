import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { evaluate, isSet, type ReadinessReport } from '@rooted/readiness';
import { ansiStyle, collectFacts, shouldUseColor } from '@rooted/readiness/node';
import type { CliOptions } from '../args';
import { keyLinesInConfig } from '../config';
import { buildContext, type RunContext } from '../context';
import type { CliIO } from '../io';
import { probeProvider } from '../probe';
import { render, repoRelative, repoRoot, type RenderOptions } from '../render';
import { VERSION } from '../version';

/** Exit code and the reason, from the report and `--fail-on`. */
export function decide(
  report: ReadinessReport,
  failOn: CliOptions['failOn'],
): Pick<ReadinessReport, 'exitCode' | 'decidedBy'> {
  if (failOn === 'none') return { exitCode: 0, decidedBy: null };
  if (report.issues.length > 0) return { exitCode: 1, decidedBy: 'issues' };
  if (!report.ready) return { exitCode: 1, decidedBy: 'score' };
  if (failOn === 'warning' && report.warnings.length > 0) return { exitCode: 1, decidedBy: 'warnings' };
  return { exitCode: 0, decidedBy: null };
}

/**
 * Values GitHub must mask: secret and server values read from files (GitHub masks only its own
 * configured secrets), plus any public-prefixed secret (RDY030) read from a file.
 */
function valuesToMask(ctx: RunContext, report: ReadinessReport): string[] {
  const keys = [
    ...ctx.config.variables.filter((v) => v.exposure !== 'public').map((v) => v.key),
    ...report.issues.filter((f) => f.ruleId === 'RDY030' && f.key).map((f) => f.key as string),
  ];
  const fromFiles = keys.filter((key) => typeof ctx.env.origins[key] === 'object' && isSet(ctx.env.values[key]));
  return [...new Set(fromFiles.map((key) => ctx.env.values[key] as string))];
}

/** Machine formats own stdout, so masks go to stderr for them (the runner reads commands on both). */
const STDOUT_DOCUMENTS = new Set(['json', 'junit', 'sarif']);

/** `launch-ready check`: load, evaluate, print, write reports, return the exit code. */
export async function checkCommand(options: CliOptions, io: CliIO): Promise<number> {
  const ctx = await buildContext(options, io);
  const inGithub = io.env.GITHUB_ACTIONS === 'true';
  const probe = options.probe ? await probeProvider(ctx.config, ctx.env.values) : undefined;
  if (options.probe) {
    io.stderr(
      probe
        ? `launch-ready: provider probe ${probe.ok ? 'passed' : 'failed'}${probe.status ? ` (HTTP ${probe.status})` : ' (no answer)'}\n`
        : 'launch-ready: provider probe skipped (key missing or invalid)\n',
    );
  }
  const evaluated = evaluate(ctx.config, ctx.env.values, {
    mode: ctx.mode,
    now: io.now(),
    facts: collectFacts({ cwd: ctx.root }),
    origins: ctx.env.origins,
    toolVersion: VERSION,
    ...(probe ? { probe } : {}),
  });
  const report: ReadinessReport = { ...evaluated, ...decide(evaluated, options.failOn), sources: ctx.env.sources };

  if (inGithub) {
    const masks = valuesToMask(ctx, report)
      .map((value) => `::add-mask::${value}\n`)
      .join('');
    if (masks) (STDOUT_DOCUMENTS.has(options.format) ? io.stderr : io.stdout)(masks);
  }

  const repo = repoRoot(ctx.root);
  const prefix = repoRelative(repo, ctx.root);
  const configFile = ctx.configPath ? repoRelative(repo, ctx.configPath) : undefined;
  const keyLocations = Object.fromEntries(
    Object.entries(
      keyLinesInConfig(
        ctx.configPath,
        ctx.config.variables.map((v) => v.key),
      ),
    ).map(([key, { line }]) => [key, { file: configFile ?? '', line }]),
  );
  const renderOptions: RenderOptions = {
    locations: { pathPrefix: prefix ? `${prefix}/` : '', keyLocations },
    ...(configFile ? { fallbackFile: configFile } : {}),
    style: ansiStyle(options.color && shouldUseColor({ env: io.env, isTTY: io.isTTY })),
    quiet: options.quiet,
    verbose: options.verbose,
  };

  if (options.verbose) {
    io.stderr(
      `launch-ready: mode ${ctx.mode} (from ${ctx.modeSource}), config ${ctx.configPath ?? 'default spec (@rooted/readiness/spec)'}\n`,
    );
  }
  if (options.format === 'pretty' && inGithub) io.stdout(render('github', report, renderOptions));
  io.stdout(render(options.format, report, renderOptions));
  if (options.format === 'pretty' && inGithub && io.env.GITHUB_STEP_SUMMARY) {
    appendFileSync(io.env.GITHUB_STEP_SUMMARY, render('markdown', report, renderOptions));
  }
  for (const extra of options.reports) {
    const path = resolve(io.cwd, extra.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, render(extra.format, report, { ...renderOptions, style: ansiStyle(false) }));
    io.stderr(`launch-ready: wrote ${extra.format} report to ${extra.path}\n`);
  }
  return report.exitCode ?? 3;
}
