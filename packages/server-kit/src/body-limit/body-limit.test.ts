import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../error-handler/error-handler.js';
import { recordingBody, streamedPost } from '../test-support/recording-body.js';
import { bodyLimit } from './body-limit.js';

const quiet = { warn: () => undefined, error: () => undefined };

function echoApp(maxBytes: number, timeoutMs?: number) {
  const app = new Hono();
  app.onError(errorHandler({ logger: quiet }));
  app.post('/echo', bodyLimit({ maxBytes, ...(timeoutMs ? { timeoutMs } : {}) }), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json({ size: bytes.byteLength, sum: bytes.reduce((a, b) => a + b, 0) });
  });
  return app;
}

describe('bodyLimit', () => {
  it('refuses a declared Content-Length over the limit with 413 before reading a byte', async () => {
    const body = recordingBody([new Uint8Array(10)]);
    const response = await echoApp(1024).request(
      streamedPost('http://x/echo', body.stream, { 'content-length': String(300 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBe(false);
  });

  it('refuses a chunked body once it passes the limit, without reading the rest', async () => {
    const chunks = Array.from({ length: 1000 }, () => new Uint8Array(1024));
    let served = 0;
    const counted = chunks.map((chunk) => chunk);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = counted[served];
        served += 1;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await echoApp(4096).request(streamedPost('http://x/echo', stream));
    expect(response.status).toBe(413);
    expect(served).toBeLessThan(10);
  });

  it('answers 408 when a body trickles past its deadline', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
        // then nothing more: the client stalls
      },
    });
    const response = await echoApp(1024, 50).request(streamedPost('http://x/echo', stream));
    expect(response.status).toBe(408);
  });

  it('passes any body within the limit through unchanged, and refuses any body over it (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.boolean(),
        async (chunks, maxBytes, declare) => {
          const size = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
          const sum = chunks.reduce((total, chunk) => total + chunk.reduce((a, b) => a + b, 0), 0);
          const body = recordingBody(chunks);
          const response = await echoApp(maxBytes).request(
            streamedPost('http://x/echo', body.stream, declare ? { 'content-length': String(size) } : {}),
          );
          if (size <= maxBytes) {
            expect(response.status).toBe(200);
            expect(await response.json()).toEqual({ size, sum });
          } else {
            expect(response.status).toBe(413);
            if (declare) expect(body.pulled()).toBe(false);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('ignores a Content-Length that is not a number and counts the bytes instead', async () => {
    const body = recordingBody([new Uint8Array(2000)]);
    const response = await echoApp(1000).request(
      streamedPost('http://x/echo', body.stream, { 'content-length': 'lots' }),
    );
    expect(response.status).toBe(413);
  });
});
