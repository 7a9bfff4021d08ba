import type { ReadinessReport } from '@rooted/readiness';

/**
 * The development-time readiness report: the home page runs the check and logs
 * it as console tables; it renders nothing. Loaded only when import.meta.env.DEV.
 */
export function logReadinessReport(
  report: ReadinessReport,
  out: Pick<Console, 'groupCollapsed' | 'groupEnd' | 'table' | 'info'> = console,
): void {
  out.groupCollapsed(
    `Launch readiness: ${report.ready ? 'READY' : 'NOT READY'} · score ${report.scoreDisplay}% (min ${report.minScore}%) · mode ${report.mode}`,
  );
  out.table(report.variables.map(({ key, status, required, exposure }) => ({ key, status, required, exposure })));
  const findings = [...report.issues, ...report.warnings];
  if (findings.length)
    out.table(findings.map(({ ruleId, severity, key, message }) => ({ ruleId, severity, key, message })));
  out.table(report.checklist.map(({ phase, title, status, action }) => ({ phase, title, status, action })));
  out.info('Server variables are checked by `launch-ready check` in CI; the browser never sees them.');
  out.groupEnd();
}
