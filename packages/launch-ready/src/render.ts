import { relative, sep } from 'node:path';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  formatGithub,
  formatJson,
  formatJunit,
  formatMarkdown,
  formatSarif,
  formatText,
  type LocationOptions,
  type ReadinessReport,
  type TextStyle,
} from '@rooted/readiness';
import type { Format } from './args';

/** Everything a format may need beyond the report. */
export interface RenderOptions {
  locations: LocationOptions;
  fallbackFile?: string;
  style?: TextStyle;
  quiet?: boolean;
  verbose?: boolean;
}

/** Renders the report in one format. */
export function render(format: Format, report: ReadinessReport, options: RenderOptions): string {
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'markdown':
      return formatMarkdown(report);
    case 'github':
      return formatGithub(report, options.locations);
    case 'junit':
      return formatJunit(report);
    case 'sarif':
      return formatSarif(report, {
        ...options.locations,
        ...(options.fallbackFile ? { fallbackFile: options.fallbackFile } : {}),
      });
    case 'pretty':
      return formatText(report, {
        ...(options.style ? { style: options.style } : {}),
        ...(options.quiet ? { quiet: true } : {}),
        ...(options.verbose ? { verbose: true } : {}),
      });
  }
}

/** The repository root (nearest folder with .git or pnpm-workspace.yaml), else `start`. */
export function repoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, '.git')) || existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

/** A repository-relative path with forward slashes. */
export function repoRelative(repo: string, path: string): string {
  return relative(repo, path).split(sep).join('/');
}
