import { describe, expect, it } from 'vitest';
import { createLeadHandler } from './handler.js';
import { silentLogger } from './logger.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { checkOrigin } from '@rooted/server-kit';

function setup(allowedOrigins?: string[]) {
  const outbox = createMemoryOutbox();
  const handler = createLeadHandler({
    botDefence: false,
    doubleOptIn: false,
    outbox,
    logger: silentLogger,
    rateLimit: false,
    ...(allowedOrigins ? { allowedOrigins } : {}),
  });
  const post = (headers: Record<string, string>) =>
    handler(
      new Request('http://rooted.example/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ kind: 'newsletter', email: 'a@b.co', homepage: '' }),
      }),
      { remoteAddress: '203.0.113.7' },
    );
  return { post, outbox };
}

describe('POST /api/leads accepts only the site origin', () => {
  it('accepts its own origin (by Host) and refuses another with a clear 403, storing nothing', async () => {
    const { post, outbox } = setup();
    expect((await post({ origin: 'https://rooted.example', host: 'rooted.example' })).status).toBe(202);
    const refused = await post({ origin: 'https://evil.example', host: 'rooted.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Forms can only be sent from this site (Origin not allowed)' });
    expect((await outbox.counts()).pending).toBe(1);
  });

  it('refuses a look-alike host, another port and Origin: null', async () => {
    const { post } = setup();
    for (const origin of [
      'https://rooted.example.evil.example',
      'http://rooted.example:8080',
      'null',
      'javascript:alert(1)',
    ]) {
      expect((await post({ origin, host: 'rooted.example' })).status, origin).toBe(403);
    }
  });

  it('with an allow-list, accepts exactly the listed origins whatever the Host says', async () => {
    const { post } = setup(['https://rooted.example', 'https://www.rooted.example/']);
    expect((await post({ origin: 'https://www.rooted.example', host: '127.0.0.1:4173' })).status).toBe(202);
    expect((await post({ origin: 'https://ROOTED.example:443', host: '127.0.0.1:4173' })).status).toBe(202);
    expect((await post({ origin: 'http://rooted.example', host: '127.0.0.1:4173' })).status).toBe(403);
    expect((await post({ origin: 'https://127.0.0.1:4173', host: '127.0.0.1:4173' })).status).toBe(403);
  });

  it('lets a request without Origin through (not a browser cross-site post)', async () => {
    const { post } = setup(['https://rooted.example']);
    expect((await post({})).status).toBe(202);
    expect(checkOrigin(new Request('http://x/'))).toEqual({ ok: true });
  });
});
