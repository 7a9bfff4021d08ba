import { describe, expect, it } from 'vitest';
import { detectSpam } from './spam.js';

const now = 1_700_000_010_000;

describe('detectSpam', () => {
  it('flags a filled honeypot', () => {
    expect(detectSpam({ kind: 'newsletter', homepage: 'http://spam.example', startedAt: now - 60_000 }, now)).toBe('honeypot');
  });

  it('ignores an empty or whitespace honeypot', () => {
    expect(detectSpam({ kind: 'newsletter', homepage: '  ', startedAt: now - 60_000 }, now)).toBeNull();
    expect(detectSpam({ kind: 'newsletter', startedAt: now - 60_000 }, now)).toBeNull();
  });

  it.each([
    ['contact', 2999, 'too-fast'],
    ['contact', 3000, null],
    ['join', 2999, 'too-fast'],
    ['join', 3000, null],
    ['newsletter', 1999, 'too-fast'],
    ['newsletter', 2000, null],
    ['exit-intent', 0, 'too-fast'],
    ['exit-intent', 2000, null],
  ] as const)('%s filled in %i ms → %s', (kind, elapsed, expected) => {
    expect(detectSpam({ kind, startedAt: now - elapsed }, now)).toBe(expected);
  });

  it('honours configured minimum fill times', () => {
    expect(detectSpam({ kind: 'contact', startedAt: now - 3500 }, now, { contact: 5000 })).toBe('too-fast');
    expect(detectSpam({ kind: 'newsletter', startedAt: now - 1500 }, now, { contact: 5000 })).toBe('too-fast');
  });

  it('does not drop a lead whose browser clock runs ahead of the server', () => {
    expect(detectSpam({ kind: 'contact', startedAt: now + 60_000 }, now)).toBeNull();
  });
});
