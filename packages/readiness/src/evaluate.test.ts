import { describe, expect, it } from 'vitest';
import { defineReadiness } from './define';
import { evaluate } from './evaluate';
import { DEFAULT_CHECKLIST, defaultConfig } from './spec';
import { NOW, VALID_ENV } from './test-support/fixtures';
import { longerThan } from './validators';
import type { VariableSpec } from './types';

const prod = { mode: 'production', now: NOW };
const ids = (findings: { ruleId: string; key?: string }[]) =>
  findings.map((f) => `${f.ruleId}${f.key ? ` ${f.key}` : ''}`);

function requiredVars(count: number, critical = true): VariableSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `REQ_${String(i).padStart(3, '0')}`,
    required: true,
    critical,
    description: 'test variable',
    category: 'test',
    validator: longerThan(0),
  }));
}

describe('score and readiness', () => {
  it('2/2 valid scores 100 and, with no issues, is ready', () => {
    const report = evaluate(defaultConfig, VALID_ENV, prod);
    expect(report).toMatchObject({
      score: 100,
      scoreDisplay: 100,
      ready: true,
      counts: { required: 2, requiredValid: 2, issues: 0 },
    });
  });

  it('is ready without OMNISEND_BRAND_ID, which nothing reads: only an unset-optional warning', () => {
    const { OMNISEND_BRAND_ID: _unused, ...withoutBrand } = VALID_ENV;
    const report = evaluate(defaultConfig, withoutBrand, prod);
    expect(report).toMatchObject({ score: 100, ready: true, counts: { issues: 0 } });
    expect(ids(report.warnings)).toContain('RDY022 OMNISEND_BRAND_ID');
    expect(report.checklist.find((item) => item.id === 'env-brand-id')?.status).toBe('complete');
  });

  it('2/3 valid scores 66.6… unrounded, displays 66 and is not ready', () => {
    const config = defineReadiness({ variables: requiredVars(3), checklist: [...DEFAULT_CHECKLIST] });
    const report = evaluate(config, { REQ_000: 'x', REQ_001: 'y' }, prod);
    expect(report.score).toBeCloseTo(66.6667, 3);
    expect(report.score).not.toBe(66);
    expect(report.scoreDisplay).toBe(66);
    expect(report.ready).toBe(false);
  });

  it('zero required variables gives 100', () => {
    const config = defineReadiness({ variables: [], checklist: [...DEFAULT_CHECKLIST] });
    expect(evaluate(config, {}, prod)).toMatchObject({ score: 100, scoreDisplay: 100, ready: true });
  });

  it('9/10 with the failing variable non-critical scores exactly 90 and is ready', () => {
    const config = defineReadiness({
      variables: [...requiredVars(9), ...requiredVars(10, false).slice(9)],
      checklist: [],
    });
    const source = Object.fromEntries(requiredVars(9).map((v) => [v.key, 'x']));
    const report = evaluate(config, source, prod);
    expect(report).toMatchObject({
      score: 90,
      scoreDisplay: 90,
      ready: true,
      counts: { required: 10, requiredValid: 9, issues: 0 },
    });
  });

  it('89.6 displays 89 and fails min 90 by integer comparison', () => {
    const vars = [...requiredVars(112), ...requiredVars(125, false).slice(112)];
    const config = defineReadiness({ variables: vars, checklist: [] });
    const source = Object.fromEntries(vars.slice(0, 112).map((v) => [v.key, 'x']));
    const report = evaluate(config, source, prod);
    expect(report.score).toBe(89.6);
    expect(report.scoreDisplay).toBe(89);
    expect(report.issues).toEqual([]);
    expect(report.ready).toBe(false);
  });

  it('29/100 displays 29, not 28 (no float drift)', () => {
    const vars = [...requiredVars(29), ...requiredVars(100, false).slice(29)];
    const config = defineReadiness({ variables: vars, checklist: [], minScore: 29 });
    const report = evaluate(config, Object.fromEntries(vars.slice(0, 29).map((v) => [v.key, 'x'])), prod);
    expect(report.scoreDisplay).toBe(29);
    expect(report.ready).toBe(true);
  });

  it('development mode alone blocks readiness at score 100 (RDY001)', () => {
    const report = evaluate(defaultConfig, VALID_ENV, { mode: 'development', now: NOW });
    expect(report.score).toBe(100);
    expect(ids(report.issues)).toEqual(['RDY001']);
    expect(report.issues[0]?.message).toBe("Still in development mode (mode is 'development')");
    expect(report.ready).toBe(false);
  });

  it('a lowered minScore is reported and used', () => {
    const config = defineReadiness({
      ...defaultConfig,
      variables: [...defaultConfig.variables],
      checklist: [...defaultConfig.checklist],
      minScore: 60,
    });
    const report = evaluate(config, { ...VALID_ENV, OMNISEND_BRAND_ID: 'abc' }, prod);
    expect(report.minScore).toBe(60);
    expect(report.checklist.find((i) => i.id === 'readiness-score')?.status).toBe('complete');
    expect(report.ready).toBe(false); // RDY011 still blocks
  });
});

