import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadServerConfig } from '../config';
import type * as createBackupModule from './create-backup';
import { createBackup } from './create-backup';
import { startServerBackups } from './server-backups';

// The backup itself is create-backup's to test; here only whether the server starts making them.
vi.mock('./create-backup', async (original) => ({
  ...(await original<CreateBackupModule>()),
  createBackup: vi.fn(async () => 'backup.tar.gz'),
}));

type CreateBackupModule = typeof createBackupModule;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'server-backups-'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(createBackup).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

const config = (env: Record<string, string>) =>
  loadServerConfig({ BACKUP_DIR: join(root, 'backups'), ...env }, { dataDir: join(root, 'data'), cwd: root });

describe("the server's own backups", () => {
  it('back up 10 minutes after the start, and every day after', async () => {
    const stop = startServerBackups(config({}), { log: () => {} });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(createBackup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(createBackup).toHaveBeenCalledTimes(1);
    stop();
  });

  it('make none with BACKUP_SCHEDULE=off, and still mark the data folder in use so a restore waits', async () => {
    const stop = startServerBackups(config({ BACKUP_SCHEDULE: 'off' }), { log: () => {} });
    const mark = join(root, 'data', `server-${process.pid}.pid`);
    expect(existsSync(mark)).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(createBackup).not.toHaveBeenCalled();
    stop();
    expect(existsSync(mark)).toBe(false);
  });

  it('refuse a BACKUP_SCHEDULE that is neither on nor off, naming it', () => {
    expect(() => config({ BACKUP_SCHEDULE: 'sometimes' })).toThrow(/BACKUP_SCHEDULE must be true or false/);
  });
});
