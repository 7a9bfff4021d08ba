import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { errorHandler, oneLine } from './error-handler.js';

function app() {
  const lines: { level: string; line: string }[] = [];
  const hono = new Hono();
  hono.onError(
    errorHandler({
      logger: {
        warn: (line) => lines.push({ level: 'warn', line }),
        error: (line) => lines.push({ level: 'error', line }),
      },
    }),
  );
  hono.get('/outage', () => {
    throw new HTTPException(503, {
      res: new Response('Database unreachable', { status: 503, headers: { 'Retry-After': '5' } }),
    });
  });
  hono.get('/aborted', () => {
    throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  });
  hono.get('/bug', () => {
    throw new TypeError('Cannot read x of undefined at /home/deploy/apps/site/dist/server/index.js:12:5');
  });
  return { hono, lines };
}

describe('errorHandler', () => {
  it('answers an HTTPException with its own response (status and Retry-After) and logs nothing', async () => {
    const { hono, lines } = app();
    const response = await hono.request('/outage');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(lines).toEqual([]);
  });

  it('logs an aborted request as one short warning line', async () => {
    const { hono, lines } = app();
    await hono.request('/aborted');
    expect(lines).toEqual([{ level: 'warn', line: 'request aborted by the client: GET /aborted' }]);
  });

  it('logs an unexpected error as one line without absolute paths, and answers a bare 500', async () => {
    const { hono, lines } = app();
    const response = await hono.request('/bug');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.line).toBe('unexpected error: GET /bug: TypeError: Cannot read x of undefined at index.js:12:5');
    expect(lines[0]?.line).not.toContain('\n');
  });

  it('leaves ordinary slashes in a message alone', () => {
    expect(oneLine(new Error('Content-Type must be text/plain'))).toBe('Error: Content-Type must be text/plain');
  });
});
