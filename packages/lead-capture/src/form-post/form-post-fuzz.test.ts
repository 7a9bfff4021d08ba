import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeadHandler } from '../handler.js';
import { MAX_LEAD_BODY_BYTES } from '../handler.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { silentLogger } from '../logger.js';
import { LEAD_KINDS, type LeadKind } from '../schemas.js';
import { FORM_FIELDS } from './form-fields.js';

/*
 * Hostile url-encoded bodies against the plain form posts. Every answer is an HTML page with the
 * form (never a 5xx, never a dead end); nothing broken is stored; and what a visitor typed is
 * either stored or shown again, escaped. The parser is one split, one single-class pattern and
 * one decode per pair, so its work grows linearly with the body: the largest bodies below (32 KiB
 * of the shapes that make naive parsers backtrack or loop) are answered like any other.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

function setup() {
  const outbox = createMemoryOutbox();
  let peer = 0;
  const handler = createLeadHandler({ outbox, logger: silentLogger, botDefence: false, doubleOptIn: false });
  const post = (kind: LeadKind | string, body: string, contentType = 'application/x-www-form-urlencoded') => {
    peer += 1;
    return handler(
      new Request(`http://localhost/api/leads/form/${kind}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      }),
      // A fresh address each time, so the rate limit never hides a verdict.
      { remoteAddress: `198.18.${(peer >> 8) & 255}.${peer & 255}` },
    );
  };
  return { outbox, post };
}

async function expectFormPage(response: Response, context: string) {
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).toMatch(/<form method="post" action="\/api\/leads\/form\//);
  return html;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 300, unit: 'grapheme' }),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc.string({
    maxLength: 300,
    unit: fc.constantFrom(
      'a',
      '@',
      '.',
      ' ',
      '\u0000',
      '\u202e',
      '"',
      "'",
      '<',
      '>',
      '&',
      '%',
      '+',
      '=',
      '\n',
      '😀',
      '\uffff',
    ),
  }),
);
const kindArb = fc.constantFrom(...LEAD_KINDS);

describe('fuzz: url-encoded form posts', () => {
  it('stores a form with any values or shows every value again, escaped, with a 422', async () => {
    const { outbox, post } = setup();
    await fc.assert(
      fc.asyncProperty(
        kindArb,
        fc.dictionary(
          fc.constantFrom('name', 'email', 'subject', 'message', 'company', 'role', 'interests'),
          hostileText,
        ),
        async (kind, typed) => {
          const names = new Set(
            FORM_FIELDS[kind].filter((field) => field.type !== 'checkbox').map((field) => field.name),
          );
          const values = Object.fromEntries(Object.entries(typed).filter(([name]) => names.has(name)));
          const before = outbox.rows().length;
          const response = await post(kind, new URLSearchParams({ ...values, homepage: '' }).toString());
          if (response.status === 303) {
            expect(outbox.rows()).toHaveLength(before + 1);
            const data = outbox.rows().at(-1)?.data as Record<string, unknown>;
            for (const [name, value] of Object.entries(values))
              expect(data[name]).toBe(name === 'email' ? value.trim().toLowerCase() : value.trim());
            return;
          }
          expect(response.status).toBe(422);
          const html = await expectFormPage(response, kind);
          expect(outbox.rows()).toHaveLength(before);
          expect(html).not.toMatch(/<script/i);
          for (const [name, value] of Object.entries(values)) {
            if (name === 'subject') continue; // a select shows its choices, not free text
            expect(html, name).toContain(escapeHtml(value));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses any text, any bytes and any broken encoding with a clear 4xx page, storing nothing', async () => {
    const { outbox, post } = setup();
    const body = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.uint8Array({ maxLength: 400 }).map((bytes) => new TextDecoder().decode(bytes)),
      fc
        .array(
          fc.constantFrom('%', '%2', '%G0', '%E0%A4', '%FF', '+', '=', '&', 'email', 'name', '=a', '%00', 'é', ' '),
          { maxLength: 60 },
        )
        .map((parts) => parts.join('')),
      fc.constantFrom('name=a&name=b', 'email=a%40b.cd&email=c%40d.ef', 'homepage=&homepage='),
    );
    await fc.assert(
      fc.asyncProperty(kindArb, body, async (kind, text) => {
        await expectFormPage(await post(kind, text), text.slice(0, 200));
      }),
      { numRuns: 400 },
    );
    expect(outbox.rows()).toHaveLength(0);
  });

  it('refuses hostile content types with a 415 page, storing nothing', async () => {
    const { outbox, post } = setup();
    const contentType = fc.oneof(
      fc.constantFrom(
        '',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/json',
        'application/x-www-form-urlencoded; charset=iso-8859-1',
        'application/x-www-form-urlencodedx',
      ),
      fc.string({ maxLength: 80 }).filter((type) => !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)),
    );
    await fc.assert(
      fc.asyncProperty(kindArb, contentType, async (kind, type) => {
        expect((await expectFormPageStatus(await post(kind, 'email=a%40b.cd&homepage=', type))).status).toBe(415);
      }),
      { numRuns: 100 },
    );
    expect(outbox.rows()).toHaveLength(0);
  });

  it('answers the worst 32 KiB shapes like any other body: a 4xx page and nothing stored', async () => {
    const { outbox, post } = setup();
    const half = MAX_LEAD_BODY_BYTES / 2;
    const shapes = [
      '&'.repeat(MAX_LEAD_BODY_BYTES),
      '='.repeat(MAX_LEAD_BODY_BYTES),
      '%'.repeat(MAX_LEAD_BODY_BYTES),
      '%25'.repeat(Math.floor(MAX_LEAD_BODY_BYTES / 3)),
      'a='.repeat(half),
      `email=a%40b${'.'.repeat(MAX_LEAD_BODY_BYTES - 20)}%40`,
      `email=${'%41'.repeat(Math.floor((MAX_LEAD_BODY_BYTES - 10) / 3))}`,
      `message=${'x'.repeat(MAX_LEAD_BODY_BYTES)}`,
    ];
    for (const shape of shapes) await expectFormPage(await post('contact', shape), shape.slice(0, 20));
    expect(outbox.rows()).toHaveLength(0);
  });
});

async function expectFormPageStatus(response: Response): Promise<Response> {
  await expectFormPage(response.clone(), 'content type');
  return response;
}
