import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyLimit } from '../body-limit/body-limit.js';
import { errorHandler } from '../error-handler/error-handler.js';
import { validBody } from './body-schema.js';
import { parseFormBody, parseJsonBody } from './parse-body.js';

const signIn = z.object({ email: z.string().max(320), password: z.string().max(1024) });
const quiet = { warn: () => undefined, error: () => undefined };

function app() {
  const hono = new Hono();
  hono.onError(errorHandler({ logger: quiet }));
  hono.post('/json', bodyLimit({ maxBytes: 64 * 1024 }), validBody('json', signIn), (c) =>
    c.json({ email: c.req.valid('json').email }),
  );
  hono.post('/form', bodyLimit({ maxBytes: 64 * 1024 }), validBody('form', signIn), (c) =>
    c.json({ email: c.req.valid('form').email }),
  );
  return hono;
}
const post = (path: string, body: string, type: string) =>
  app().request(path, { method: 'POST', body, headers: { 'content-type': type } });

describe('validBody', () => {
  it('answers an object with its own toString in place of a string with 400 naming the field, never 500', async () => {
    const response = await post('/json', '{"email":{"toString":1,"valueOf":1},"password":"x"}', 'application/json');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.error).toContain('email');
    expect(Object.keys(body.fields)).toEqual(['email']);
  });

  it('hands a valid body on, typed', async () => {
    const response = await post('/json', '{"email":"a@b.example","password":"x"}', 'application/json');
    expect(await response.json()).toEqual({ email: 'a@b.example' });
    const form = await post('/form', 'email=a%40b.example&password=x', 'application/x-www-form-urlencoded');
    expect(await form.json()).toEqual({ email: 'a@b.example' });
  });

  it('answers another Content-Type with 415 and malformed JSON with 400', async () => {
    expect((await post('/json', 'email=x', 'text/plain')).status).toBe(415);
    expect((await post('/json', '{"email":', 'application/json')).status).toBe(400);
    expect((await post('/json', '[1,2]', 'application/json')).status).toBe(400);
    expect((await post('/json', 'null', 'application/json')).status).toBe(400);
  });

  it('keeps the first of a repeated form field, so an array cannot pass as a string', async () => {
    const response = await post(
      '/form',
      'email=first%40x.example&email=second&password=x',
      'application/x-www-form-urlencoded',
    );
    expect(await response.json()).toEqual({ email: 'first@x.example' });
  });

  it('answers any random text, any random JSON value, with 200 or a 4xx (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json({ maxDepth: 6 }),
          fc.jsonValue().map((v) => JSON.stringify({ email: v, password: v })),
        ),
        async (text) => {
          const status = (await post('/json', text, 'application/json')).status;
          expect([200, 400]).toContain(status);
        },
      ),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => {
        const status = (
          await app().request('/form', {
            method: 'POST',
            body: bytes,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status;
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses deep nesting, huge strings and wrong types with a 4xx', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect((await post('/json', `{"email":${deep},"password":"x"}`, 'application/json')).status).toBe(400);
    expect((await post('/json', `{"email":${'['.repeat(30_000)}`, 'application/json')).status).toBe(400);
    expect(
      (await post('/json', JSON.stringify({ email: 'x'.repeat(60_000), password: 'x' }), 'application/json')).status,
    ).toBe(400);
    expect(
      (await post('/json', JSON.stringify({ email: 'x'.repeat(70_000), password: 'x' }), 'application/json')).status,
    ).toBe(413);
    for (const wrong of [1, true, null, [], {}, ['a@b.example']]) {
      expect((await post('/json', JSON.stringify({ email: wrong, password: 'x' }), 'application/json')).status).toBe(
        400,
      );
    }
  });
});

describe('validBody with its own reader', () => {
  // A reader that refuses a field sent twice, where the built-in form reader keeps the first.
  const strict = (text: string) => {
    const names = new URLSearchParams(text);
    const seen = new Set<string>();
    for (const [name] of names) {
      if (seen.has(name)) return { ok: false as const, error: `"${name}" sent twice`, fields: {} };
      seen.add(name);
    }
    return { ok: true as const, data: Object.fromEntries(names) };
  };
  const strictApp = () => {
    const hono = new Hono();
    hono.post('/form', bodyLimit({ maxBytes: 1024 }), validBody('form', signIn, { read: strict }), (c) =>
      c.json({ email: c.req.valid('form').email }),
    );
    return hono;
  };
  const postStrict = (body: string) =>
    strictApp().request('/form', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('answers what the reader refuses with 400 and its words, and checks what it reads against the schema', async () => {
    const twice = await postStrict('email=a%40b.example&email=c&password=x');
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ error: '"email" sent twice', fields: {} });
    expect(await (await postStrict('email=a%40b.example&password=x')).json()).toEqual({ email: 'a@b.example' });
    const missing = await postStrict('email=a%40b.example');
    expect(missing.status).toBe(400);
    expect(Object.keys(((await missing.json()) as { fields: object }).fields)).toEqual(['password']);
  });
});

describe('parseJsonBody and parseFormBody', () => {
  it('never throw, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        expect(() => parseJsonBody(text, signIn)).not.toThrow();
        expect(() => parseFormBody(text, signIn)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('check each field once, however long the text', () => {
    // Counted, not timed: each parse passes the text through the schema's string checks once.
    let reads = 0;
    const counting = z.object({ email: z.string().refine(() => (reads += 1) > 0), password: z.string() });
    parseJsonBody(JSON.stringify({ email: 'x'.repeat(10_000), password: '' }), counting);
    parseFormBody(`email=${'x'.repeat(100_000)}&password=`, counting);
    expect(reads).toBe(2);
  });
});
