// The durable floor's writer thread: the bodies that arrived while the last commit waited for the
// disk are stored in the next one (group commit, as the outbox's writer does); their ids go back
// once it is on disk.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, body TEXT NOT NULL, created_at INTEGER NOT NULL)');
const insert = db.prepare('INSERT INTO leads (id, body, created_at) VALUES (?, ?, ?)');
const store = db.transaction((rows) => {
  for (const [id, body] of rows) insert.run(id, body, Date.now());
});

let queued = [];
parentPort.on('message', (rows) => {
  queued.push(...rows);
  if (queued.length !== rows.length) return;
  setImmediate(() => {
    const batch = queued;
    queued = [];
    store.immediate(batch);
    parentPort.postMessage(batch.map(([id]) => id));
  });
});
