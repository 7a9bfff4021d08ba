/** Shared fixtures for this package's tests (not exported from the package). */
export const VALID_ENV: Record<string, string> = {
  OMNISEND_API_KEY: 'omni_test_key_1234567890',
  OMNISEND_BRAND_ID: 'brand_123456',
  VITE_SITE_URL: 'https://rootedventures.example',
  VITE_GA_MEASUREMENT_ID: 'G-ABCDEFGHI',
  VITE_ENABLE_ANALYTICS: 'true',
  VITE_ENABLE_ERROR_TRACKING: 'true',
  VITE_ENABLE_PERFORMANCE_MONITORING: 'true',
};

export const CANARY = 'sk_live_CANARY_9f3a';
export const NOW = '2026-01-01T00:00:00.000Z';
