import { RULES } from '../rules';
import { allFindings, locate, type LocationOptions } from './shared';
import type { ReadinessReport } from '../types';

/** Options for `formatSarif`. */
export interface SarifOptions extends LocationOptions {
  /** Repository-relative file to point at when a finding has no file origin (code scanning needs a location). */
  fallbackFile?: string;
}

/**
 * SARIF 2.1.0: the rule catalogue in `tool.driver.rules`, one result per finding with level
 * `error` or `warning`. Locations are repository-relative paths only (code scanning rejects URLs).
 */
export function formatSarif(report: ReadinessReport, options: SarifOptions = {}): string {
  const results = allFindings(report).map((f) => {
    const where = locate(f, options) ?? (options.fallbackFile ? { file: options.fallbackFile, line: 1 } : undefined);
    return {
      ruleId: f.ruleId,
      ruleIndex: RULES.findIndex((r) => r.id === f.ruleId),
      level: f.severity,
      message: { text: `${f.message}. ${f.action}` },
      ...(where
        ? {
            locations: [
              { physicalLocation: { artifactLocation: { uri: where.file }, region: { startLine: where.line } } },
            ],
          }
        : {}),
      ...(f.key ? { properties: { key: f.key, category: f.category } } : { properties: { category: f.category } }),
    };
  });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: report.tool.name,
            version: report.tool.version,
            rules: RULES.map((r) => ({
              id: r.id,
              name: r.title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')),
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              help: { text: r.action },
              ...(r.docs ? { helpUri: r.docs } : {}),
              defaultConfiguration: { level: r.severity, enabled: r.enabledByDefault },
            })),
          },
        },
        results,
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
