import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupName } from './backup-file';
import { DAY_MS, pruneBackups } from './backup-retention';
import { startBackupSchedule } from './backup-schedule';
import { backupStatus } from './backup-status';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 11, 1, 3, 0, 0);
let folder: string;
let schedule: ReturnType<typeof startBackupSchedule> | undefined;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'schedule-'));
  // Only the clock and the timers are fake: the folder is real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
});
afterEach(() => {
  schedule?.stop();
  vi.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

/** A run that writes a backup-named file of `bytes` bytes at the fake clock's time. */
function fakeRun(bytes = 10) {
  const runs: number[] = [];
  const run = async () => {
    runs.push(Date.now());
    const path = join(folder, backupName(new Date()));
    writeFileSync(path, Buffer.alloc(bytes));
    return path;
  };
  return { runs, run };
}
const backups = () =>
  readdirSync(folder)
    .filter((name) => name.startsWith('site-backup-'))
    .sort();

describe('the scheduled backup', () => {
  it('runs ten minutes after the first start, then once a day', async () => {
    const { runs, run } = fakeRun();
    schedule = startBackupSchedule({ folder, keepDays: 7, run, log: () => {} });
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(runs).toEqual([START + 10 * 60_000, START + 10 * 60_000 + DAY_MS, START + 10 * 60_000 + 2 * DAY_MS]);
  });

  it('after a restart, runs a day after the newest backup, not at every start', async () => {
    writeFileSync(join(folder, backupName(new Date(START - 3 * HOUR_MS))), 'x');
    const { runs, run } = fakeRun();
    schedule = startBackupSchedule({ folder, keepDays: 7, run, log: () => {} });
    await vi.advanceTimersByTimeAsync(21 * HOUR_MS - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([START + 21 * HOUR_MS]);
  });

  it('keeps BACKUP_KEEP_DAYS days of backups', async () => {
    const { run } = fakeRun();
    schedule = startBackupSchedule({ folder, keepDays: 7, run, log: () => {}, settleMs: 0 });
    await vi.advanceTimersByTimeAsync(10 * DAY_MS);
    await schedule.settled();
    // Runs at day 0..10; the ones more than 7 days before the last (day 10) are gone.
    expect(backups()).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((day) => backupName(new Date(START + day * DAY_MS))));
  });

  it('notes a failed run for the Health section and tells the owners, tries again within the hour, and clears it when a run succeeds', async () => {
    const { run } = fakeRun(2048);
    let failing = true;
    const log = vi.fn();
    const onFailure = vi.fn();
    schedule = startBackupSchedule({
      folder,
      keepDays: 7,
      run: () => (failing ? Promise.reject(new Error('No space left on device')) : run()),
      log,
      onFailure,
      settleMs: 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    await schedule.settled();
    expect(log).toHaveBeenCalledWith('The scheduled backup failed: No space left on device');
    expect(onFailure).toHaveBeenCalledWith('No space left on device');
    expect(await backupStatus({ kind: 'files', folder })).toEqual({
      kind: 'files',
      last: undefined,
      failed: { at: START, reason: 'No space left on device' },
      late: false,
    });
    failing = false;
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    await schedule.settled();
    expect(await backupStatus({ kind: 'files', folder })).toEqual({
      kind: 'files',
      last: { at: START + HOUR_MS, bytes: 2048 },
      failed: undefined,
      late: false,
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('a backup becomes late a day and a half after the last one; a site with none yet is not late', async () => {
    expect(await backupStatus({ kind: 'files', folder }, START)).toMatchObject({ last: undefined, late: false });
    writeFileSync(join(folder, backupName(new Date(START))), 'x');
    expect(await backupStatus({ kind: 'files', folder }, START + 1.5 * DAY_MS)).toMatchObject({ late: false });
    expect(await backupStatus({ kind: 'files', folder }, START + 1.5 * DAY_MS + 1)).toMatchObject({ late: true });
  });

  it('on PostgreSQL says so, and nothing is late', async () => {
    expect(await backupStatus({ kind: 'postgres' })).toEqual({ kind: 'postgres' });
  });
});

describe('retention', () => {
  it('never removes the newest backup, however old, and leaves other files alone', async () => {
    for (const day of [0, 1]) writeFileSync(join(folder, backupName(new Date(START - (30 + day) * DAY_MS))), 'x');
    writeFileSync(join(folder, 'erasure-ledger.jsonl'), '{}\n');
    expect(await pruneBackups(folder, 7, START)).toEqual([backupName(new Date(START - 31 * DAY_MS))]);
    expect(readdirSync(folder).sort()).toEqual(['erasure-ledger.jsonl', backupName(new Date(START - 30 * DAY_MS))]);
  });

  it('removes what a backup killed half-way left, once it is a day old', async () => {
    writeFileSync(join(folder, '.a.partial'), 'x');
    mkdirSync(join(folder, '.creating-b'));
    expect(await pruneBackups(folder, 7, START)).toEqual([]);
    const old = (START - DAY_MS - 1) / 1000;
    utimesSync(join(folder, '.a.partial'), old, old);
    utimesSync(join(folder, '.creating-b'), old, old);
    expect((await pruneBackups(folder, 7, START)).sort()).toEqual(['.a.partial', '.creating-b']);
    expect(readdirSync(folder)).toEqual([]);
  });
});
