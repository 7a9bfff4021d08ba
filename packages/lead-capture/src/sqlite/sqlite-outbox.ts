/**
 * SQLite implementation of the lead outbox (`@rooted/lead-capture/sqlite`), for Node.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a lead whose `add` resolved is on disk
 * before the browser gets its 202 and survives a process or machine crash.
 * Responsiveness: writes run on a worker thread (outbox-thread.ts), so waiting for the disk never
 * blocks the event loop; writes that arrive while a commit is on its way share the next one.
 * Reads (status, listings, idempotency look-ups) run on the calling thread: in WAL mode a reader
 * never waits for a writer. A write waits at most `busyTimeoutMs` for another process's lock, then
 * fails; the handler answers 503 with `Retry-After` and the worker tries again on its next turn.
 * Erasure: `secure_delete` overwrites purged rows, so personal data does not linger in free pages.
 */
import { Worker } from 'node:worker_threads';
import { sqliteLeadList } from '../lead-list/sqlite-lead-list.js';
import type { LeadList } from '../lead-list/lead-list.js';
import type { Outbox, OutboxRow } from '../outbox.js';
import type { ThreadAnswer, ThreadRequest } from './outbox-thread.js';
import { openSqliteStore, type SqliteStore, type WriteOp } from './sqlite-store.js';
import { createWriteBatcher } from './write-batcher.js';

export { SQLITE_OUTBOX_SCHEMA_VERSION } from './migrations.js';

/** Options of {@link createSqliteOutbox}. */
export interface SqliteOutboxOptions {
  /** Database file; parent folders are created. `:memory:` works for tests (writes then stay on this thread). */
  path: string;
  /** Longest wait, in ms, for another process's write lock before a write fails (default 100). */
  busyTimeoutMs?: number;
  /**
   * Run writes on a worker thread (default true): a server keeps answering while the disk syncs.
   * A one-shot script or CLI, where nothing else waits, may write on its own thread instead and
   * skip the thread's start-up.
   */
  writerThread?: boolean;
}

/** A SQLite-backed {@link Outbox}, with the owner's list of leads and a row inspector for tests and tools. */
export interface SqliteOutbox extends Outbox, LeadList {
  /** Every row, oldest first. Holds personal data: never expose it over HTTP. */
  rows(): OutboxRow[];
}

type Writes = SqliteStore['writes'];
type Send = <K extends WriteOp>(op: K, args: Parameters<Writes[K]>) => Promise<ReturnType<Writes[K]>>;

/** Opens (creating and migrating as needed) a SQLite outbox at `path`. */
export function createSqliteOutbox({
  path,
  busyTimeoutMs = 100,
  writerThread = true,
}: SqliteOutboxOptions): SqliteOutbox {
  // Opened and migrated here first, synchronously, so a bad path or a newer schema fails the
  // caller at once; this connection then serves the reads.
  const store = openSqliteStore(path, busyTimeoutMs);
  // An in-memory database exists only on this connection, so its writes stay here too.
  const writer = path === ':memory:' || !writerThread ? inlineWriter(store) : threadWriter(path, busyTimeoutMs);
  const { reads } = store;
  const list = sqliteLeadList(store.db);
  let closed = false;

  return {
    add: (lead, options) => writer.send('add', [lead, options]),
    findByIdempotencyKey: async (key, since) => reads.findByIdempotencyKey(key, since),
    claimDue: (options) => writer.send('claimDue', [options]),
    markDelivered: (id, attempt, at) => writer.send('markDelivered', [id, attempt, at]),
    markRetry: (id, attempt, error, nextAttemptAt, options) =>
      writer.send('markRetry', [id, attempt, error, nextAttemptAt, options]),
    markDead: (id, attempt, error, at) => writer.send('markDead', [id, attempt, error, at]),
    listDead: async (filter, limit) => reads.listDead(filter, limit),
    requeueDead: (filter, now) => writer.send('requeueDead', [filter, now]),
    counts: async () => reads.counts(),
    oldestPendingCreatedAt: async () => reads.oldestPendingCreatedAt(),
    purge: (options) => writer.send('purge', [options]),
    purgeDead: (before) => writer.send('purgeDead', [before]),
    async close() {
      if (closed) return;
      closed = true;
      await writer.close();
      store.db.close();
    },
    rows: () => reads.rows(),
    listLeads: (query) => list.listLeads(query),
    getLead: (id) => list.getLead(id),
    correctLead: (id, data, options) => writer.send('correctLead', [id, data, options]),
    deleteDeadLead: (id) => writer.send('deleteDeadLead', [id]),
  };
}

/** Writes on this thread, group-committed per turn of the event loop. */
function inlineWriter(store: SqliteStore): { send: Send; close(): Promise<void> } {
  const write = createWriteBatcher(store.db);
  return {
    send: (op, args) => write(() => (store.writes[op] as (...a: unknown[]) => never)(...args)),
    close: () => write(() => undefined),
  };
}

/** Writes on the writer thread. The thread keeps the process alive only while a write is pending. */
function threadWriter(path: string, busyTimeoutMs: number): { send: Send; close(): Promise<void> } {
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let worker: Worker | null = null;

  const start = () => {
    const fromSource = import.meta.url.endsWith('.ts');
    const entry = new URL(fromSource ? './outbox-thread.ts' : './outbox-thread.js', import.meta.url);
    const started = fromSource
      ? new Worker(new URL('./thread-in-source.mjs', import.meta.url), {
          workerData: { path, busyTimeoutMs, entry: entry.href },
        })
      : new Worker(entry, { workerData: { path, busyTimeoutMs } });
    started.unref();
    started.on('message', (answers: ThreadAnswer[]) => {
      for (const answer of answers) {
        const waiting = pending.get(answer.id);
        if (!waiting) continue;
        pending.delete(answer.id);
        if (pending.size === 0) started.unref();
        if (answer.ok) waiting.resolve(answer.value as never);
        else
          waiting.reject(
            Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}),
          );
      }
    });
    // A thread that dies (out of memory, a native crash) fails what it held; the next write starts
    // a new one, so the server answers 503 for those requests and then goes on.
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      // Requests not yet sent are failed below with the rest: they must never reach a new thread.
      outgoing = [];
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(error);
      }
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The outbox writer thread stopped (exit code ${code})`)));
    return started;
  };

  // Requests made in the same turn of the event loop travel to the thread in one message, as
  // their answers travel back: under load a message per lead cost more of the main thread than
  // cloning the leads themselves. The thread commits each turn's writes together anyway.
  let outgoing: ThreadRequest[] = [];
  const flush = () => {
    const batch = outgoing;
    outgoing = [];
    if (batch.length > 0) worker?.postMessage(batch);
  };
  const request = (message: Omit<ThreadRequest, 'id'>) =>
    new Promise<never>((resolve, reject) => {
      worker ??= start();
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      outgoing.push({ ...message, id } as ThreadRequest);
      if (outgoing.length === 1) setImmediate(flush);
    });

  return {
    send: (op, args) => request({ op, args } as Omit<ThreadRequest, 'id'>),
    async close() {
      if (!worker) return;
      const closing = worker;
      await request({ op: 'close' });
      await closing.terminate();
    },
  };
}
