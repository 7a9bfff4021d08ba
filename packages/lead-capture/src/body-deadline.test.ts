import { describe, expect, it } from 'vitest';
import { createLeadHandler } from './handler.js';
import { silentLogger } from './logger.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { readLimitedText } from '@rooted/server-kit';

/** A body that sends its first bytes and then nothing more, like a client that stalled. */
function stalledBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"kind":"newsletter",'));
    },
  });
}

const stalledRequest = () =>
  new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stalledBody(),
    duplex: 'half',
  } as RequestInit);

describe('the lead body has a deadline', () => {
  it('stops reading a stalled body at the deadline', async () => {
    expect(await readLimitedText(stalledRequest(), 1024, 50)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('answers 408 to a body that never finishes and stores nothing', async () => {
    const outbox = createMemoryOutbox();
    const handler = createLeadHandler({
      botDefence: false,
      doubleOptIn: false,
      outbox,
      logger: silentLogger,
      bodyTimeoutMs: 50,
    });
    const response = await handler(stalledRequest(), { remoteAddress: '203.0.113.7' });
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({ error: 'Request body took too long' });
    expect((await outbox.counts()).pending).toBe(0);
  });

  it('still reads a complete body well within the deadline', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: '{"a":1}' });
    expect(await readLimitedText(request, 1024, 50)).toEqual({ ok: true, text: '{"a":1}' });
  });
});
