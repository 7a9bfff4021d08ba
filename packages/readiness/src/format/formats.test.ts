import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluate';
import { defaultConfig } from '../spec';
import { CANARY, NOW, VALID_ENV } from '../test-support/fixtures';
import { formatGithub, formatJson, formatJunit, formatMarkdown, formatSarif, formatText } from './index';

const origins = {
  OMNISEND_API_KEY: { file: '.env.production', line: 2 },
  OMNISEND_BRAND_ID: { file: '.env.production', line: 3 },
  VITE_SITE_URL: 'process.env' as const,
};

/** A report where the canary is a valid secret, an invalid server value, and a public-prefixed secret. */
function canaryReports() {
  const ctx = { mode: 'production', now: NOW, origins };
  return [
    evaluate(defaultConfig, { ...VALID_ENV, OMNISEND_API_KEY: CANARY }, ctx),
    evaluate(
      defaultConfig,
      { ...VALID_ENV, OMNISEND_API_KEY: CANARY.slice(0, 8), OMNISEND_BRAND_ID: CANARY.slice(0, 4) },
      ctx,
    ),
    evaluate(defaultConfig, { ...VALID_ENV, OMNISEND_BRAND_ID: CANARY, VITE_OMNISEND_API_KEY: CANARY }, ctx),
  ];
}

const FORMATS = {
  json: formatJson,
  pretty: (r: Parameters<typeof formatText>[0]) => formatText(r, { verbose: true }),
  markdown: formatMarkdown,
  github: formatGithub,
  junit: formatJunit,
  sarif: formatSarif,
};

describe('formatters', () => {
  it.each(Object.entries(FORMATS))('%s never prints a secret or server value', (_name, format) => {
    for (const report of canaryReports()) {
      const out = format(report);
      expect(out).not.toContain(CANARY);
      expect(out).not.toContain(CANARY.slice(0, 8));
    }
  });

  it('text: finding line, arrow action, score line and checklist by phase', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, OMNISEND_BRAND_ID: 'abc' },
      { mode: 'production', now: NOW, origins },
    );
    const out = formatText(report);
    expect(out).toContain(
      '  ✖ OMNISEND_BRAND_ID  email  OMNISEND_BRAND_ID is invalid: length 3, needs more than 5  (.env.production:3)  RDY011\n      → Set the Omnisend brand id, or leave it unset if nothing of yours reads it.',
    );
    // Optional now, so not in the score, but a value set and invalid is still an issue.
    expect(out).toContain('Score 100% (2/2 required valid) · min 90% · NOT READY');
    expect(out).toContain('  Phase 3 · Tracking & monitoring');
    expect(formatText(report, { quiet: true })).not.toContain('Checklist');
  });

  it('github: exact annotation shape with file, line and title', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, OMNISEND_API_KEY: 'your_omnisend_api_key', VITE_ENABLE_ANALYTICS: 'false' },
      { mode: 'production', now: NOW, origins },
    );
    const out = formatGithub(report, { pathPrefix: 'apps/site/' });
    expect(out.split('\n')[0]).toBe(
      '::error file=apps/site/.env.production,line=2,title=RDY012 OMNISEND_API_KEY::OMNISEND_API_KEY equals its placeholder',
    );
    expect(out).toContain(
      '::warning title=RDY020 VITE_ENABLE_ANALYTICS::Analytics tracking not enabled: VITE_ENABLE_ANALYTICS is false',
    );
  });

  it('junit: a suite per category plus checklist; issues are failures, warnings system-out', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, OMNISEND_BRAND_ID: 'abc', VITE_ENABLE_ANALYTICS: undefined },
      { mode: 'production', now: NOW },
    );
    const out = formatJunit(report);
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(out).toContain('<testsuite name="email" tests="2" failures="1" errors="0">');
    expect(out).toContain(
      '<failure message="OMNISEND_BRAND_ID is invalid: length 3, needs more than 5" type="RDY011">',
    );
    expect(out).toContain('<testsuite name="checklist" tests="13" failures="0" errors="0">');
    expect(out).toContain(
      '<system-out>RDY020 warning: Analytics tracking not enabled: VITE_ENABLE_ANALYTICS is not set',
    );
  });

  it('sarif: 2.1.0 with the rule catalogue and repository-relative locations only', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, OMNISEND_API_KEY: 'short' },
      { mode: 'production', now: NOW, origins },
    );
    const sarif = JSON.parse(formatSarif(report, { pathPrefix: 'apps/site/' }));
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([
      'RDY001',
      'RDY010',
      'RDY011',
      'RDY012',
      'RDY020',
      'RDY021',
      'RDY022',
      'RDY030',
      'RDY031',
      'RDY032',
    ]);
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === 'RDY011');
    expect(result.level).toBe('error');
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'apps/site/.env.production' },
      region: { startLine: 2 },
    });
    expect(run.results.every((r: { level: string }) => r.level === 'error' || r.level === 'warning')).toBe(true);
  });

  it('markdown: verdict heading and tables', () => {
    const report = evaluate(defaultConfig, VALID_ENV, { mode: 'production', now: NOW });
    const out = formatMarkdown(report);
    expect(out.startsWith('## Launch readiness: ✅ READY\n')).toBe(true);
    expect(out).toContain('| Phase | Item | Status | Action |');
    expect(out).toContain('| 4 Launch | Environment score at least 90 | ✅ complete |  |');
  });
});
