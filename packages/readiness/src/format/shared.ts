import type { Finding, Origin, ReadinessReport } from '../types';

/** Phase names by number, for formatters. */
export const PHASES: Record<number, string> = {
  1: 'Configuration',
  2: 'Content & legal',
  3: 'Tracking & monitoring',
  4: 'Launch',
};

/** `file:line` or `process.env`; empty when unknown. */
export function originLabel(origin: Origin | undefined): string {
  if (!origin) return '';
  return origin === 'process.env' ? 'process.env' : `${origin.file}:${origin.line}`;
}

/** The one-line verdict, e.g. `Score 66% (2/3 required valid) · min 90% · NOT READY`. */
export function scoreLine(report: ReadinessReport): string {
  const { required, requiredValid } = report.counts;
  return `Score ${report.scoreDisplay}% (${requiredValid}/${required} required valid) · min ${report.minScore}% · ${report.ready ? 'READY' : 'NOT READY'}`;
}

/** Where to point a finding: its file origin (with an optional repo-relative prefix) or a fallback. */
export interface LocationOptions {
  /** Prepended to origin file paths to make them repository-relative (e.g. `apps/site/`). */
  pathPrefix?: string;
  /** Used when a finding has no file origin, e.g. the key's line in the config file. */
  keyLocations?: Record<string, { file: string; line: number }>;
}

/** Resolves a finding's repository-relative location, if any. */
export function locate(finding: Finding, options: LocationOptions = {}): { file: string; line: number } | undefined {
  if (finding.origin && finding.origin !== 'process.env') {
    return { file: `${options.pathPrefix ?? ''}${finding.origin.file}`, line: finding.origin.line };
  }
  return finding.key ? options.keyLocations?.[finding.key] : undefined;
}

/** All findings, issues first. */
export function allFindings(report: ReadinessReport): Finding[] {
  return [...report.issues, ...report.warnings];
}
