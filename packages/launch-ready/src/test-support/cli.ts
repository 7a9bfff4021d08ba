import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CliIO } from '../io';
import { run } from '../run';

/** Shared helpers for this package's tests (not exported from the package). */
export const CANARY = 'sk_live_CANARY_9f3a';
export const NOW = '2026-01-01T00:00:00.000Z';
export const FIXTURES = resolve(import.meta.dirname, '../../../../apps/site/env-examples');
export const READY_ENV = join(FIXTURES, 'production.ready.env');
export const BROKEN_ENV = join(FIXTURES, 'production.broken.env');

/** A fresh empty project folder. */
export function tempProject(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-ready-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs the CLI in-process with captured output and a controlled environment. */
export async function runCli(
  argv: string[],
  options: { cwd?: string; env?: Record<string, string>; isTTY?: boolean; stdoutThrows?: boolean } = {},
) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (text) => {
      if (options.stdoutThrows) throw new Error('stdout closed');
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: options.env ?? {},
    cwd: options.cwd ?? tempProject(),
    isTTY: options.isTTY ?? false,
    now: () => NOW,
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

/** The CLI entry, run from source through tsx with the workspace source condition. */
const CLI_SOURCE = resolve(import.meta.dirname, '../cli.ts');
/** tsx's loader by absolute URL, so the child can run from any folder (e.g. a temp project). */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Runs `launch-ready` as a real process (stdout piped, so not a TTY) with a minimal environment. */
export async function spawnCli(argv: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--conditions=@rooted/source', '--import', TSX_LOADER, CLI_SOURCE, ...argv], {
    cwd: options.cwd ?? resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, stdout, stderr };
}
