import type Database from 'better-sqlite3';

/** Runs `work` inside the batch's transaction and resolves to its result once the batch committed. */
export type BatchedWrite = <T>(work: () => T) => Promise<T>;

/**
 * Group commit. Every write queued in the same turn of the event loop runs in one `BEGIN IMMEDIATE`
 * transaction, so a burst of leads costs one fsync instead of one each, and each caller's promise
 * settles only after that commit. Each write runs in a savepoint of its own (better-sqlite3 nests
 * transactions that way), so one failing write is rolled back and rejected alone; a failed commit
 * (disk full, database busy) rejects the whole batch, and nothing of it is on disk.
 */
export function createWriteBatcher(db: Database.Database): BatchedWrite {
  let queue: Array<{ work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    const results: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.transaction(() => {
        for (const { work } of batch) {
          try {
            results.push({ ok: true, value: db.transaction(work)() });
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const result = results[index]!;
      if (result.ok) resolve(result.value);
      else reject(result.error);
    });
  };

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (scheduled) return;
      scheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: requests that arrived together
      // are all parsed and queued before the batch commits.
      setImmediate(flush);
    });
}
