// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteRoute, telemetryOptions } from './telemetry-api';

describe('telemetry API options', () => {
  it('keep reports under the site\'s own routes only', () => {
    expect(siteRoute('/')).toBe('/');
    expect(siteRoute('/privacy/')).toBe('/privacy');
    expect(siteRoute('/wp-login.php')).toBeNull();
  });

  it('read the database, admin token, Sentry DSN and retention from the environment', () => {
    const options = telemetryOptions(
      { TELEMETRY_DB: 'data/t.db', LEADS_ADMIN_TOKEN: ' token ', SENTRY_DSN: 'https://k@sentry.example/1', TELEMETRY_RETENTION_DAYS: '30' },
      '/default.db',
      '/srv/site',
    );
    expect(options).toMatchObject({ dbPath: '/srv/site/data/t.db', adminToken: 'token', sentryDsn: 'https://k@sentry.example/1', sentryEnvironment: 'production', retentionDays: 30 });
    expect(telemetryOptions({}, '/default.db')).toMatchObject({ dbPath: '/default.db', retentionDays: 90 });
    expect(telemetryOptions({}, '/default.db')).not.toHaveProperty('adminToken');
  });

  it('refuse a retention that is not a whole number of days', () => {
    expect(() => telemetryOptions({ TELEMETRY_RETENTION_DAYS: '0' }, '/d.db')).toThrow(/TELEMETRY_RETENTION_DAYS/);
    expect(() => telemetryOptions({ TELEMETRY_RETENTION_DAYS: 'ninety' }, '/d.db')).toThrow(/TELEMETRY_RETENTION_DAYS/);
  });
});
