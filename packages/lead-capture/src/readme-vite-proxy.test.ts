import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLeadHandler } from './handler.js';
import { silentLogger } from './logger.js';
import { createMemoryOutbox } from './memory-outbox.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const viteSection = readme.slice(
  readme.indexOf("#### With Vite's dev server"),
  readme.indexOf('Field rules in the browser'),
);

/** A page on Vite's dev server posting through a proxy that rewrote `Host` to the lead server's. */
async function postThroughChangeOriginProxy(options: { allowedOrigins?: string[] } = {}) {
  const handler = createLeadHandler({
    botDefence: false,
    doubleOptIn: false,
    outbox: createMemoryOutbox(),
    logger: silentLogger,
    rateLimit: false,
    ...options,
  });
  return handler(
    new Request('http://localhost:3000/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', host: 'localhost:3000' },
      body: JSON.stringify({ kind: 'newsletter', email: 'ada@example.org', homepage: '' }),
    }),
    { remoteAddress: '127.0.0.1' },
  );
}

describe("the README's Vite section says what a proxied dev server gets", () => {
  it('quotes the 403 body word for word', async () => {
    const quoted = /answered\s+`403 (\{[^`]+\})`/.exec(viteSection)?.[1];
    expect(quoted, 'the section quotes a 403 body').toBeDefined();
    const response = await postThroughChangeOriginProxy();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(JSON.parse(quoted!));
  });

  it('and its remedy on the server, the dev origin in allowedOrigins, lets the lead in', async () => {
    expect(viteSection).toContain("allowedOrigins: ['http://localhost:5173']");
    expect((await postThroughChangeOriginProxy({ allowedOrigins: ['http://localhost:5173'] })).status).toBe(202);
  });
});
