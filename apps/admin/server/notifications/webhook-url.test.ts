// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_URL_LENGTH, webhookUrlSchema } from './webhook-url';

const check = (value: unknown) => {
  const parsed = webhookUrlSchema.safeParse(value);
  return parsed.success
    ? { ok: true as const, url: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]!.message };
};

describe('the webhook address', () => {
  it('takes https addresses, and plain http only on this machine', () => {
    expect(check('  https://hooks.slack.com/services/T000/B000/XXXX  ')).toEqual({
      ok: true,
      url: 'https://hooks.slack.com/services/T000/B000/XXXX',
    });
    expect(check('https://example.org/hook#fragment')).toEqual({ ok: true, url: 'https://example.org/hook' });
    for (const local of [
      'http://127.0.0.1:4462/hook',
      'http://localhost:8080/',
      'http://[::1]:9000/x',
      'http://127.1.2.3/',
    ])
      expect(check(local).ok, local).toBe(true);
  });

  it('refuses anything else with a sentence an owner can act on', () => {
    expect(check('')).toEqual({ ok: false, message: 'Enter the address the messages should go to.' });
    expect(check('   ')).toEqual({ ok: false, message: 'Enter the address the messages should go to.' });
    expect(check('hooks.slack.com/services/x')).toEqual({
      ok: false,
      message: 'That is not a whole web address: it should start with https://',
    });
    const plain =
      'The address must start with https:// (plain http:// only for this machine, such as http://127.0.0.1).';
    for (const other of [
      'http://example.org/hook',
      'http://10.0.0.1/hook',
      'http://127.0.0.1.example.org/',
      'ftp://example.org/',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ]) {
      expect(check(other), other).toEqual({ ok: false, message: plain });
    }
    expect(check('https://user:secret@example.org/hook')).toEqual({
      ok: false,
      message: 'Leave the user name and password out of the address.',
    });
    expect(check(`https://example.org/${'a'.repeat(MAX_WEBHOOK_URL_LENGTH)}`)).toEqual({
      ok: false,
      message: `That address is too long: at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
    });
    for (const notText of [42, null, undefined, {}, ['https://example.org']])
      expect(check(notText)).toEqual({ ok: false, message: 'Enter the address as text.' });
  });

  it("answers any input with an https (or this machine's http) address or a sentence, never an exception", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2100 }),
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          fc.string({ unit: 'binary', maxLength: 300 }),
        ),
        (input) => {
          const result = check(input);
          if (result.ok) {
            const url = new URL(result.url);
            expect(
              url.protocol === 'https:' ||
                (url.protocol === 'http:' && /^(localhost|\[::1\]|127(\.\d+){3})$/.test(url.hostname)),
            ).toBe(true);
            expect(url.username + url.password).toBe('');
            expect(url.hash).toBe('');
          } else {
            expect(result.message).toMatch(/^[A-Z].*[./]$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
