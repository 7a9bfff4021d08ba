// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { siteRoute, telemetryOptionsFromConfig } from './telemetry-api';

/** The telemetry options for `env`, as the server derives them from its configuration. */
function telemetryOptions(env: Record<string, string>, dataDir: string, cwd = '/nonexistent') {
  const config = loadServerConfig(env, { dataDir, cwd });
  if (config.database.kind !== 'sqlite') throw new Error('expected the SQLite files');
  return telemetryOptionsFromConfig(config, config.database.telemetryPath);
}

describe('telemetry API options from the server configuration', () => {
  it("keep reports under the site's own routes only", () => {
    expect(siteRoute('/')).toBe('/');
    expect(siteRoute('/privacy/')).toBe('/privacy');
    expect(siteRoute('/wp-login.php')).toBeNull();
  });

  it('read the database, admin token, Sentry DSN and retention from the environment', () => {
    const options = telemetryOptions(
      {
        TELEMETRY_DB: 'data/t.db',
        OPERATOR_TOKEN: ' token ',
        SENTRY_DSN: 'https://k@sentry.example/1',
        TELEMETRY_RETENTION_DAYS: '30',
      },
      '/srv/site/data',
      '/srv/site',
    );
    expect(options).toMatchObject({
      dbPath: '/srv/site/data/t.db',
      adminToken: 'token',
      sentryDsn: 'https://k@sentry.example/1',
      sentryEnvironment: 'production',
      retentionDays: 30,
    });
    expect(telemetryOptions({}, '/srv/site/data')).toMatchObject({
      dbPath: '/srv/site/data/telemetry.db',
      retentionDays: 90,
    });
    expect(telemetryOptions({}, '/srv/site/data')).not.toHaveProperty('adminToken');
  });

  it('refuse a retention that is not a whole number of days', () => {
    expect(() => telemetryOptions({ TELEMETRY_RETENTION_DAYS: '0' }, '/d')).toThrow(/TELEMETRY_RETENTION_DAYS/);
    expect(() => telemetryOptions({ TELEMETRY_RETENTION_DAYS: 'ninety' }, '/d')).toThrow(/TELEMETRY_RETENTION_DAYS/);
  });
});
