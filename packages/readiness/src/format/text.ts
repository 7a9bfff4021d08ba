import { originLabel, PHASES, scoreLine } from './shared';
import type { Finding, ItemStatus, ReadinessReport } from '../types';

/** Text decorations. The core ships only the identity; `@rooted/readiness/node` has ANSI colours. */
export interface TextStyle {
  red: (s: string) => string;
  yellow: (s: string) => string;
  green: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
}

const plain = (s: string) => s;
/** No decoration at all. */
export const PLAIN_STYLE: TextStyle = { red: plain, yellow: plain, green: plain, dim: plain, bold: plain };

/** Options for `formatText`. */
export interface TextOptions {
  style?: TextStyle;
  /** Issues only. */
  quiet?: boolean;
  /** Also passed checks and env sources. */
  verbose?: boolean;
}

function findingLines(finding: Finding, mark: string, style: TextStyle): string[] {
  const parts = [finding.key ?? '', style.dim(finding.category), finding.message];
  const where = originLabel(finding.origin);
  if (where) parts.push(style.dim(`(${where})`));
  parts.push(style.dim(finding.ruleId));
  return [`  ${mark} ${parts.filter(Boolean).join('  ')}`, `      → ${finding.action}`];
}

const STATUS_MARK: Record<ItemStatus, (style: TextStyle) => string> = {
  complete: (s) => s.green('✔'),
  warning: (s) => s.yellow('⚠'),
  incomplete: (s) => s.red('✖'),
};

/** The human report: Issues / Warnings / Passed (verbose), the score line and the checklist by phase. */
export function formatText(report: ReadinessReport, options: TextOptions = {}): string {
  const style = options.style ?? PLAIN_STYLE;
  const lines: string[] = [];
  if (report.issues.length > 0) {
    lines.push(style.bold(style.red(`Issues (${report.issues.length})`)));
    for (const f of report.issues) lines.push(...findingLines(f, style.red('✖'), style));
  }
  if (options.quiet) return lines.length ? `${lines.join('\n')}\n` : '';

  lines.unshift(style.bold(`launch-ready · mode ${report.mode}`), '');
  if (report.warnings.length > 0) {
    if (report.issues.length > 0) lines.push('');
    lines.push(style.bold(style.yellow(`Warnings (${report.warnings.length})`)));
    for (const f of report.warnings) lines.push(...findingLines(f, style.yellow('⚠'), style));
  }
  if (options.verbose) {
    const passed = report.variables.filter((v) => v.status === 'valid');
    lines.push('', style.bold(style.green(`Passed (${passed.length})`)));
    for (const v of passed) {
      const where = originLabel(v.origin);
      lines.push(
        `  ${style.green('✔')} ${v.key}  ${style.dim(v.category)}  valid${where ? `  ${style.dim(`(${where})`)}` : ''}`,
      );
    }
    if (report.sources) {
      lines.push('', style.bold('Env sources'));
      for (const s of report.sources) lines.push(`  ${s.loaded ? 'loaded' : 'absent'}  ${s.file}`);
    }
  }
  const verdict = scoreLine(report);
  lines.push('', style.bold(report.ready ? style.green(verdict) : style.red(verdict)), '', style.bold('Checklist'));
  for (const phase of [1, 2, 3, 4]) {
    lines.push(`  Phase ${phase} · ${PHASES[phase]}`);
    for (const item of report.checklist.filter((i) => i.phase === phase)) {
      lines.push(`    ${STATUS_MARK[item.status](style)} ${item.title}`);
      if (item.status !== 'complete') lines.push(style.dim(`        → ${item.action}`));
    }
  }
  return `${lines.join('\n')}\n`;
}
