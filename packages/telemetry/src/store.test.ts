import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryTelemetryStore } from './memory-store';
import { createSqliteTelemetryStore } from './sqlite-store';
import { describeTelemetryStore, report } from './test-support/telemetry-store-contract';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeTelemetryStore('memory', (options) => createMemoryTelemetryStore(options));
describeTelemetryStore('sqlite', (options) => {
  const dir = mkdtempSync(join(tmpdir(), 'telemetry-store-'));
  dirs.push(dir);
  return createSqliteTelemetryStore({ path: join(dir, 'telemetry.db'), ...options });
});

describe('sqlite telemetry store', () => {
  it('keeps what it stored across a reopen of the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'telemetry-reopen-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'telemetry.db');
    const first = createSqliteTelemetryStore({ path });
    await first.recordError(report());
    await first.recordVitals({ day: '2026-11-20', route: '/', metrics: { TTFB: 300 } });
    await first.close();
    const second = createSqliteTelemetryStore({ path });
    expect((await second.listErrors())[0]?.count).toBe(1);
    expect((await second.vitals({ fromDay: '2026-11-01' }))[0]?.metrics.TTFB?.count).toBe(1);
    await second.close();
  });
});
