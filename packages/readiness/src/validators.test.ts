import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { defaultConfig } from './spec';
import { VALID_ENV, NOW } from './test-support/fixtures';
import { booleanFlag, gaMeasurementId, httpsUrl, isSet, longerThan } from './validators';

/** Status of one key after a full evaluation with an otherwise valid environment. */
function statusOf(key: string, value: string | undefined) {
  const report = evaluate(defaultConfig, { ...VALID_ENV, [key]: value }, { mode: 'production', now: NOW });
  const variable = report.variables.find((v) => v.key === key);
  return { status: variable?.status, ruleId: variable?.ruleId, report };
}

describe('validators at their exact boundaries', () => {
  it('provider key: 11 characters pass, 10 fail', () => {
    expect(statusOf('OMNISEND_API_KEY', 'a'.repeat(11)).status).toBe('valid');
    expect(statusOf('OMNISEND_API_KEY', 'a'.repeat(10)).status).toBe('invalid');
    expect(longerThan(10)('a'.repeat(10))).toBe('length 10, needs more than 10');
  });

  it('brand id: 6 characters pass, 5 fail', () => {
    expect(statusOf('OMNISEND_BRAND_ID', 'abcdef').status).toBe('valid');
    expect(statusOf('OMNISEND_BRAND_ID', 'abcde').status).toBe('invalid');
  });

  it("GA id: 'G-' + 9 (length 11) passes, 'G-' + 8 (length 10) fails, lowercase g- fails", () => {
    expect(statusOf('VITE_GA_MEASUREMENT_ID', 'G-123456789').status).toBe('valid');
    expect(statusOf('VITE_GA_MEASUREMENT_ID', 'G-12345678').status).toBe('invalid');
    expect(gaMeasurementId('g-123456789')).toBe('must start with G-');
  });

  it('site URL: https passes, http and HTTPS fail, localhost fails anywhere', () => {
    expect(httpsUrl('https://rootedventures.example')).toBe(true);
    expect(httpsUrl('http://rootedventures.example')).toBe('must start with https://');
    expect(httpsUrl('HTTPS://rootedventures.example')).toBe('must start with https://');
    expect(httpsUrl('https://localhost.example.com')).toBe('must not contain localhost');
    expect(httpsUrl('https://example.com/localhost')).toBe('must not contain localhost');
    expect(statusOf('VITE_SITE_URL', 'http://localhost:5173').status).toBe('invalid');
  });

  it('flags accept exactly true/false; TRUE and yes are invalid; empty and unset are not set', () => {
    expect(booleanFlag('true')).toBe(true);
    expect(booleanFlag('false')).toBe(true);
    for (const bad of ['TRUE', 'yes', '1'])
      expect(statusOf('VITE_ENABLE_ANALYTICS', bad)).toMatchObject({ status: 'invalid', ruleId: 'RDY011' });
    expect(statusOf('VITE_ENABLE_ANALYTICS', '').status).toBe('missing');
    expect(statusOf('VITE_ENABLE_ANALYTICS', undefined).status).toBe('missing');
  });

  it('exact placeholders are RDY012, not RDY011; near-placeholders are checked normally', () => {
    expect(statusOf('OMNISEND_API_KEY', 'your_omnisend_api_key')).toMatchObject({
      status: 'invalid',
      ruleId: 'RDY012',
    });
    expect(statusOf('OMNISEND_BRAND_ID', 'your_brand_id')).toMatchObject({ status: 'invalid', ruleId: 'RDY012' });
    const near = statusOf('OMNISEND_API_KEY', 'your_omnisend_api_key ');
    expect(near.status).toBe('valid');
    expect(near.report.issues.map((i) => i.ruleId)).toEqual([]);
  });

  it('whitespace-only counts as not set; other values are not trimmed', () => {
    expect(isSet('   ')).toBe(false);
    expect(isSet('\t\n')).toBe(false);
    const blank = statusOf('OMNISEND_API_KEY', '   ');
    expect(blank).toMatchObject({ status: 'missing', ruleId: 'RDY010' });
    expect(statusOf('OMNISEND_BRAND_ID', ' abcd ').status).toBe('valid');
    expect(statusOf('OMNISEND_BRAND_ID', ' abc ').status).toBe('invalid');
  });
});
