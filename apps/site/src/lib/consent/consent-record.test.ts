import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, readConsent, writeConsent } from './consent-record';

afterEach(() => localStorage.clear());

describe('the consent record', () => {
  it('keeps the choice with its time and the policy revision it answered', () => {
    writeConsent('accepted', '2026-11-25', new Date('2026-11-25T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toEqual({
      choice: 'accepted',
      at: '2026-11-25T10:00:00.000Z',
      revision: '2026-11-25',
    });
    expect(readConsent('2026-11-25')?.choice).toBe('accepted');
  });

  it('asks again after the policy changed: an answer to another revision counts as none', () => {
    writeConsent('rejected', '2026-11-22');
    expect(readConsent('2026-11-25')).toBeNull();
  });

  it('treats a damaged or foreign value as no answer', () => {
    for (const value of ['not json', '{"choice":"maybe","at":"x","revision":"2026-11-25"}', '42', 'null']) {
      localStorage.setItem(CONSENT_KEY, value);
      expect(readConsent('2026-11-25')).toBeNull();
    }
  });
});
