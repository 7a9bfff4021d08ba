import { allFindings, locate, scoreLine, type LocationOptions } from './shared';
import type { ReadinessReport } from '../types';

/** Escapes workflow-command data (the part after `::`). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes workflow-command property values (file, title). */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions annotations: `::error file=<path>,line=N,title=<RULE> <KEY>::<message>` for
 * issues and `::warning ...` for warnings, then a `::notice` with the score line.
 */
export function formatGithub(report: ReadinessReport, options: LocationOptions = {}): string {
  const lines = allFindings(report).map((f) => {
    const where = locate(f, options);
    const props = [
      ...(where ? [`file=${escapeProperty(where.file)}`, `line=${where.line}`] : []),
      `title=${escapeProperty(f.key ? `${f.ruleId} ${f.key}` : f.ruleId)}`,
    ];
    return `::${f.severity} ${props.join(',')}::${escapeData(f.message)}`;
  });
  lines.push(`::notice title=launch-ready::${escapeData(scoreLine(report))}`);
  return `${lines.join('\n')}\n`;
}
