// @vitest-environment node
import { checkServerEnv, SERVER_VARIABLES } from '@rooted/readiness/server-env';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadServerConfig, ServerConfigError } from './index';

const paths = { dataDir: '/srv/site/data', cwd: '/srv/site' };

/** The problem keys of a rejected environment, or [] when it loads. */
function refusedKeys(env: Record<string, string>): string[] {
  try {
    loadServerConfig(env, paths, () => {});
    return [];
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    return error.problems.map((problem) => problem.key);
  }
}

describe('loadServerConfig', () => {
  it('starts with nothing set: port 4173 on loopback, three SQLite files in the data folder', () => {
    expect(loadServerConfig({}, paths)).toEqual({
      port: 4173,
      host: '127.0.0.1',
      publicUrl: undefined,
      allowedOrigins: undefined,
      trustProxy: 'loopback',
      database: {
        kind: 'sqlite',
        leadsPath: '/srv/site/data/leads.db',
        telemetryPath: '/srv/site/data/telemetry.db',
        sitePath: '/srv/site/data/site.db',
      },
      leads: {
        omnisendApiKey: '',
        omnisendApiUrl: undefined,
        signingSecrets: [],
        doubleOptIn: true,
        powPrefix: undefined,
      },
      adminToken: undefined,
      telemetry: { retentionDays: 90, sentry: undefined },
      contentBuildHook: undefined,
      backup: { dir: '/srv/site/data/backups', keepDays: 7, schedule: true },
      analytics: false,
    });
  });

  it('reads every variable once into typed fields', () => {
    const config = loadServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        ALLOWED_ORIGINS: 'https://Rooted.example/, https://www.rooted.example',
        TRUST_PROXY: '2',
        LEADS_DB: 'state/leads.db',
        TELEMETRY_DB: '/var/lib/site/telemetry.db',
        SITE_DB: 'state/site.db',
        OMNISEND_API_KEY: ' omnisend-live-key-0123 ',
        OMNISEND_API_URL: 'http://127.0.0.1:4010/v3',
        OPERATOR_TOKEN: 'operator-token',
        LEADS_SIGNING_SECRET: 'new-secret-0123456789',
        LEADS_SIGNING_SECRET_PREVIOUS: 'old-secret-0123456789',
        LEADS_DOUBLE_OPT_IN: 'off',
        LEADS_POW_PREFIX: '0',
        TELEMETRY_RETENTION_DAYS: '30',
        SENTRY_DSN: 'https://public@sentry.example/42',
        SENTRY_ENVIRONMENT: 'staging',
        CONTENT_BUILD_HOOK: 'https://hooks.example/build',
        BACKUP_DIR: '/mnt/offsite/site-backups',
        BACKUP_KEEP_DAYS: '14',
        BACKUP_SCHEDULE: 'off',
        ROOTED_BUILD_ANALYTICS: 'true',
        NODE_ENV: 'production',
      },
      paths,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://rooted.example',
      allowedOrigins: ['https://rooted.example', 'https://www.rooted.example'],
      trustProxy: 2,
      database: {
        kind: 'sqlite',
        leadsPath: '/srv/site/state/leads.db',
        telemetryPath: '/var/lib/site/telemetry.db',
        sitePath: '/srv/site/state/site.db',
      },
      leads: {
        omnisendApiKey: 'omnisend-live-key-0123',
        omnisendApiUrl: 'http://127.0.0.1:4010/v3',
        signingSecrets: ['new-secret-0123456789', 'old-secret-0123456789'],
        doubleOptIn: false,
        powPrefix: '0',
      },
      adminToken: 'operator-token',
      telemetry: { retentionDays: 30, sentry: { dsn: 'https://public@sentry.example/42', environment: 'staging' } },
      contentBuildHook: 'https://hooks.example/build',
      backup: { dir: '/mnt/offsite/site-backups', keepDays: 14, schedule: false },
      analytics: true,
    });
  });

  it('reads the operator token as OPERATOR_TOKEN, without a warning', () => {
    const warnings: string[] = [];
    const config = loadServerConfig({ OPERATOR_TOKEN: 'operator-token-new' }, paths, (line) => warnings.push(line));
    expect(config.adminToken).toBe('operator-token-new');
    expect(warnings).toEqual([]);
  });

  it('still reads the old name LEADS_ADMIN_TOKEN, warning once by name and never quoting the token', () => {
    const warnings: string[] = [];
    const config = loadServerConfig({ LEADS_ADMIN_TOKEN: 'operator-token-old' }, paths, (line) => warnings.push(line));
    expect(config.adminToken).toBe('operator-token-old');
    expect(warnings).toEqual([
      'LEADS_ADMIN_TOKEN is the old name of OPERATOR_TOKEN, read until the next minor release: rename it to OPERATOR_TOKEN.',
    ]);
    // The same token under both names is a rename in progress: read, with the same warning.
    const both = loadServerConfig(
      { LEADS_ADMIN_TOKEN: 'operator-token-same', OPERATOR_TOKEN: 'operator-token-same' },
      paths,
      () => {},
    );
    expect(both.adminToken).toBe('operator-token-same');
  });

  it('refuses to start with the old and the new name set to different tokens, naming both and neither value', () => {
    const env = { LEADS_ADMIN_TOKEN: 'operator-token-old', OPERATOR_TOKEN: 'operator-token-new' };
    expect(refusedKeys(env)).toEqual(['OPERATOR_TOKEN']);
    try {
      loadServerConfig(env, paths, () => {});
      expect.unreachable();
    } catch (error) {
      const message = (error as ServerConfigError).message;
      expect(message).toContain(
        'OPERATOR_TOKEN and LEADS_ADMIN_TOKEN (its old name) are both set, to different values: keep OPERATOR_TOKEN only',
      );
      expect(message).not.toContain('operator-token-old');
      expect(message).not.toContain('operator-token-new');
    }
  });

  it('chooses PostgreSQL for every store with DATABASE_URL, and PUBLIC_URL over the allowed origins', () => {
    const config = loadServerConfig(
      {
        DATABASE_URL: 'postgres://site:pw@db.internal:5432/site',
        DATABASE_SCHEMA: 'rooted',
        LEADS_SIGNING_SECRET: 'new-secret-0123456789',
        LEADS_DB: 'ignored.db',
        PUBLIC_URL: 'https://www.rooted.example',
        ALLOWED_ORIGINS: 'https://rooted.example',
      },
      paths,
    );
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://site:pw@db.internal:5432/site',
      schema: 'rooted',
    });
    expect(config.publicUrl).toBe('https://www.rooted.example');
  });

  it('lists every bad variable in one error, naming each and quoting no value', () => {
    const secrets = ['hunter2-password', 'tiny-secret', 'shortkey', 'sentry-key'];
    const env = {
      PORT: 'eighty',
      HOST: 'http://example/',
      PUBLIC_URL: 'rooted.example',
      ALLOWED_ORIGINS: 'https://ok.example, not-an-origin',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://root:hunter2-password@db/site',
      DATABASE_SCHEMA: 'Bad-Schema',
      LEADS_DB: 'a\0b',
      OMNISEND_API_KEY: 'shortkey',
      OMNISEND_API_URL: 'http://api.omnisend.com/v3',
      LEADS_SIGNING_SECRET_PREVIOUS: 'tiny-secret',
      LEADS_DOUBLE_OPT_IN: 'perhaps',
      LEADS_POW_PREFIX: '00x',
      TELEMETRY_RETENTION_DAYS: '0',
      SENTRY_DSN: 'https://sentry-key@sentry.example/not-a-project',
      CONTENT_BUILD_HOOK: 'http://hooks.example/build',
      ROOTED_BUILD_ANALYTICS: 'sometimes',
    };
    let error: unknown;
    try {
      loadServerConfig(env, paths);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ServerConfigError);
    const { problems, message } = error as ServerConfigError;
    expect(new Set(problems.map((problem) => problem.key))).toEqual(
      new Set([...Object.keys(env), 'LEADS_SIGNING_SECRET']),
    );
    // LEADS_SIGNING_SECRET_PREVIOUS twice: too short, and set without a current secret.
    expect(message).toMatch(/^The server's environment has 19 problems:/);
    for (const key of Object.keys(env)) expect(message).toContain(key);
    for (const secret of secrets) expect(message).not.toContain(secret);
  });

  it('agrees with the readiness table on every environment, and never throws anything but its own error', () => {
    const keys = SERVER_VARIABLES.map((spec) => spec.key);
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        ' ',
        '0',
        '1',
        '65536',
        'true',
        'off',
        'loopback',
        'https://rooted.example',
        'postgres://db/site',
        '000',
        'x'.repeat(20),
      ),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), value), (env) => {
        const refused = refusedKeys(env);
        expect(new Set(refused)).toEqual(new Set(checkServerEnv(env).map((problem) => problem.key)));
      }),
      { numRuns: 500 },
    );
  });
});
