import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { checkServerEnv, formatServerEnvProblems, SERVER_VARIABLES, serverEnvWarnings } from './server-env';
import { defaultConfig } from './spec';

const keysOf = (env: Record<string, string>) => checkServerEnv(env).map((problem) => problem.key);

describe('checkServerEnv', () => {
  it('passes an empty environment: the server needs nothing to start', () => {
    expect(checkServerEnv({})).toEqual([]);
  });

  it('passes a complete production environment', () => {
    expect(
      checkServerEnv({
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://rooted.example',
        ALLOWED_ORIGINS: 'https://rooted.example, https://www.rooted.example',
        TRUST_PROXY: '1',
        DATABASE_URL: 'postgres://site:pw@db.internal:5432/site?sslmode=require',
        DATABASE_SCHEMA: 'rooted',
        OMNISEND_API_KEY: 'omnisend-live-key-0123',
        OMNISEND_API_URL: 'https://api.omnisend.com/v3',
        LEADS_ADMIN_TOKEN: 'operator-token-0123456789',
        LEADS_SIGNING_SECRET: 'a-signing-secret-0123456789',
        LEADS_SIGNING_SECRET_PREVIOUS: 'an-older-secret-0123456789',
        LEADS_DOUBLE_OPT_IN: 'true',
        LEADS_POW_PREFIX: '0000',
        TELEMETRY_RETENTION_DAYS: '30',
        SENTRY_DSN: 'https://public@sentry.example/42',
        SENTRY_ENVIRONMENT: 'production',
        CONTENT_BUILD_HOOK: 'https://hooks.example/build',
        SMTP_URL: 'smtp://owner%40rooted.example:p%40ss@mail.rooted.example:587',
        MAIL_FROM: 'Rooted <hello@rooted.example>',
      }),
    ).toEqual([]);
  });

  it('lists every bad variable, in table order, without quoting a value', () => {
    const env = {
      PORT: '70000',
      TRUST_PROXY: 'maybe',
      ALLOWED_ORIGINS: 'rooted.example',
      DATABASE_URL: 'mysql://user:hunter2-password@db/site',
      OMNISEND_API_KEY: 'short-key',
      LEADS_SIGNING_SECRET: 'tiny-secret',
      LEADS_POW_PREFIX: '0a',
      TELEMETRY_RETENTION_DAYS: 'ninety',
      SENTRY_DSN: 'not a dsn',
      OMNISEND_API_URL: 'http://api.omnisend.com/v3',
    };
    const problems = checkServerEnv(env);
    expect(problems.map((problem) => problem.key)).toEqual([
      'PORT',
      'ALLOWED_ORIGINS',
      'TRUST_PROXY',
      'DATABASE_URL',
      'OMNISEND_API_KEY',
      'OMNISEND_API_URL',
      'LEADS_SIGNING_SECRET',
      'LEADS_POW_PREFIX',
      'TELEMETRY_RETENTION_DAYS',
      'SENTRY_DSN',
    ]);
    const text = formatServerEnvProblems(problems);
    for (const secret of ['hunter2-password', 'short-key', 'tiny-secret']) expect(text).not.toContain(secret);
  });

  it('refuses the placeholder key and settings that are wrong together', () => {
    expect(checkServerEnv({ OMNISEND_API_KEY: 'your_omnisend_api_key' })).toEqual([
      { key: 'OMNISEND_API_KEY', problem: 'is still the placeholder' },
    ]);
    expect(keysOf({ LEADS_SIGNING_SECRET_PREVIOUS: 'an-older-secret-0123456789' })).toEqual([
      'LEADS_SIGNING_SECRET_PREVIOUS',
    ]);
    expect(keysOf({ DATABASE_URL: 'postgres://db.internal/site' })).toEqual(['LEADS_SIGNING_SECRET']);
  });

  it('checks the mail server URL and its sender without quoting the password', () => {
    expect(keysOf({ SMTP_URL: 'smtps://mail.rooted.example', MAIL_FROM: 'hello@rooted.example' })).toEqual([]);
    const bad = checkServerEnv({
      SMTP_URL: 'https://user:hunter2-password@mail.rooted.example',
      MAIL_FROM: 'not an address',
    });
    expect(bad.map((problem) => problem.key)).toEqual(['SMTP_URL', 'MAIL_FROM']);
    expect(formatServerEnvProblems(bad)).not.toContain('hunter2-password');
    expect(checkServerEnv({ SMTP_URL: 'smtp://user:hunter2-password@mail.rooted.example:587' })).toEqual([
      { key: 'MAIL_FROM', problem: 'is needed with SMTP_URL: the address the mails are sent from' },
    ]);
  });

  it('counts empty and whitespace-only values as unset, as the server does', () => {
    expect(checkServerEnv(Object.fromEntries(SERVER_VARIABLES.map((spec) => [spec.key, '  '])))).toEqual([]);
  });

  it('judges the Omnisend key exactly as the launch checklist does', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((value) => value.trim() === value && value !== ''),
        (key) => {
          const server = keysOf({ OMNISEND_API_KEY: key }).includes('OMNISEND_API_KEY');
          const report = evaluate(
            defaultConfig,
            { OMNISEND_API_KEY: key },
            { mode: 'production', now: '2026-01-01T00:00:00.000Z' },
          );
          const launch = report.variables.find((variable) => variable.key === 'OMNISEND_API_KEY')?.status === 'invalid';
          expect(server).toBe(launch);
        },
      ),
    );
  });

  it('never throws on any environment and names only variables it knows', () => {
    const known = new Set(SERVER_VARIABLES.map((spec) => spec.key));
    const key = fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ maxLength: 40 })), (env) => {
        for (const problem of checkServerEnv(env)) expect(known.has(problem.key)).toBe(true);
      }),
    );
  });
});

