/**
 * The `telemetry` command with `DATABASE_URL` (a real throwaway cluster): it reads the tables every
 * instance counts into, and prints what it prints for the same reports in a SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../database/src/test-support/cluster-for-tests';
import { openPostgresTelemetryStore } from '../postgres-store';
import { createSqliteTelemetryStore } from '../sqlite-store';
import { utcDay, type TelemetryStore } from '../store';
import { main } from './main';

const cluster = clusterForTests();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'telemetry-cli-pg-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function seed(store: TelemetryStore, at: number): Promise<void> {
  await store.recordError({
    fingerprint: '0123456789abcdef',
    kind: 'render',
    message: 'TypeError: x is undefined',
    route: '/join',
    browser: 'Chrome 131',
    release: 'b1',
    at,
  });
  await store.recordError({
    fingerprint: '0123456789abcdef',
    kind: 'render',
    message: 'TypeError: x is undefined',
    route: '/',
    browser: 'Chrome 131',
    release: 'b1',
    at,
  });
  await store.recordError({
    fingerprint: 'fedcba9876543210',
    kind: 'error',
    message: 'Error: boom',
    route: '/blog',
    browser: 'Firefox 133',
    at: at + 1,
  });
  for (const lcp of [1200, 1300, 5200, 1400])
    await store.recordVitals({ day: utcDay(at), route: '/', metrics: { LCP: lcp, CLS: 0.3 } });
  await store.close();
}

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, env, { out: (text) => out.push(text), error: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the telemetry command with DATABASE_URL', () => {
  it('prints the same error groups and vitals as for a SQLite file with the same reports', async () => {
    const at = Date.now() - 60_000;
    await seed(await openPostgresTelemetryStore({ connectionString: cluster.url, schema: 'site' }), at);
    await seed(createSqliteTelemetryStore({ path: join(dir, 'telemetry.db') }), at);
    const postgres = { DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'site' };
    const file = { TELEMETRY_DB: join(dir, 'telemetry.db') };
    for (const argv of [['errors'], ['errors', '--json'], ['vitals'], ['vitals', '--by-day', '--json']]) {
      const [fromPostgres, fromFile] = [await run(argv, postgres), await run(argv, file)];
      expect(fromPostgres).toMatchObject({ code: 0, err: '' });
      expect(fromPostgres.out).toBe(fromFile.out);
    }
    expect((await run(['errors'], postgres)).out).toContain('[fedcba9876543210]');
  }, 60_000);

  it('names a database it cannot reach in one line, without the password, and exits 1', async () => {
    const refused = await run(['errors'], { DATABASE_URL: 'postgres://operator:s3cret-Pw@127.0.0.1:1/site' });
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toHaveLength(1);
    expect(refused.err).toContain('Cannot open the telemetry database in PostgreSQL (DATABASE_URL)');
    expect(refused.err).not.toContain('s3cret-Pw');
  }, 60_000);
});
