import { describe, expect, it } from 'vitest';
import { detectSpam, fillTimeLeft } from './spam.js';

const now = 1_700_000_010_000;

describe('detectSpam', () => {
  it('flags a filled honeypot', () => {
    expect(detectSpam({ kind: 'newsletter', homepage: 'http://spam.example' }, now - 60_000, now)).toBe('honeypot');
  });

  it('flags a missing honeypot: the forms always send it, so its absence means another sender', () => {
    expect(detectSpam({ kind: 'newsletter' }, now - 60_000, now)).toBe('honeypot');
    expect(detectSpam({ kind: 'newsletter' }, undefined, now)).toBe('honeypot');
  });

  it('accepts an empty or whitespace honeypot', () => {
    expect(detectSpam({ kind: 'newsletter', homepage: '  ' }, now - 60_000, now)).toBeNull();
    expect(detectSpam({ kind: 'newsletter', homepage: '' }, now - 60_000, now)).toBeNull();
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
  ] as const)('%s sent %i ms after its token was issued → %s', (kind, elapsed, expected) => {
    expect(detectSpam({ kind, homepage: '' }, now - elapsed, now)).toBe(expected);
  });

  it('honours configured minimum fill times', () => {
    expect(detectSpam({ kind: 'contact', homepage: '' }, now - 3500, now, { contact: 5000 })).toBe('too-fast');
    expect(detectSpam({ kind: 'newsletter', homepage: '' }, now - 1500, now, { contact: 5000 })).toBe('too-fast');
  });

  it('checks only the honeypot when no issue time is known (bot defence off)', () => {
    expect(detectSpam({ kind: 'contact', homepage: '' }, undefined, now)).toBeNull();
  });

  it('says how long a too-fast visitor still has to wait', () => {
    expect(fillTimeLeft('contact', now - 1000, now)).toBe(2000);
    expect(fillTimeLeft('contact', now - 5000, now)).toBe(0);
  });
});
