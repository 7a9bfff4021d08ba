/**
 * The outbox's writer thread. better-sqlite3 is synchronous and `synchronous=FULL` makes every
 * commit wait for the disk; on the main thread that wait would stop every request of the site.
 * Here it stops only this thread, and the writes that arrive meanwhile join the next commit
 * (group commit), so a slower disk means bigger batches rather than a frozen server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteStore, type WriteOp } from './sqlite-store.js';
import { createWriteBatcher } from './write-batcher.js';

/** A request from the main thread (they come in arrays, one per turn of its event loop): run one write, or close. */
export type ThreadRequest = { id: number; op: WriteOp; args: unknown[] } | { id: number; op: 'close' };
/** The answer to one request (sent back in arrays, one per commit). */
export type ThreadAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { message: string; code?: string } };

const { path, busyTimeoutMs } = workerData as { path: string; busyTimeoutMs: number };
const port = parentPort!;
const store = openSqliteStore(path, busyTimeoutMs, { migrate: false });
const write = createWriteBatcher(store.db);

// The answers of one commit go back in one message (the main thread sends its requests so too).
let answers: ThreadAnswer[] = [];
const post = (answer: ThreadAnswer) => {
  answers.push(answer);
  if (answers.length > 1) return;
  setImmediate(() => {
    const batch = answers;
    answers = [];
    port.postMessage(batch);
  });
};

const answer = (id: number, settle: Promise<unknown>) =>
  settle.then(
    (value) => post({ id, ok: true, value }),
    (error: unknown) => {
      const { message, code } = error as { message?: string; code?: unknown };
      const detail = { message: message ?? String(error), ...(typeof code === 'string' ? { code } : {}) };
      post({ id, ok: false, error: detail });
    },
  );

port.on('message', (requests: ThreadRequest[]) => {
  for (const request of requests) {
    if (request.op === 'close') {
      // Queued after every write sent before it, so those commit first.
      void answer(
        request.id,
        write(() => undefined).then(() => store.db.close()),
      );
      continue;
    }
    const run = store.writes[request.op] as (...args: unknown[]) => unknown;
    void answer(
      request.id,
      write(() => run(...request.args)),
    );
  }
});
