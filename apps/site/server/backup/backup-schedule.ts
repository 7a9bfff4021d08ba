import { BackupBusy } from './create-backup';
import { DAY_MS, newestBackup, pruneBackups } from './backup-retention';
import { clearFailure, recordFailure } from './backup-status';

export interface BackupScheduleOptions {
  folder: string;
  keepDays: number;
  /** Writes one backup into `folder`; resolves to its path. */
  run: () => Promise<string>;
  /** Says what went wrong, in words without data. */
  log: (message: string) => void;
  everyMs?: number;
  /**
   * The shortest wait after the start: a server that starts (a deploy) does its own work first,
   * and one restarted often still backs up once a day, not at every start.
   */
  settleMs?: number;
}

/**
 * Backs the stores up every day (by default), on the server's own timer: the next run is a day
 * after the newest backup in the folder (so restarts do not move it), never sooner than
 * `settleMs` after the start. After each success the backups older than `keepDays` go. A run
 * that finds another process writing skips its turn; a failed one is noted for the Health
 * section and tried again in an hour. Returns the function that stops the schedule.
 */
export function startBackupSchedule(options: BackupScheduleOptions): () => void {
  const every = options.everyMs ?? DAY_MS;
  const settle = options.settleMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), Math.max(0, delay));
    timer.unref();
  };
  const tick = async () => {
    try {
      await options.run();
      await clearFailure(options.folder);
      await pruneBackups(options.folder, options.keepDays, Date.now());
      plan(every);
    } catch (error) {
      if (error instanceof BackupBusy) return plan(every);
      const reason = error instanceof Error ? error.message : String(error);
      options.log(`The scheduled backup failed: ${reason}`);
      await recordFailure(options.folder, Date.now(), reason);
      plan(Math.min(every, 3_600_000));
    }
  };

  void newestBackup(options.folder).then((newest) => {
    const start = Date.now();
    plan(Math.max(settle, newest ? newest.at + every - start : settle));
  });
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
