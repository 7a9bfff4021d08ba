import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = /^server-(\d+)\.pid$/;

/**
 * Says, in the data folder, that a server process uses it: one file per process, named by its
 * pid, removed when the process exits. A restore looks for a living process behind any of them
 * and refuses while one runs (several processes may share one folder, so one file each). A file
 * left by a crash names a dead process and is ignored. Returns the function that removes it.
 */
export function markServerRunning(folder: string, pid = process.pid): () => void {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `server-${pid}.pid`);
  writeFileSync(path, `${pid}\n`);
  const remove = () => rmSync(path, { force: true });
  process.once('exit', remove);
  return remove;
}

/** The pids of living server processes that use `folder`; empty when none does (or the folder is gone). */
export function runningServers(folder: string): number[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(MARK.exec(name)?.[1]);
    return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? [pid] : [];
  });
}

/** True when a process with this pid exists (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still a server we must not pull the files from under.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
