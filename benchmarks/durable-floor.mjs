// The durable floor of the lead API benchmark: the bare floor (read the body, parse the JSON, answer
// 202 with an id) plus what every lead must have before its 202, a commit that waits for the disk.
// A writer thread keeps the rows in SQLite (WAL, synchronous=FULL, as the outbox does), and the
// bodies that arrive in one turn of the event loop share one commit. Nothing else: no checks, no
// indexes but the key. The site server cannot be faster than this while it keeps its promise that
// an accepted lead survives a crash; the gap between this and the bare floor is what durability
// itself costs on the machine.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';

const writer = new Worker(new URL('./durable-floor-writer.mjs', import.meta.url), {
  workerData: { path: process.env.LEADS_DB },
});
const waiting = new Map();
writer.on('message', (ids) => {
  for (const id of ids) {
    waiting.get(id)?.();
    waiting.delete(id);
  }
});

let outgoing = [];
const send = () => {
  const batch = outgoing;
  outgoing = [];
  writer.postMessage(batch);
};

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    JSON.parse(body);
    const id = randomUUID();
    waiting.set(id, () => {
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id }));
    });
    outgoing.push([id, body]);
    if (outgoing.length === 1) setImmediate(send);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`running at http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => writer.terminate().then(() => process.exit(0))));
