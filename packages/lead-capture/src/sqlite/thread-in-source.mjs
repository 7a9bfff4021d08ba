// Starts the writer thread from its TypeScript source, for tests and the dev server inside this
// repository (the published package starts dist/outbox-thread.js directly). Node does not carry
// the main thread's loader into a worker, so the worker registers tsx itself.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
