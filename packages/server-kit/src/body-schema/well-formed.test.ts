import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyLimit } from '../body-limit/body-limit.js';
import { errorHandler } from '../error-handler/error-handler.js';
import { validBody } from './body-schema.js';
import { describePath, type BodyPath } from './well-formed.js';

const quiet = { warn: () => undefined, error: () => undefined };

function app(schema: z.ZodType) {
  const hono = new Hono();
  hono.onError(errorHandler({ logger: quiet }));
  hono.post('/json', bodyLimit({ maxBytes: 256 * 1024 }), validBody('json', schema), (c) => c.json({ ok: true }));
  hono.post('/form', bodyLimit({ maxBytes: 256 * 1024 }), validBody('form', schema), (c) => c.json({ ok: true }));
  return hono;
}
const post = (schema: z.ZodType, path: '/json' | '/form', body: string, type: string) =>
  app(schema).request(path, { method: 'POST', body, headers: { 'content-type': type } });

/** Puts `leaf` at `path` inside a body, with well-formed siblings around it. */
function bodyWith(path: BodyPath, leaf: unknown, siblings: Record<string, string>): unknown {
  let value = leaf;
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const part = path[index]!;
    value =
      typeof part === 'number'
        ? [...Array.from({ length: part }, (_, n) => `item ${n}`), value]
        : { ...siblings, [part]: value };
  }
  return value;
}

const loneSurrogate = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }));
// Plain text around the surrogate, so it cannot pair with a neighbour.
const plain = fc.string({ maxLength: 12 });

describe('text that is not well-formed Unicode', () => {
  it('a JSON body with a lone surrogate in any value or key gets a 400 naming its path, never a 5xx (fast-check)', async () => {
    const key = fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !['__proto__'].includes(name));
    const path = fc.array(fc.oneof(key, fc.nat(3)), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(
        path,
        plain,
        loneSurrogate,
        plain,
        fc.boolean(),
        fc.dictionary(key, plain, { maxKeys: 3 }),
        async (where, before, code, after, inKey, siblings) => {
          const broken = `${before}${String.fromCharCode(code)}${after}`;
          const fullPath: BodyPath =
            inKey && typeof where.at(-1) === 'string' ? [...where.slice(0, -1), broken] : [...where];
          const leaf = inKey && typeof where.at(-1) === 'string' ? 'fine' : broken;
          const body = bodyWith(fullPath, leaf, siblings);
          const response = await post(z.unknown(), '/json', JSON.stringify(body), 'application/json');
          expect(response.status).toBe(400);
          const answer = (await response.json()) as { error: string };
          expect(answer.error).toContain(`in ${describePath(fullPath)}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses "\\ud800" in a field of a real schema, which today would be stored as U+FFFD', async () => {
    const lead = z.object({ email: z.string(), message: z.string() });
    const response = await post(lead, '/json', '{"email":"a@b.example","message":"hi \\ud800"}', 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Text that is not well-formed Unicode (an unpaired surrogate) in message',
      fields: { message: ['Not well-formed Unicode in message'] },
    });
    // A surrogate pair (an emoji) is well formed, escaped or not.
    const emoji = await post(
      lead,
      '/json',
      '{"email":"a@b.example","message":"\\ud83c\\udf31 🌱"}',
      'application/json',
    );
    expect(emoji.status).toBe(200);
  });

  it('refuses form fields whose percent-encoding is not UTF-8 (a surrogate’s bytes), naming the field; a stray % is text', async () => {
    const form = z.object({ email: z.string(), message: z.string() });
    const type = 'application/x-www-form-urlencoded';
    const broken = await post(form, '/form', 'email=a%40b.example&message=hi%ED%A0%80', type);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toContain('in message');
    expect((await post(form, '/form', 'email=a%40b.example&message=100%+sure', type)).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 8 }), async (bytes) => {
        const encoded = [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
        const response = await post(form, '/form', `email=a%40b.example&message=${encoded}`, type);
        expect(response.status).toBeLessThan(500);
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        expect(response.status).toBe(valid ? 200 : 400);
      }),
      { numRuns: 300 },
    );
  });
});
