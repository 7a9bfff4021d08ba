import { scoreLine } from './shared';
import type { Finding, ReadinessReport } from '../types';

/** Escapes text for XML attributes and content. */
function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Case {
  name: string;
  failures: Finding[];
  output: string[];
}

function renderSuite(name: string, cases: Case[]): string {
  const failures = cases.filter((c) => c.failures.length > 0).length;
  const body = cases.map((c) => {
    const inner = [
      ...c.failures.map(
        (f) => `      <failure message="${xml(f.message)}" type="${f.ruleId}">${xml(f.action)}</failure>`,
      ),
      ...(c.output.length ? [`      <system-out>${xml(c.output.join('\n'))}</system-out>`] : []),
    ];
    const open = `    <testcase classname="launch-ready.${xml(name)}" name="${xml(c.name)}"`;
    return inner.length ? `${open}>\n${inner.join('\n')}\n    </testcase>` : `${open}/>`;
  });
  return [
    `  <testsuite name="${xml(name)}" tests="${cases.length}" failures="${failures}" errors="0">`,
    ...body,
    '  </testsuite>',
  ].join('\n');
}

/**
 * JUnit XML: one `<testsuite>` per category (a test case per variable or finding), one for the
 * checklist, and one `readiness` case that fails when not ready. Issues are `<failure>`s;
 * warnings and unfinished checklist items pass with `<system-out>`.
 */
export function formatJunit(report: ReadinessReport): string {
  const byCategory = new Map<string, Map<string, Case>>();
  const caseFor = (category: string, name: string): Case => {
    const suite = byCategory.get(category) ?? new Map<string, Case>();
    byCategory.set(category, suite);
    const existing = suite.get(name) ?? { name, failures: [], output: [] };
    suite.set(name, existing);
    return existing;
  };
  for (const v of report.variables) caseFor(v.category, v.key);
  for (const f of report.issues) caseFor(f.category, f.key ?? f.ruleId).failures.push(f);
  for (const f of report.warnings)
    caseFor(f.category, f.key ?? f.ruleId).output.push(`${f.ruleId} warning: ${f.message} → ${f.action}`);

  const suites = [...byCategory].map(([name, cases]) => renderSuite(name, [...cases.values()]));
  suites.push(
    renderSuite(
      'checklist',
      report.checklist.map((i) => ({
        name: `${i.phase}. ${i.title}`,
        failures: [],
        output: i.status === 'complete' ? [] : [`${i.status}: ${i.action}`],
      })),
    ),
  );
  const verdict: Finding = {
    ruleId: 'NOT-READY',
    severity: 'error',
    category: 'readiness',
    message: scoreLine(report),
    action: 'Fix the issues listed above.',
  };
  suites.push(
    renderSuite('readiness', [{ name: 'ready', failures: report.ready ? [] : [verdict], output: [scoreLine(report)] }]),
  );

  const total = report.variables.length + report.checklist.length + 1;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="launch-ready" tests="${total}" failures="${report.issues.length + (report.ready ? 0 : 1)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