describe('findings', () => {
  it('an unset analytics flag gives both RDY020 and RDY022', () => {
    const { VITE_ENABLE_ANALYTICS: _drop, ...env } = VALID_ENV;
    const report = evaluate(defaultConfig, env, prod);
    expect(ids(report.warnings)).toEqual(['RDY020 VITE_ENABLE_ANALYTICS', 'RDY022 VITE_ENABLE_ANALYTICS']);
    expect(report.ready).toBe(true);
  });

  it('an invalid flag gives only RDY011', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, VITE_ENABLE_ANALYTICS: 'yes', VITE_ENABLE_ERROR_TRACKING: 'TRUE' },
      prod,
    );
    expect(ids(report.issues)).toEqual(['RDY011 VITE_ENABLE_ANALYTICS', 'RDY011 VITE_ENABLE_ERROR_TRACKING']);
    expect(report.warnings).toEqual([]);
    expect(report.issues[0]?.message).toBe('VITE_ENABLE_ANALYTICS is invalid: must be exactly true or false');
  });

  it('the production build defaults (flags false) give RDY020 and RDY021', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, VITE_ENABLE_ANALYTICS: 'false', VITE_ENABLE_ERROR_TRACKING: 'false' },
      prod,
    );
    expect(ids(report.warnings)).toEqual(['RDY020 VITE_ENABLE_ANALYTICS', 'RDY021 VITE_ENABLE_ERROR_TRACKING']);
  });

  it('an empty environment lists missing criticals and every unset optional, sorted', () => {
    const report = evaluate(defaultConfig, {}, prod);
    expect(ids(report.issues)).toEqual(['RDY010 OMNISEND_API_KEY', 'RDY010 VITE_SITE_URL']);
    expect(ids(report.warnings)).toEqual([
      'RDY020 VITE_ENABLE_ANALYTICS',
      'RDY021 VITE_ENABLE_ERROR_TRACKING',
      'RDY022 OMNISEND_BRAND_ID',
      'RDY022 VITE_ENABLE_ANALYTICS',
      'RDY022 VITE_ENABLE_ERROR_TRACKING',
      'RDY022 VITE_ENABLE_PERFORMANCE_MONITORING',
      'RDY022 VITE_GA_MEASUREMENT_ID',
    ]);
    expect(report.score).toBe(0);
  });

  it('RDY030: VITE_ + a secret name, or a sensitive word, is an issue', () => {
    const report = evaluate(
      defaultConfig,
      { ...VALID_ENV, VITE_OMNISEND_API_KEY: 'x', VITE_STRIPE_TOKEN: 'y', VITE_EMPTY_SECRET: ' ' },
      prod,
    );
    expect(ids(report.issues)).toEqual(['RDY030 VITE_OMNISEND_API_KEY', 'RDY030 VITE_STRIPE_TOKEN']);
    expect(report.issues[0]?.category).toBe('security');
    expect(report.ready).toBe(false);
  });

  it('secret and server messages state the length, never the value or validator text', () => {
    const report = evaluate(defaultConfig, { ...VALID_ENV, OMNISEND_API_KEY: 'short1', OMNISEND_BRAND_ID: 'ab' }, prod);
    expect(report.issues.map((i) => i.message)).toEqual([
      'OMNISEND_API_KEY is invalid: length 6, needs more than 10',
      'OMNISEND_BRAND_ID is invalid: length 2, needs more than 5',
    ]);
    const key = report.variables.find((v) => v.key === 'OMNISEND_API_KEY');
    expect(key).toMatchObject({ status: 'invalid', length: 6, exposure: 'secret' });
    expect(key).not.toHaveProperty('value');
    expect(report.variables.find((v) => v.key === 'VITE_SITE_URL')?.value).toBe(VALID_ENV.VITE_SITE_URL);
  });

  it('opt-in rules RDY031/RDY032 are off by default and fire when enabled', () => {
    const env = { ...VALID_ENV, OMNISEND_BRAND_ID: 'change-me-later', VITE_SITE_URL: 'https://127.0.0.1:8080' };
    expect(evaluate(defaultConfig, env, prod).warnings).toEqual([]);
    const config = defineReadiness({
      ...defaultConfig,
      variables: [...defaultConfig.variables],
      checklist: [...defaultConfig.checklist],
      rules: { RDY031: 'warning', RDY032: 'error' },
    });
    const report = evaluate(config, env, prod);
    expect(ids(report.issues)).toEqual(['RDY032 VITE_SITE_URL']);
    expect(ids(report.warnings)).toEqual(['RDY031 OMNISEND_BRAND_ID']);
  });

  it('origins are attached to findings and variables', () => {
    const origins = { OMNISEND_BRAND_ID: { file: '.env', line: 3 }, VITE_SITE_URL: 'process.env' as const };
    const report = evaluate(defaultConfig, { ...VALID_ENV, OMNISEND_BRAND_ID: 'abc' }, { ...prod, origins });
    expect(report.issues[0]?.origin).toEqual({ file: '.env', line: 3 });
    expect(report.variables.find((v) => v.key === 'VITE_SITE_URL')?.origin).toBe('process.env');
  });

  it('the envelope comes from ctx: generatedAt = now, schemaVersion 1', () => {
    const report = evaluate(defaultConfig, VALID_ENV, { ...prod, toolVersion: '9.9.9' });
    expect(report).toMatchObject({
      schemaVersion: 1,
      generatedAt: NOW,
      tool: { name: 'launch-ready', version: '9.9.9' },
      mode: 'production',
      minScore: 90,
    });
  });
});
