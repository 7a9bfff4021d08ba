import { describe, expect, it } from 'vitest';
import { connect, rejectionOf, startFake } from './test-support/harness';
import type { OmnisendError } from './index';
import {
  NETWORK_ERROR_MESSAGE,
  OmnisendAuthError,
  OmnisendConflictError,
  OmnisendError as BaseError,
  OmnisendNetworkError,
  OmnisendNotFoundError,
  OmnisendRateLimitError,
  OmnisendServerError,
  OmnisendTimeoutError,
  OmnisendValidationError,
  OmnisendVersionRetiredError,
  createOmnisendClient,
} from './index';

const contact = { email: 'jane@example.org', marketingConsent: false } as const;

async function upsertError(
  setup: Parameters<typeof startFake>[0] = {},
  fault?: Parameters<Awaited<ReturnType<typeof startFake>>['fault']>[0],
  client: Partial<Parameters<typeof connect>[1]> = {},
) {
  const fake = await startFake(setup);
  if (fault) fake.fault(fault);
  const error = (await rejectionOf(
    connect(fake, { retry: false, ...client }).client.upsertContact(contact),
  )) as OmnisendError;
  return { error, fake };
}

describe('HTTP error classes and messages', () => {
  it('401: unknown key', async () => {
    const { error } = await upsertError({}, undefined, { apiKey: 'not-a-known-key' });
    expect(error).toBeInstanceOf(OmnisendAuthError);
    expect(error.message).toBe(
      'Omnisend API error: 401 Unauthorized - Unauthorized - authorization error (invalid basic auth data or API key)',
    );
    expect(error).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      method: 'POST',
      path: '/v3/contacts',
      attempts: 1,
    });
  });

  it('403: the key lacks contacts.write', async () => {
    const { error } = await upsertError({
      keys: [{ key: 'test-key-0001', brandId: 'b', permissions: ['contacts.read'] }],
    });
    expect(error).toBeInstanceOf(OmnisendAuthError);
    expect(error.message).toBe('Omnisend API error: 403 Forbidden - Forbidden');
  });

  it('400 naming the key is an auth error; other 400s are validation errors with fields', async () => {
    const auth = await upsertError({}, { status: 400, body: { error: 'API key or access token not provided' } });
    expect(auth.error).toBeInstanceOf(OmnisendAuthError);
    expect(auth.error.message).toBe('Omnisend API error: 400 Bad Request - API key or access token not provided');
    const invalid = await upsertError(
      {},
      {
        status: 400,
        body: { error: 'Validation failed', fields: { 'identifiers[0].id': ['must be a valid email address'] } },
      },
    );
    expect(invalid.error).toBeInstanceOf(OmnisendValidationError);
    expect(invalid.error.fields).toStrictEqual({ 'identifiers[0].id': ['must be a valid email address'] });
  });

  it('422 is a validation error', async () => {
    const { error } = await upsertError(
      {},
      { status: 422, body: { error: 'Mandatory fields missing', fields: { identifiers: ['is required'] } } },
    );
    expect(error).toBeInstanceOf(OmnisendValidationError);
    expect(error.message).toBe('Omnisend API error: 422 Unprocessable Entity - Mandatory fields missing');
  });

  it.each([
    [{ detail: 'Only detail' }, 'Only detail'],
    [{ title: 'Only title', detail: '' }, 'Only title'],
    [{ message: 'Only message' }, 'Only message'],
    [{ error: 'From error', detail: 'not this' }, 'From error'],
    [{ nothing: 'useful' }, 'Unknown error'],
    ['plain text', 'Unknown error'],
  ])('reads the message from %j', async (body, text) => {
    const { error } = await upsertError({}, { status: 409, body });
    expect(error).toBeInstanceOf(OmnisendConflictError);
    expect(error.message).toBe(`Omnisend API error: 409 Conflict - ${text}`);
  });

  it('reads RFC 9457 problem details (API 2026) as well', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Gone',
      status: 410,
      detail: 'Version retired',
      errors: [{ field: 'x', code: 'y', message: 'z' }],
    };
    const { error } = await upsertError({}, { status: 410, body: problem, contentType: 'application/problem+json' });
    expect(error).toBeInstanceOf(OmnisendVersionRetiredError);
    expect(error.message).toBe('Omnisend API error: 410 Gone - Version retired');
    expect(error.errors).toStrictEqual([{ field: 'x', code: 'y', message: 'z' }]);
  });

  it('404 is NotFound', async () => {
    const { error } = await upsertError(
      {},
      { status: 404, body: { error: 'Not found – There is no resource behind the URI.' } },
    );
    expect(error).toBeInstanceOf(OmnisendNotFoundError);
  });

  it('429 after the budget is a RateLimit error carrying the wait', async () => {
    const { error } = await upsertError(
      {},
      { status: 429, body: { error: 'to many requests (rate limit)' }, headers: { 'Retry-After': '7' } },
    );
    expect(error).toBeInstanceOf(OmnisendRateLimitError);
    expect(error.message).toBe('Omnisend API error: 429 Too Many Requests - to many requests (rate limit)');
    expect(error.retryAfterMs).toBe(7000);
  });

  it('500 is a server error', async () => {
    const { error } = await upsertError({}, { status: 500, body: { error: 'Internal error' } });
    expect(error).toBeInstanceOf(OmnisendServerError);
    expect(error.message).toBe('Omnisend API error: 500 Internal Server Error - Internal error');
  });

  it('502 with an HTML page: Unknown error, the page kept in rawBody', async () => {
    const { error } = await upsertError({}, { preset: 'html502' });
    expect(error).toBeInstanceOf(OmnisendServerError);
    expect(error.message).toBe('Omnisend API error: 502 Bad Gateway - Unknown error');
    expect(error.rawBody).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>');
  });

  it('an empty statusText (HTTP/2) becomes the standard phrase, never a double space', async () => {
    const fetch = async () => new Response(JSON.stringify({ error: 'slow down' }), { status: 429, statusText: '' });
    const client = createOmnisendClient({ apiKey: 'key-123456', fetch, retry: false });
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error.message).toBe('Omnisend API error: 429 Too Many Requests - slow down');
    const odd = createOmnisendClient({
      apiKey: 'key-123456',
      fetch: async () => new Response('', { status: 499, statusText: '' }),
      retry: false,
    });
    expect(((await rejectionOf(odd.upsertContact(contact))) as Error).message).toBe(
      'Omnisend API error: 499 - Unknown error',
    );
  });

  it('cuts rawBody to 2 KB', async () => {
    const { error } = await upsertError({}, { status: 500, body: 'x'.repeat(5000), contentType: 'text/plain' });
    expect(error.rawBody).toHaveLength(2048);
  });

  it('serialises to JSON without the cause or the stack', async () => {
    const { error } = await upsertError({}, { status: 500, body: { error: 'Internal error' } });
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'OmnisendServerError',
      message: 'Omnisend API error: 500 Internal Server Error - Internal error',
      status: 500,
      method: 'POST',
      path: '/v3/contacts',
      attempts: 1,
    });
  });
});

