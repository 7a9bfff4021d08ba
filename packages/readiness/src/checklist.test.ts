import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { defaultConfig, PHASE_NAMES } from './spec';
import { NOW, VALID_ENV } from './test-support/fixtures';
import type { EvaluateContext } from './types';

const statusOf = (id: string, source: Record<string, string | undefined>, ctx: Partial<EvaluateContext> = {}) =>
  evaluate(defaultConfig, source, { mode: 'production', now: NOW, ...ctx }).checklist.find((i) => i.id === id)?.status;

describe('launch checklist', () => {
  it('always has the 13 items in order with their phases, for any input', () => {
    const expected = [
      ['env-provider-key', 1],
      ['env-brand-id', 1],
      ['env-site-url', 1],
      ['production-mode', 1],
      ['contact-details', 2],
      ['legal-pages', 2],
      ['venture-links', 2],
      ['analytics', 3],
      ['error-tracking', 3],
      ['performance-monitoring', 3],
      ['provider-connection', 4],
      ['seo-assets', 4],
      ['readiness-score', 4],
    ];
    for (const source of [{}, VALID_ENV]) {
      const { checklist } = evaluate(defaultConfig, source, { mode: 'development', now: NOW });
      expect(checklist.map((i) => [i.id, i.phase])).toEqual(expected);
      expect(Object.keys(checklist[0] ?? {})).toEqual([
        'id',
        'title',
        'description',
        'status',
        'phase',
        'category',
        'action',
      ]);
    }
    expect(PHASE_NAMES).toEqual({ 1: 'Configuration', 2: 'Content & legal', 3: 'Tracking & monitoring', 4: 'Launch' });
  });

  it('production-mode: production complete, development incomplete, other modes warning', () => {
    expect(statusOf('production-mode', VALID_ENV, { mode: 'production' })).toBe('complete');
    expect(statusOf('production-mode', VALID_ENV, { mode: 'development' })).toBe('incomplete');
    expect(statusOf('production-mode', VALID_ENV, { mode: 'staging' })).toBe('warning');
  });

  it('provider-connection for each input', () => {
    expect(statusOf('provider-connection', VALID_ENV)).toBe('warning');
    expect(statusOf('provider-connection', VALID_ENV, { probe: { ok: true, status: 200 } })).toBe('complete');
    expect(statusOf('provider-connection', VALID_ENV, { probe: { ok: false, status: 401 } })).toBe('incomplete');
    expect(statusOf('provider-connection', { ...VALID_ENV, OMNISEND_API_KEY: undefined })).toBe('incomplete');
    expect(statusOf('provider-connection', { ...VALID_ENV, OMNISEND_API_KEY: 'your_omnisend_api_key' })).toBe(
      'incomplete',
    );
  });

  it('env items follow variable validity', () => {
    expect(statusOf('env-provider-key', VALID_ENV)).toBe('complete');
    expect(statusOf('env-brand-id', { ...VALID_ENV, OMNISEND_BRAND_ID: 'abc' })).toBe('incomplete');
    // Optional: unset is nothing to do, since no package reads it.
    expect(statusOf('env-brand-id', { ...VALID_ENV, OMNISEND_BRAND_ID: undefined })).toBe('complete');
    expect(statusOf('env-site-url', { ...VALID_ENV, VITE_SITE_URL: 'http://x.example' })).toBe('incomplete');
  });

  it('analytics needs a valid id, the flag on and the consent fact', () => {
    expect(statusOf('analytics', VALID_ENV, { facts: { analytics: 'complete' } })).toBe('complete');
    expect(statusOf('analytics', VALID_ENV)).toBe('incomplete');
    expect(statusOf('analytics', { ...VALID_ENV, VITE_ENABLE_ANALYTICS: 'false' })).toBe('warning');
    expect(statusOf('analytics', { ...VALID_ENV, VITE_GA_MEASUREMENT_ID: undefined })).toBe('warning');
    expect(statusOf('analytics', { ...VALID_ENV, VITE_GA_MEASUREMENT_ID: 'G-1' })).toBe('incomplete');
    expect(statusOf('analytics', { ...VALID_ENV, VITE_ENABLE_ANALYTICS: 'yes' })).toBe('incomplete');
  });

  it('monitoring flags: true complete, unset/false warning, invalid incomplete', () => {
    expect(statusOf('error-tracking', VALID_ENV)).toBe('complete');
    expect(statusOf('error-tracking', { ...VALID_ENV, VITE_ENABLE_ERROR_TRACKING: 'false' })).toBe('warning');
    expect(statusOf('performance-monitoring', { ...VALID_ENV, VITE_ENABLE_PERFORMANCE_MONITORING: undefined })).toBe(
      'warning',
    );
    expect(statusOf('performance-monitoring', { ...VALID_ENV, VITE_ENABLE_PERFORMANCE_MONITORING: 'TRUE' })).toBe(
      'incomplete',
    );
  });

  it('facts default to incomplete, are read when given, and sign-offs complete them', () => {
    expect(statusOf('seo-assets', VALID_ENV)).toBe('incomplete');
    expect(statusOf('seo-assets', VALID_ENV, { facts: { 'seo-assets': 'complete' } })).toBe('complete');
    const signed = { ...defaultConfig, signoffs: { 'legal-pages': { by: 'ops', date: '2026-01-01' } } };
    expect(
      evaluate(signed, VALID_ENV, { mode: 'production', now: NOW }).checklist.find((i) => i.id === 'legal-pages')
        ?.status,
    ).toBe('complete');
  });

  it('facts never decide ready', () => {
    const report = evaluate(defaultConfig, VALID_ENV, {
      mode: 'production',
      now: NOW,
      facts: { 'seo-assets': 'incomplete', 'contact-details': 'incomplete' },
    });
    expect(report.ready).toBe(true);
  });

  it('readiness-score follows the minimum', () => {
    expect(statusOf('readiness-score', VALID_ENV)).toBe('complete');
    expect(statusOf('readiness-score', {})).toBe('incomplete');
  });
});
