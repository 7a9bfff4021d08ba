import { describe, expect, it, vi } from 'vitest';
import { testLeadHandler } from './test-support/lead-handler-harness.js';

const KEY = '6f1c2b9e-3d4a-4c55-9e0f-1a2b3c4d5e6f';

describe('onAccepted', () => {
  it('gets each new lead once, as stored, and never a replayed submission', async () => {
    const onAccepted = vi.fn();
    const { outbox, send } = testLeadHandler({ onAccepted });
    const contact = {
      kind: 'contact',
      name: 'Jane Doe',
      email: 'Jane@Example.org',
      subject: 'partnership',
      message: 'Let us talk.',
      homepage: '',
    };
    const first = await send(contact, { headers: { 'idempotency-key': KEY } });
    expect(first.status).toBe(202);
    const { id } = (await first.json()) as { id: string };
    expect(onAccepted).toHaveBeenCalledTimes(1);
    const [lead] = onAccepted.mock.calls[0]!;
    expect(lead).toMatchObject({ id, data: outbox.get(id)!.data, createdAt: outbox.get(id)!.createdAt });
    expect(lead.data).toMatchObject({ kind: 'contact', email: 'jane@example.org', subject: 'partnership' });

    const replay = await send(contact, { headers: { 'idempotency-key': KEY } });
    expect(await replay.json()).toEqual({ id });
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('cannot fail a submission: a throwing callback is logged and the visitor still gets the 202', async () => {
    const { send, logger } = testLeadHandler({
      onAccepted: () => {
        throw new Error('queue down');
      },
    });
    const response = await send({ kind: 'newsletter', email: 'a@example.org', homepage: '' });
    expect(response.status).toBe(202);
    expect(logger.warn).toHaveBeenCalledWith('onAccepted callback failed', { error: 'Error: queue down' });
  });
});
