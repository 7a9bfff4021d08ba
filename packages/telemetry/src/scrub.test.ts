import { describe, expect, it } from 'vitest';
import { EMAIL_MARK, NUMBER_MARK, QUERY_MARK, scrubPersonalData } from './scrub';

describe('scrubPersonalData', () => {
  it('replaces email addresses wherever they stand in a message', () => {
    expect(scrubPersonalData('No contact for jane.doe+news@mail.example.org.')).toBe(`No contact for ${EMAIL_MARK}.`);
    expect(scrubPersonalData('bad input "a@b.co" (mailto:x@y.io)')).toBe(
      `bad input "${EMAIL_MARK}" (mailto:${EMAIL_MARK})`,
    );
  });

  it('removes query strings and fragments of URLs, keeping a stack frame position', () => {
    expect(scrubPersonalData('GET https://site.example/join?email=jo%40x.io&name=Jo failed')).toBe(
      `GET https://site.example/join${QUERY_MARK} failed`,
    );
    expect(scrubPersonalData('    at submit (https://site.example/assets/join-Ab12Cd34.js?v=2:10:5)')).toBe(
      `    at submit (https://site.example/assets/join-Ab12Cd34.js${QUERY_MARK}:10:5)`,
    );
    expect(scrubPersonalData('redirect to /cb#access_token=secret')).toBe(`redirect to /cb${QUERY_MARK}`);
  });

  it('replaces long digit runs (phone and card numbers) and keeps short numbers', () => {
    expect(scrubPersonalData('call +44 7700900123 about item 42')).toBe(`call +44 ${NUMBER_MARK} about item 42`);
  });

  it('leaves ordinary text and stack frames alone', () => {
    const firefoxFrame = 'render@https://site.example/assets/index-Ab12Cd34.js:3:1420';
    expect(scrubPersonalData(firefoxFrame)).toBe(firefoxFrame);
    expect(scrubPersonalData("Cannot read properties of undefined (reading 'map'). Why?")).toBe(
      "Cannot read properties of undefined (reading 'map'). Why?",
    );
    expect(scrubPersonalData('@handle and user@ and a@b')).toBe('@handle and user@ and a@b');
  });

  it('scrubs every address in a long hostile text (no address survives a flood of @ and dots)', () => {
    const hostile = `${'a@'.repeat(20_000)}b.c ${'x.'.repeat(20_000)}@e.fg`;
    const out = scrubPersonalData(hostile);
    expect(out).not.toMatch(/[a-z]@b\.c/);
    expect(out).not.toContain('@e.fg');
  });
});