describe('the operator token under its old name', () => {
  it('is read either way, warned of under the old name, and refused when the two names disagree', () => {
    expect(checkServerEnv({ OPERATOR_TOKEN: 'operator-token-new' })).toEqual([]);
    expect(serverEnvWarnings({ OPERATOR_TOKEN: 'operator-token-new' })).toEqual([]);
    expect(checkServerEnv({ LEADS_ADMIN_TOKEN: 'operator-token-old' })).toEqual([]);
    expect(serverEnvWarnings({ LEADS_ADMIN_TOKEN: 'operator-token-old' })).toEqual([
      {
        key: 'LEADS_ADMIN_TOKEN',
        problem: 'is the old name of OPERATOR_TOKEN, read until the next minor release: rename it to OPERATOR_TOKEN',
      },
    ]);
    expect(checkServerEnv({ LEADS_ADMIN_TOKEN: 'same-token-0123', OPERATOR_TOKEN: ' same-token-0123' })).toEqual([]);
    const problems = checkServerEnv({ LEADS_ADMIN_TOKEN: 'operator-token-old', OPERATOR_TOKEN: 'operator-token-new' });
    expect(problems.map((problem) => problem.key)).toEqual(['OPERATOR_TOKEN']);
    expect(formatServerEnvProblems(problems)).not.toMatch(/operator-token-(old|new)/);
  });
});

describe('serverEnvWarnings', () => {
  it('warns of BACKUP_SCHEDULE off on SQLite (nothing backs the files up), not when on or on PostgreSQL', () => {
    expect(checkServerEnv({ BACKUP_SCHEDULE: 'off' })).toEqual([]);
    expect(keysOf({ BACKUP_SCHEDULE: 'weekly' })).toEqual(['BACKUP_SCHEDULE']);
    expect(serverEnvWarnings({ BACKUP_SCHEDULE: 'off' })).toEqual([
      { key: 'BACKUP_SCHEDULE', problem: expect.stringContaining('makes no backups of its own') },
    ]);
    expect(serverEnvWarnings({ BACKUP_SCHEDULE: 'on' })).toEqual([]);
    expect(serverEnvWarnings({})).toEqual([]);
    expect(serverEnvWarnings({ BACKUP_SCHEDULE: 'off', DATABASE_URL: 'postgres://db.internal/site' })).toEqual([]);
  });
});
