import type { ReadinessReport } from '../types';

/** The report as pretty-printed JSON with a trailing newline. */
export function formatJson(report: ReadinessReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