describe('network failures', () => {
  it('a timeout is an OmnisendTimeoutError with the network text', async () => {
    const { error } = await upsertError({}, { delayMs: 400 }, { timeoutMs: 50 });
    expect(error).toBeInstanceOf(OmnisendTimeoutError);
    expect(error).toBeInstanceOf(OmnisendNetworkError);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect((error as OmnisendTimeoutError).timedOut).toBe(true);
  });

  it('a dropped connection is an OmnisendNetworkError', async () => {
    const { error, fake } = await upsertError({}, { drop: 'before' });
    expect(error).toBeInstanceOf(OmnisendNetworkError);
    expect(error).not.toBeInstanceOf(OmnisendTimeoutError);
    expect(error.message).toBe('Network error: Unable to connect to Omnisend. Please check your internet connection.');
    expect(fake.contacts()).toHaveLength(0);
  });

  it('a refused connection carries its code', async () => {
    const fake = await startFake();
    await fake.close();
    const error = (await rejectionOf(
      connect(fake, { retry: false }).client.upsertContact(contact),
    )) as OmnisendNetworkError;
    expect(error).toBeInstanceOf(OmnisendNetworkError);
    expect(error.code).toBe('ECONNREFUSED');
  });

  it("the caller's abort propagates as the caller's own reason", async () => {
    const fake = await startFake();
    fake.fault({ delayMs: 500 });
    const controller = new AbortController();
    const reason = new Error('form handler gave up');
    const pending = connect(fake).client.upsertContact(contact, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 30);
    await expect(pending).rejects.toBe(reason);
    const already = AbortSignal.abort('already gone');
    await expect(
      connect(fake).client.triggerAutomation('a@example.org', 'welcome_sequence', { signal: already }),
    ).rejects.toBe('already gone');
  });

  it('safe wrappers return {error} instead of throwing', async () => {
    const fake = await startFake();
    fake.fault({ status: 500, times: 3 });
    const { client } = connect(fake);
    const result = await client.safeUpsertContact(contact);
    expect(result.data).toBeUndefined();
    expect(result.error).toBeInstanceOf(BaseError);
    const ok = await client.safeUpsertContact(contact);
    expect(ok).toStrictEqual({ data: '000000000000000000000001' });
    const event = await client.safeTriggerAutomation('a@example.org', 'welcome_sequence');
    expect(event).toStrictEqual({ data: undefined });
  });
});
