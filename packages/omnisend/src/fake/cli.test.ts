import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api } from '../test-support/harness';

/**
 * tsx loaded into the one Node process (`--import`), not its `tsx` command: the command runs the
 * script in a child process and relays signals to it, and under load a SIGTERM that reached the
 * relay before it knew the child's handlers ended it with 143 instead of the CLI's clean exit 0.
 */
const tsxLoader = createRequire(import.meta.url).resolve('tsx/esm');
const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url));

function startCli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(tsxLoader).href, '--conditions=@rooted/source', cliPath, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line) resolve(line);
    });
    void exited.then(() => reject(new Error(`cli exited early: ${stderr}`)));
  });
  baseUrl.catch(() => undefined); // tests that expect an early exit never await it
  return { child, baseUrl, exited, output: () => ({ stdout, stderr }) };
}

describe('fake-omnisend CLI', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints the base URL, serves, and exits 0 on %s',
    async (signal) => {
      const cli = startCli(['--port', '0', '--key', 'cli-key-1234']);
      const baseUrl = await cli.baseUrl;
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3$/);
      const origin = baseUrl.slice(0, -3);
      expect((await api({ url: origin }, 'GET', '/v3/contacts', { key: 'cli-key-1234' })).status).toBe(200);
      expect((await api({ url: origin }, 'GET', '/v3/contacts')).status).toBe(401); // the default key is replaced
      cli.child.kill(signal);
      expect(await cli.exited).toBe(0);
      expect(cli.output().stderr).toContain(`${signal}, shutting down`);
    },
    20_000,
  );

  it('rejects a bad port with usage and exit code 2', async () => {
    const cli = startCli(['--port', 'abc']);
    expect(await cli.exited).toBe(2);
    expect(cli.output().stderr).toContain('Usage: fake-omnisend');
  }, 20_000);
});
