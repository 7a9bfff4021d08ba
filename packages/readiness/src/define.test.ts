import { describe, expect, it } from 'vitest';
import { defineReadiness, ReadinessConfigError } from './define';
import { DEFAULT_CHECKLIST, DEFAULT_VARIABLES, defaultConfig } from './spec';
import { booleanFlag } from './validators';
import { READINESS_VERSION } from './version';
import pkg from '../package.json' with { type: 'json' };

const variable = { required: false, description: 'd', category: 'c', validator: booleanFlag };

describe('defineReadiness', () => {
  it('fills defaults: critical = required, exposure = server, minScore 90', () => {
    const config = defineReadiness({ variables: [{ ...variable, key: 'SERVER_ONLY', required: true }], checklist: [] });
    expect(config.variables[0]).toMatchObject({ critical: true, exposure: 'server' });
    expect(config.minScore).toBe(90);
  });

  it('the default spec has the 7 variables and 13 items', () => {
    expect(defaultConfig.variables.map((v) => `${v.key}:${v.required}:${v.exposure}:${v.category}`)).toEqual([
      'OMNISEND_API_KEY:true:secret:email',
      'OMNISEND_BRAND_ID:false:server:email',
      'VITE_SITE_URL:true:public:site',
      'VITE_GA_MEASUREMENT_ID:false:public:analytics',
      'VITE_ENABLE_ANALYTICS:false:public:monitoring',
      'VITE_ENABLE_ERROR_TRACKING:false:public:monitoring',
      'VITE_ENABLE_PERFORMANCE_MONITORING:false:public:monitoring',
    ]);
    expect(DEFAULT_VARIABLES).toHaveLength(7);
    expect(DEFAULT_CHECKLIST).toHaveLength(13);
  });

  it.each([
    [
      { key: 'VITE_SECRET_THING', exposure: 'secret' as const },
      'VITE_SECRET_THING is declared secret but has the VITE_ prefix, so Vite would bundle it into the browser',
    ],
    [
      { key: 'VITE_BRAND', exposure: 'server' as const },
      'VITE_BRAND is declared server but has the VITE_ prefix, so Vite would bundle it into the browser',
    ],
    [
      { key: 'SITE_URL', exposure: 'public' as const },
      'SITE_URL is declared public but lacks the VITE_ prefix, so Vite will not expose it',
    ],
  ])('rejects exposure/prefix disagreement: %o', (spec, message) => {
    expect(() => defineReadiness({ variables: [{ ...variable, ...spec }], checklist: [] })).toThrow(
      new ReadinessConfigError(message),
    );
  });

  it('rejects duplicate keys, unknown rules and an out-of-range minScore', () => {
    const dup = [
      { ...variable, key: 'A' },
      { ...variable, key: 'A' },
    ];
    expect(() => defineReadiness({ variables: dup, checklist: [] })).toThrow('Duplicate variable key in spec: A');
    expect(() => defineReadiness({ variables: [], checklist: [], rules: { RDY999: 'error' } })).toThrow(
      'Unknown rule id in config: RDY999',
    );
    expect(() => defineReadiness({ variables: [], checklist: [], minScore: 101 })).toThrow(
      'minScore must be between 0 and 100, got 101',
    );
  });

  it('READINESS_VERSION matches package.json', () => {
    expect(READINESS_VERSION).toBe(pkg.version);
  });
});
