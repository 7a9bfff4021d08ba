import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOmnisendClient, OmnisendError, scrubEmails } from './index';
import { buildNewsletterContact } from './lead-builders';

const KEY = 'sk-test-hardening-key-1234';
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback server that records the API key of every request it gets. */
async function listen(answer: (url: string) => { status: number; headers?: Record<string, string>; body?: string }) {
  const keys: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    keys.push(req.headers['x-api-key'] as string | undefined);
    const { status, headers = {}, body = '' } = answer(req.url ?? '/');
    res.writeHead(status, headers).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { keys, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const contact = buildNewsletterContact({ email: 'jane@example.org' });

describe('the API key is never sent on a redirect', () => {
  it.each([301, 302, 307, 308])('a %i is an error and the target never sees the key', async (status) => {
    const target = await listen(() => ({ status: 200, body: '{"contactID":"c1"}' }));
    const api = await listen(() => ({ status, headers: { location: `${target.origin}/v3/contacts` } }));
    const client = createOmnisendClient({ apiKey: KEY, baseUrl: `${api.origin}/v3`, retry: false, rateLimit: false });
    const error = await client.upsertContact(contact).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OmnisendError);
    expect((error as OmnisendError).status).toBe(status);
    expect((error as Error).message).toContain('Check OMNISEND_API_URL');
    expect(api.keys).toEqual([KEY]);
    expect(target.keys).toEqual([]);
  });
});

describe('the base URL must be https except on loopback', () => {
  it.each(['http://api.omnisend.com/v3', 'http://10.0.0.5/v3', 'ftp://api.omnisend.com/v3'])(
    'refuses %s, naming the fix',
    (baseUrl) => {
      expect(() => createOmnisendClient({ apiKey: KEY, baseUrl })).toThrow(
        /must use https:\/\/.*Set OMNISEND_API_URL to an https:\/\/ URL/,
      );
    },
  );

  it('refuses an http events URL for a real host', () => {
    expect(() => createOmnisendClient({ apiKey: KEY, eventsBaseUrl: 'http://api.omnisend.com/v5' })).toThrow(
      /eventsBaseUrl must use https/,
    );
  });

  it.each([
    'https://api.omnisend.com/v3',
    'http://127.0.0.1:4010/v3',
    'http://localhost:4010/v3',
    'http://[::1]:4010/v3',
  ])('accepts %s', (baseUrl) => {
    expect(createOmnisendClient({ apiKey: KEY, baseUrl }).baseUrl).toBe(baseUrl);
  });
});

describe('no email address in error text', () => {
  it('scrubs an address Omnisend echoes from the message, fields, raw body and JSON form of the error', async () => {
    const echo = {
      error: 'Contact jane@example.org is not valid',
      fields: { email: ['jane@example.org: bad domain'] },
      errors: [{ field: 'email', message: 'JANE@Example.org rejected' }],
    };
    const api = await listen(() => ({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(echo),
    }));
    const client = createOmnisendClient({ apiKey: KEY, baseUrl: `${api.origin}/v3`, retry: false, rateLimit: false });
    const error = (await client.upsertContact(contact).catch((caught: unknown) => caught)) as OmnisendError;
    expect(error.message).toBe('Omnisend API error: 422 Unprocessable Entity - Contact [email] is not valid');
    const surfaces = [
      error.message,
      String(error.rawBody),
      JSON.stringify(error),
      JSON.stringify(error.fields),
      JSON.stringify(error.errors),
    ];
    for (const text of surfaces) expect(text.toLowerCase()).not.toContain('jane@example.org');
    expect(error.fields).toEqual({ email: ['[email]: bad domain'] });
  });

  it('replaces addresses in any text and leaves the rest alone', () => {
    expect(scrubEmails('to <a.b+c@mail.example.org>, cc "x@y.co"; done')).toBe('to <[email]>, cc "[email]"; done');
    expect(scrubEmails('@handle and user@ and @ alone')).toBe('@handle and user@ and @ alone');
    expect(scrubEmails('no address here')).toBe('no address here');
    // A long run of address characters with many @ is still handled in one pass.
    const hostile = `${'a@'.repeat(20_000)}b.c`;
    expect(scrubEmails(hostile)).not.toContain('a@b.c');
  });
});
