import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteTelemetryStore } from '../sqlite-store';
import { utcDay } from '../store';
import { main } from './main';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function seededDb(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'telemetry-cli-'));
  dirs.push(dir);
  const path = join(dir, 'telemetry.db');
  const store = createSqliteTelemetryStore({ path });
  const at = Date.now() - 60_000;
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
  for (const lcp of [1200, 1300, 5200, 1400])
    await store.recordVitals({ day: utcDay(at), route: '/', metrics: { LCP: lcp, CLS: 0.3 } });
  await store.close();
  return path;
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => out.push(text), error: (text: string) => err.push(text) }, out, err };
}

describe('the telemetry command', () => {
  it('lists error groups with their count, route and fingerprint', async () => {
    const db = await seededDb();
    const { io, out } = capture();
    expect(await main(['errors', '--db', db], {}, io)).toBe(0);
    expect(out.join('\n')).toMatch(/^\s+2×\s+render\s+TypeError: x is undefined/);
    expect(out.join('\n')).toContain('on /, release b1, Chrome 131  [0123456789abcdef]');
  });

  it('shows p75 and counts per route, marking poor values, as text or JSON', async () => {
    const db = await seededDb();
    const text = capture();
    expect(await main(['vitals'], { TELEMETRY_DB: db }, text.io)).toBe(0);
    const row = text.out
      .join('\n')
      .split('\n')
      .find((line) => line.startsWith('/ '));
    expect(row).toMatch(/^\/\s+1\d{3} ms \(4\)\s+-\s+0\.\d{3}! \(4\)/);
    const json = capture();
    expect(await main(['vitals', '--json', '--db', db], {}, json.io)).toBe(0);
    const parsed = JSON.parse(json.out.join('')) as {
      routes: { route: string; metrics: { CLS: { rating: string } } }[];
    };
    expect(parsed.routes[0]).toMatchObject({ route: '/', metrics: { CLS: { rating: 'poor' } } });
  });

  it('says what is wrong: no database named (2), a missing file (1), an unknown command (2)', async () => {
    const none = capture();
    expect(await main(['errors'], {}, none.io)).toBe(2);
    expect(none.err.join('')).toContain('TELEMETRY_DB');
    const missing = capture();
    expect(await main(['errors', '--db', '/nonexistent/telemetry.db'], {}, missing.io)).toBe(1);
    const db = await seededDb();
    const unknown = capture();
    expect(await main(['leads', '--db', db], {}, unknown.io)).toBe(2);
    expect(unknown.err.join('')).toContain('Unknown command "leads"');
  });

  it('with DATABASE_URL set, still reads the file --db names, e.g. one kept from before the move', async () => {
    const db = await seededDb();
    const { io, out } = capture();
    expect(await main(['errors', '--db', db], { DATABASE_URL: 'postgres://db.internal/site' }, io)).toBe(0);
    expect(out.join('\n')).toContain('[0123456789abcdef]');
  });
});
