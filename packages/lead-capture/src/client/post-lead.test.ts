import { describe, expect, it, vi } from 'vitest';
import { LeadApiError, postLead } from './post-lead.js';

const lead = { kind: 'newsletter', email: 'ada@example.com', homepage: '' } as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postLead', () => {
  it('posts JSON to our own /api/leads and resolves with the id on 202', async () => {
    const fetch = vi.fn(async () => json(202, { id: 'abc' }));
    await expect(postLead(lead, { fetch })).resolves.toEqual({ id: 'abc', confirmationRequired: false });
    expect(fetch).toHaveBeenCalledWith(
      '/api/leads',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(lead) }),
    );
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends the idempotency key when given one', async () => {
    const fetch = vi.fn(async () => json(202, { id: 'abc' }));
    await postLead(lead, { fetch, idempotencyKey: 'k-1' });
    await postLead(lead, { fetch });
    const headers = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(headers).toEqual(['k-1', null]);
  });

  it("rejects with a 400's field messages", async () => {
    const fetch = vi.fn(async () =>
      json(400, { error: 'Invalid lead', fields: { email: ['Invalid email address format'] } }),
    );
    const error = await postLead(lead, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadApiError);
    expect(error).toMatchObject({ status: 400, fields: { email: ['Invalid email address format'] } });
  });

  it('says when a signup waits for its confirmation email, and passes on the bot defence’s reason and wait', async () => {
    await expect(
      postLead(lead, { fetch: vi.fn(async () => json(202, { id: 'abc', confirmationRequired: true })) }),
    ).resolves.toEqual({
      id: 'abc',
      confirmationRequired: true,
    });
    const early = await postLead(lead, {
      fetch: vi.fn(async () => json(425, { error: 'Too fast', code: 'too-fast', retryAfterMs: 800 })),
    }).catch((e: unknown) => e);
    expect(early).toMatchObject({ status: 425, code: 'too-fast', retryAfterMs: 800, fields: undefined });
    const expired = await postLead(lead, {
      fetch: vi.fn(async () => json(400, { error: 'Expired', code: 'form-token-expired', fields: {} })),
    }).catch((e: unknown) => e);
    expect(expired).toMatchObject({ status: 400, code: 'form-token-expired', fields: undefined });
  });

  it('rejects on server errors, rate limits and network failures without field messages', async () => {
    for (const fetch of [
      vi.fn(async () => new Response('', { status: 500 })),
      vi.fn(async () => json(429, { error: 'Too many' })),
    ]) {
      await expect(postLead(lead, { fetch })).rejects.toMatchObject({ fields: undefined });
    }
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postLead(lead, { fetch: offline })).rejects.toMatchObject({ status: 0 });
  });
});
