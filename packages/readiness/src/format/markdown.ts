import { originLabel, PHASES, scoreLine } from './shared';
import type { Finding, ReadinessReport } from '../types';

const STATUS_EMOJI = { complete: '✅ complete', warning: '⚠️ warning', incomplete: '❌ incomplete' } as const;

/** Escapes table-breaking characters in a Markdown cell. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function findingTable(title: string, findings: Finding[]): string[] {
  if (findings.length === 0) return [];
  const rows = findings.map(
    (f) =>
      `| ${f.ruleId} | ${cell(f.key ? `\`${f.key}\`` : '')} | ${cell(f.category)} | ${cell(f.message)} | ${cell(originLabel(f.origin))} | ${cell(f.action)} |`,
  );
  return [
    `### ${title} (${findings.length})`,
    '',
    '| Rule | Key | Category | Message | Origin | Action |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

/** The report as Markdown tables, for PR comments and GitHub step summaries. */
export function formatMarkdown(report: ReadinessReport): string {
  const lines = [
    `## Launch readiness: ${report.ready ? '✅ READY' : '❌ NOT READY'}`,
    '',
    `${scoreLine(report)} · mode \`${report.mode}\``,
    '',
    ...findingTable('Issues', report.issues),
    ...findingTable('Warnings', report.warnings),
    '### Checklist',
    '',
    '| Phase | Item | Status | Action |',
    '|---|---|---|---|',
    ...report.checklist.map(
      (i) =>
        `| ${i.phase} ${cell(PHASES[i.phase] ?? '')} | ${cell(i.title)} | ${STATUS_EMOJI[i.status]} | ${i.status === 'complete' ? '' : cell(i.action)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
