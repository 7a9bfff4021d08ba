/**
 * Child process for the crash test: serves the lead endpoint over HTTP on a SQLite outbox and
 * prints `{"port": n}` once listening. With `hang`, delivery starts and never finishes, so a
 * SIGKILL catches leads mid-delivery; otherwise delivery is paused and leads only wait.
 */
import { createServer } from 'node:http';
import { createLeadCapture } from '../lead-capture.js';
import { silentLogger } from '../logger.js';
import { toNodeListener } from '../node-listener.js';

const [dbPath, mode] = process.argv.slice(2);
if (!dbPath) throw new Error('usage: crash-child <dbPath> [hang]');

const capture = createLeadCapture({
  botDefence: false,
  doubleOptIn: false,
  dbPath,
  logger: silentLogger,
  rateLimit: false,
  leaseMs: 60_000,
  deliverer:
    mode === 'hang'
      ? {
          deliver: (lead) => {
            process.stdout.write(`${JSON.stringify({ delivering: lead.id })}\n`);
            return new Promise(() => {});
          },
        }
      : null,
});
const server = createServer(toNodeListener(capture.handler));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
