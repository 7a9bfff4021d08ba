/**
 * A lead server process for the fault-injection suite: the real wiring (SQLite file, handler,
 * worker, Omnisend client, graceful shutdown) over node:http, configured by the JSON in
 * `LEAD_CHILD` and printing `{"port": n}` once it listens. `kill` names the moment it SIGKILLs
 * itself, to leave the files exactly as a crash there would:
 * - `after-body`: the first lead's body is read, nothing is stored yet;
 * - `after-commit`: the first lead is committed, its 202 not yet written;
 * - `after-accepted`: Omnisend accepted the first lead, the outbox does not know yet.
 * It prints `{"delivering": id}` as each delivery starts, so a test can kill it mid-call.
 * With `databaseUrl`, every store is PostgreSQL's (`openPostgresStores`) instead of the SQLite file.
 */
import { createServer, type RequestListener } from 'node:http';
import { createOmnisendClient } from '@rooted/omnisend';
import { installGracefulShutdown } from '../graceful-shutdown.js';
import { createLeadCapture } from '../lead-capture.js';
import { silentLogger } from '../logger.js';
import { toNodeListener } from '../node-listener.js';
import { createOmnisendDeliverer } from '../omnisend-deliverer.js';
import { openPostgresStores } from '../postgres/stores.js';
import type { RateLimitOptions } from '@rooted/server-kit';

interface ChildConfig {
  dbPath?: string;
  databaseUrl?: string;
  schema?: string;
  rateLimit?: RateLimitOptions;
  concurrency?: number;
  /** The Omnisend client's timeout per call (default 5 s). */
  omnisendTimeoutMs?: number;
  /** Turn the Omnisend client's own request budget off (a load test against a fake with a raised limit). */
  unbudgeted?: boolean;
  omnisendUrl: string;
  apiKey: string;
  kill?: 'after-body' | 'after-commit' | 'after-accepted';
  leaseMs?: number;
  adminToken?: string;
}

const config = JSON.parse(process.env.LEAD_CHILD ?? '{}') as ChildConfig;
const die = () => process.kill(process.pid, 'SIGKILL');
const say = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

const omnisend = createOmnisendDeliverer({
  client: createOmnisendClient({
    apiKey: config.apiKey,
    baseUrl: config.omnisendUrl,
    retry: false,
    timeoutMs: config.omnisendTimeoutMs ?? 5000,
    ...(config.unbudgeted ? { rateLimit: false as const } : {}),
  }),
});
const stores = config.databaseUrl
  ? await openPostgresStores({
      connectionString: config.databaseUrl,
      ...(config.schema ? { schema: config.schema } : {}),
    })
  : undefined;
const leads = createLeadCapture({
  botDefence: false,
  doubleOptIn: false,
  ...(stores ? { stores } : { dbPath: config.dbPath as string }),
  logger: silentLogger,
  rateLimit: config.rateLimit ?? false,
  leaseMs: config.leaseMs ?? 2000,
  ...(config.concurrency ? { concurrency: config.concurrency } : {}),
  pollMs: 100,
  backoff: { baseMs: 200, maxMs: 1000 },
  probeBackoff: { baseMs: 200, maxMs: 1000 },
  ...(config.adminToken ? { adminToken: config.adminToken } : {}),
  deliverer: {
    async deliver(lead, options) {
      say({ delivering: lead.id });
      await omnisend.deliver(lead, options);
      if (config.kill === 'after-accepted') die();
    },
  },
});

// Says when the outbox has recorded the outcome of an attempt (delivered, retry later, dead): a
// lead this process started but never recorded may be delivered again by another process once its
// lease ends (the at-least-once window).
const { outbox } = leads;
const markDelivered = outbox.markDelivered.bind(outbox);
const markRetry = outbox.markRetry.bind(outbox);
const markDead = outbox.markDead.bind(outbox);
outbox.markDelivered = async (id, ...rest) => {
  const marked = await markDelivered(id, ...rest);
  say({ recorded: id });
  return marked;
};
outbox.markRetry = async (id, ...rest) => {
  const marked = await markRetry(id, ...rest);
  say({ recorded: id });
  return marked;
};
outbox.markDead = async (id, ...rest) => {
  const marked = await markDead(id, ...rest);
  say({ recorded: id });
  return marked;
};

if (config.kill === 'after-commit') {
  const add = leads.outbox.add.bind(leads.outbox);
  leads.outbox.add = async (lead, options) => {
    const result = await add(lead, options);
    die();
    return result;
  };
}

const api = toNodeListener(leads.handler);
const listener: RequestListener =
  config.kill === 'after-body'
    ? (req) => {
        req.resume();
        req.on('end', die);
      }
    : api;
const server = createServer(listener);
installGracefulShutdown({ server, leads, logger: silentLogger });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  say({ port: typeof address === 'object' && address ? address.port : 0 });
});
