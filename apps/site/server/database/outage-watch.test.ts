// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { outageGate } from './outage-gate';
import { createOutageWatch, isUnreachable, type StoreLogger } from './outage-watch';

afterEach(() => {
  vi.useRealTimers();
});

function watchWithLog(probe: () => Promise<unknown>) {
  const lines: string[] = [];
  const watch = createOutageWatch({
    probe,
    probeMs: 1_000,
    log: { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
  });
  return { watch, lines };
}

describe('isUnreachable', () => {
  it('knows the errors of a database that cannot be reached, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isUnreachable(refused)).toBe(true);
    expect(isUnreachable('PostgresError: terminating connection due to administrator command')).toBe(true);
    expect(isUnreachable('Error: write CONNECTION_CLOSED 127.0.0.1:5432')).toBe(true);
    expect(isUnreachable('PostgresError: the database system is starting up')).toBe(true);
    // The Omnisend client's refusal to send when its budget, kept in the database, cannot be counted.
    expect(
      isUnreachable(
        'Client-side rate limit: the shared request budget could not be read (CONNECTION_CLOSED), so nothing was sent',
      ),
    ).toBe(true);
    expect(isUnreachable('PostgresError: canceling statement due to statement timeout')).toBe(false);
    expect(isUnreachable(new Error('duplicate key value violates unique constraint "leads_pkey"'))).toBe(false);
    expect(isUnreachable('TypeError: Cannot read properties of undefined')).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});

describe('createOutageWatch', () => {
  it('logs one line when the database goes and one when it is back, however many requests fail', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const { watch, lines } = watchWithLog(() =>
      reachable ? Promise.resolve(1) : Promise.reject(new Error('connect ECONNREFUSED')),
    );
    const passed: string[] = [];
    const push = (message: string) => void passed.push(message);
    const logger = watch.quiet<StoreLogger>({ info: push, warn: push, error: push });
    for (let i = 0; i < 100; i += 1)
      logger.error('Could not check a form token', { error: 'Error: connect ECONNREFUSED 127.0.0.1:5432' });
    logger.warn('Rate-limit store unavailable; submission let through', { error: 'Error: write CONNECTION_CLOSED' });
    expect(watch.down).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(watch.down).toBe(true);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.down).toBe(false);
    expect(lines).toEqual([
      'warn database: unreachable (connect ECONNREFUSED 127.0.0.1:5432); answering 503 until it is back',
      'info database: reachable again after 6 s',
    ]);
    // Other messages pass through unchanged.
    logger.info('Lead delivered', { id: 'x' });
    logger.error('Lead endpoint error', { error: 'TypeError: boom' });
    expect(passed).toEqual(['Lead delivered', 'Lead endpoint error']);
    watch.close();
  });

  it('lets writes through while the database is up, refuses them at once with 503 and Retry-After while it is down', async () => {
    const { watch } = watchWithLog(() => new Promise(() => {}));
    let reached = 0;
    const app = new Hono().use(outageGate(watch)).all('*', () => {
      reached += 1;
      return new Response('stored', { status: 202 });
    });
    const handler = (request: Request) => app.fetch(request);
    const post = (type = 'application/json') =>
      new Request('http://site/api/leads', { method: 'POST', headers: { 'content-type': type }, body: '{}' });
    expect((await handler(post())).status).toBe(202);
    watch.report(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const refused = await handler(post());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(reached).toBe(1);
    // A form token needs no database, and a form posted without JavaScript gets its own page.
    expect((await handler(new Request('http://site/api/leads/form-token?form=newsletter'))).status).toBe(202);
    expect((await handler(post('application/x-www-form-urlencoded'))).status).toBe(202);
    expect(reached).toBe(3);
    watch.close();
  });
});
