import type { FormTokenGrant } from '@rooted/lead-capture';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './bundle-size';
import { extraDist, run } from './extra-site';
import { operatorCommands } from './operator-commands';

/**
 * A production server that can be stopped and started again on the same data folder (the backup
 * drill), from a copy of the build of its own (publishing rewrites the pages it serves).
 */
export async function copyBuild(): Promise<string> {
  const dist = await mkdtemp(extraDist('drill-'));
  for (const part of ['client', 'ssr', 'server', 'admin'])
    await cp(join(siteDir, 'dist', part), join(dist, part), { recursive: true });
  return dist;
}

export interface DrillServer {
  origin: string;
  /** SIGTERM, and resolves when it has exited (its data folder closed). */
  stop(): Promise<void>;
}

/** Starts the copied build on a free port with `env`; resolves once it listens. */
export async function startServer(dist: string, env: Record<string, string>): Promise<DrillServer> {
  const child: ChildProcess = spawn(process.execPath, [join(dist, 'server/index.js')], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the drill's server exited (${code}) before listening`)));
  });
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `site-backup` as an operator does (bundled: see operator-commands.ts), with the server's environment; never throws, so a refusal can be read. */
export async function siteBackup(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(await operatorCommands(), 'site-backup.js'), ...args],
      {
        cwd: siteDir,
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// One address per visitor across every call, so the per-client limit (5 a minute) never answers.
let visitor = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends newsletter leads through the lead API as browsers do (a form token, its proof of work,
 * the form's minimum fill time, one address per visitor behind the trusted proxy). Resolves to
 * the addresses answered 202.
 */
export async function sendLeads(origin: string, addresses: readonly string[]): Promise<string[]> {
  const prepared = await Promise.all(
    addresses.map(async (email) => {
      const grant = (await (await fetch(`${origin}/api/leads/form-token?form=newsletter`)).json()) as FormTokenGrant;
      return {
        email,
        body: {
          kind: 'newsletter',
          email,
          homepage: '',
          formToken: grant.token,
          proof: await solveFormChallenge(grant.challenge!),
        },
      };
    }),
  );
  await sleep(2_100);
  const accepted: string[] = [];
  for (const { email, body } of prepared) {
    visitor += 1;
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'idempotency-key': `drill-${visitor}-${email.replace(/[^\w.-]/g, '_')}`,
        'x-forwarded-for': `10.88.${(visitor >> 8) & 255}.${visitor & 255}`,
      },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status === 202) accepted.push(email);
  }
  return accepted;
}
