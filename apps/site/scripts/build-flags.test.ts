// @vitest-environment node
import { gaMeasurementId } from '@rooted/readiness';
import { describe, expect, it } from 'vitest';
import { buildFlags, defineBuildFlags, isGaMeasurementId } from './build-flags';

describe('build flags', () => {
  it('start from the product defaults: analytics and error tracking off, performance monitoring on', () => {
    expect(buildFlags({ VITE_RELEASE: 'r1' })).toEqual({
      analytics: false,
      gaMeasurementId: '',
      errorTracking: false,
      performanceMonitoring: true,
      performanceSampleRate: 1,
      release: 'r1',
    });
    expect(buildFlags({}).performanceMonitoring).toBe(true);
    expect(buildFlags({ VITE_ENABLE_PERFORMANCE_MONITORING: 'false' }).performanceMonitoring).toBe(false);
  });

  it('build analytics in only with the flag and a valid GA4 id', () => {
    expect(buildFlags({ VITE_ENABLE_ANALYTICS: 'true', VITE_GA_MEASUREMENT_ID: 'G-TEST123456' })).toMatchObject({
      analytics: true,
      gaMeasurementId: 'G-TEST123456',
    });
    expect(buildFlags({ VITE_ENABLE_ANALYTICS: 'true', VITE_GA_MEASUREMENT_ID: 'UA-1234-5' }).analytics).toBe(false);
    expect(buildFlags({ VITE_ENABLE_ANALYTICS: 'TRUE', VITE_GA_MEASUREMENT_ID: 'G-TEST123456' }).analytics).toBe(false);
  });

  it('agree with the readiness rules on what a valid GA4 id is', () => {
    for (const id of ['G-TEST123456', 'G-ABCDEFGHI', 'G-', 'UA-123456789', 'g-test123456', 'G-1234567890X']) {
      expect(isGaMeasurementId(id), id).toBe(gaMeasurementId(id) === true);
    }
  });

  it('become compile-time constants, with a safe release id', () => {
    const defined = defineBuildFlags(buildFlags({ VITE_RELEASE: 'v1 <script>' }));
    expect(defined.__RELEASE__).toBe('"v1--script-"');
    expect(defined.__ANALYTICS__).toBe('false');
  });
});
