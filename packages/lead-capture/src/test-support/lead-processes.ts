import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FakeOmnisend } from '@rooted/omnisend/fake';
import { expect } from 'vitest';
import { childScript } from './test-children.js';

/** A running lead server process. */
export interface LeadChild {
  child: ChildProcess;
  port: number;
  /** Ids the server started delivering, in order (from its `{"delivering": id}` lines). */
  delivering: string[];
  /** Ids whose attempt's outcome the server recorded in its outbox (from its `{"recorded": id}` lines). */
  recorded: string[];
  /** Resolves with the exit code (null when killed by a signal) once the process ends. */
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/** Starts `lead-server-child.ts` with this config; `fileSizeLimitKb` caps the files it may write (disk full). */
export async function startLeadChild(
  config: Record<string, unknown>,
  options: { fileSizeLimitKb?: number } = {},
): Promise<LeadChild> {
  const node = [process.execPath, childScript('lead-server-child')];
  const env = { ...process.env, LEAD_CHILD: JSON.stringify(config) };
  // ulimit -f makes writes past the limit fail with EFBIG, which SQLite reports as a full disk.
  const child = options.fileSizeLimitKb
    ? spawn('bash', ['-c', `ulimit -f ${options.fileSizeLimitKb} && exec "$@"`, 'bash', ...node], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(node[0]!, node.slice(1), { env, stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const delivering: string[] = [];
  const recorded: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as { port?: number; delivering?: string; recorded?: string };
      if (message.port !== undefined) resolve(message.port);
      if (message.delivering !== undefined) delivering.push(message.delivering);
      if (message.recorded !== undefined) recorded.push(message.recorded);
    });
    void exited.then((code) => reject(new Error(`lead server exited (${code}) before listening`)));
  });
  return { child, port, delivering, recorded, exited };
}

/** SIGKILLs every child still running (afterEach). */
export function killLeadChildren(): void {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** SIGKILLs one child and waits until it is gone. */
export async function crash(lead: LeadChild): Promise<void> {
  if (lead.child.exitCode === null && lead.child.signalCode === null) lead.child.kill('SIGKILL');
  await lead.exited;
}

/** Posts a newsletter lead; status 0 means the connection died before an answer. */
export async function postLead(
  port: number,
  email: string,
  idempotencyKey?: string,
): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: JSON.stringify({ kind: 'newsletter', email, homepage: '' }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: response.status, ...(body.id ? { id: body.id } : {}) };
  } catch {
    return { status: 0 };
  }
}

/** Polls until `check` passes (its expectations stop throwing) or `timeoutMs` runs out. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** How many successful contact upserts the fake received for each address. */
export function upsertsByEmail(fake: FakeOmnisend): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of fake.requests()) {
    if (
      request.method !== 'POST' ||
      !request.path.endsWith('/contacts') ||
      request.status === null ||
      request.status >= 300
    )
      continue;
    const body = request.body as { identifiers?: Array<{ id?: string }> };
    const email = body.identifiers?.[0]?.id ?? '';
    counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return counts;
}

/**
 * The suite's closing count: every accepted address reached Omnisend, and none more than once,
 * except the ones named, which may have been sent twice (the at-least-once window: the process
 * died between Omnisend's answer and our record of it; the repeat is the same upsert).
 */
export async function expectAllDeliveredOnce(
  fake: FakeOmnisend,
  accepted: readonly string[],
  mayRepeat: readonly string[] = [],
): Promise<void> {
  await eventually(() => {
    const stored = new Set(fake.contacts().map((contact) => contact.email));
    expect(accepted.filter((email) => !stored.has(email))).toEqual([]);
  });
  const upserts = upsertsByEmail(fake);
  for (const email of accepted)
    expect(upserts.get(email), email).toBeLessThanOrEqual(mayRepeat.includes(email) ? 2 : 1);
}
