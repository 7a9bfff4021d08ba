import { vi } from 'vitest';
import { createLeadHandler, type LeadHandlerOptions } from '../handler.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { fakeClock, recordingLogger } from './fixtures.js';
import { formProof, TEST_SECRETS } from './form-proof.js';

export const URL_BASE = 'http://localhost/api';

/** A request's extra headers and the client address it comes from. */
export interface TestRequestInit {
  headers?: Record<string, string>;
  ip?: string;
}

/**
 * The lead handler over a memory outbox, a fake clock and a recording logger, with the bot
 * defence on, and the two ways a test sends a lead as JSON: `post` as it is, `send` as the
 * browser form does.
 */
export function testLeadHandler(options: Partial<LeadHandlerOptions> = {}) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const logger = recordingLogger();
  const onStored = vi.fn();
  const handler = createLeadHandler({
    outbox,
    now: clock.now,
    logger,
    onStored,
    // A one-in-16 proof of work keeps the tests quick; the difficulty itself is measured by the bench.
    botDefence: { secrets: TEST_SECRETS, proofOfWork: { keyPrefix: '0' } },
    ...options,
  });
  const post = (body: unknown, init: TestRequestInit = {}) =>
    handler(
      new Request(`${URL_BASE}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Test', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { remoteAddress: init.ip ?? '203.0.113.7' },
    );
  /** Like the browser form: fetch a token, solve it, let the visitor type for 10 s, send. */
  const send = async (body: { kind: string } & Record<string, unknown>, init: TestRequestInit = {}) => {
    const proof = await formProof(handler, body.kind as 'contact');
    clock.advance(10_000);
    return post({ ...proof, ...body }, init);
  };
  return { clock, outbox, logger, onStored, handler, post, send };
}
