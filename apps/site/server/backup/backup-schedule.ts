import { readdirSync } from 'node:fs';
import { backupTime } from './backup-file';
import { DAY_MS, pruneBackups } from './backup-retention';
import { clearFailure, recordFailure } from './backup-status';
import { BackupBusy } from './create-backup';

export interface BackupScheduleOptions {
  folder: string;
  keepDays: number;
  /** Writes one backup into `folder`; resolves to its path. */
  run: () => Promise<string>;
  /** Says what went wrong, in words without data. */
  log: (message: string) => void;
  /** Told of each failed backup (the reason, in words without data): the owners are emailed. */
  onFailure?: (reason: string) => void;
  everyMs?: number;
  /**
   * The shortest wait after the start: a server that starts (a deploy) does its own work first,
   * and one restarted often still backs up once a day, not at every start.
   */
  settleMs?: number;
}

export interface BackupSchedule {
  stop(): void;
  /** Resolves once the work of the run under way (its retention, its note) is done. */
  settled(): Promise<void>;
}

/**
 * Backs the stores up every day (by default), on the server's own timer: the next run is a day
 * after the newest backup in the folder (so restarts do not move it), never sooner than
 * `settleMs` after the start. After each success the backups older than `keepDays` go. A run
 * that finds another process writing skips its turn; a failed one is noted for the Health
 * section and tried again in an hour. Each next run is planned as soon as a run ends, before its
 * retention, so a slow disk never delays the schedule.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const every = options.everyMs ?? DAY_MS;
  const settle = options.settleMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void (current = tick()), Math.max(0, delay));
    timer.unref();
  };
  const tick = async () => {
    try {
      await options.run();
    } catch (error) {
      if (error instanceof BackupBusy) return plan(every);
      plan(Math.min(every, 3_600_000));
      const reason = error instanceof Error ? error.message : String(error);
      options.log(`The scheduled backup failed: ${reason}`);
      options.onFailure?.(reason);
      return recordFailure(options.folder, Date.now(), reason);
    }
    plan(every);
    await clearFailure(options.folder);
    await pruneBackups(options.folder, options.keepDays, Date.now()).catch((error: unknown) =>
      options.log(`Old backups could not be removed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  const newest = newestTime(options.folder);
  plan(Math.max(settle, newest === undefined ? settle : newest + every - Date.now()));
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    settled: () => current,
  };
}

/** The time of the newest backup in the folder (read once at the start, so synchronously). */
function newestTime(folder: string): number | undefined {
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  const times = names.map(backupTime).filter((at): at is number => at !== undefined);
  return times.length ? Math.max(...times) : undefined;
}
