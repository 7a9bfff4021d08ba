import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A server process started by a benchmark, with the event-loop probe (eld-probe.mjs) inside. */
export interface ProbedServer {
  base: string;
  child: ChildProcess;
  /** `reset` starts a fresh delay histogram and CPU count; `stats` reads the longest and p99 delay and the CPU ms since. */
  ask(message: 'reset' | 'stats'): Promise<{ maxMs?: number; p99Ms?: number; cpuMs?: number }>;
  stop(): Promise<void>;
}

/**
 * Starts `script` (the built site server, or the bare floor server) on a free port with the probe
 * preloaded, and a fresh lead outbox in a temporary folder. The script must print
 * `running at http://host:port` once it listens, as the site server does.
 */
export async function startProbedServer(script: string, env: Record<string, string> = {}): Promise<ProbedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rooted-bench-server-'));
  const child = fork(script, [], {
    execArgv: ['--import', pathToFileURL(fileURLToPath(new URL('./eld-probe.mjs', import.meta.url))).href],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LEADS_DB: join(dataDir, 'leads.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stderr?.resume();
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}); run \`pnpm build\` first`)));
  });
  const ask = (message: 'reset' | 'stats') =>
    new Promise<{ maxMs?: number; p99Ms?: number; cpuMs?: number }>((resolve) => {
      child.once('message', (answer) => resolve(answer as { maxMs?: number; p99Ms?: number; cpuMs?: number }));
      child.send(message);
    });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, child, ask, stop };
}
