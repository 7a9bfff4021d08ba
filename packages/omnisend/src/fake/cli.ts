#!/usr/bin/env node
/**
 * `fake-omnisend [--port 4010] [--host 127.0.0.1] [--key <api-key>]`
 *
 * Starts the fake Omnisend server and prints its base URL (the value for OMNISEND_API_URL) on
 * stdout; everything else goes to stderr. Stops cleanly on SIGINT and SIGTERM.
 */
import { parseArgs } from 'node:util';
import { createFakeOmnisend } from './server';
import type { FakeKey } from './types';
import { DEFAULT_FAKE_KEYS, FAKE_TEST_BRAND_ID } from './types';

const USAGE = `Usage: fake-omnisend [--port <n>] [--host <address>] [--key <api-key>]

  --port   port to listen on (default 4010; 0 picks a free one)
  --host   address to bind (default 127.0.0.1)
  --key    accept this API key instead of the default test key (full permissions)
`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got "${values.port}"`);
  const keys: readonly FakeKey[] = values.key
    ? [
        {
          key: values.key,
          brandId: FAKE_TEST_BRAND_ID,
          permissions: ['contacts.read', 'contacts.write', 'events.read', 'events.write'],
        },
      ]
    : DEFAULT_FAKE_KEYS;

  const fake = await createFakeOmnisend({ port, host: values.host, keys });
  process.stdout.write(`${fake.baseUrl}\n`);
  process.stderr.write(
    `fake-omnisend: listening on ${fake.url} (admin: ${fake.url}/_admin/requests)` +
      `${values.key ? '' : `; test key ${DEFAULT_FAKE_KEYS[0]?.key}`}. Ctrl+C to stop.\n`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`fake-omnisend: ${signal}, shutting down\n`);
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`fake-omnisend: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
});
