// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainReason } from './plain-reason';

describe('a delivery error in plain words', () => {
  it('says what happened for each kind the Omnisend client reports', () => {
    expect(plainReason('Omnisend API error: 401 Unauthorized')).toBe('Omnisend refused the API key');
    expect(plainReason('Omnisend API error: 422 Unprocessable Entity - Validation failed')).toBe(
      'Omnisend refused the details in the form',
    );
    expect(plainReason('Omnisend API error: 409 Conflict')).toBe(
      'Omnisend says the address or phone number belongs to another contact',
    );
    expect(plainReason('Still failing after 48 h of retries: Omnisend API error: 503 Service Unavailable')).toBe(
      'Omnisend kept failing for 48 hours (Omnisend could not be reached or had a fault of its own)',
    );
    expect(plainReason('Unreadable lead record: Unexpected end of JSON input')).toBe(
      'the stored record is damaged and cannot be read',
    );
    expect(plainReason(null)).toBe('delivery failed');
  });

  it('answers any text with one of its sentences, however the text is nested', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        expect(plainReason(text)).toMatch(/^(Omnisend|the|delivery)/);
      }),
    );
    const long = `Still failing after 1 h of retries: ${'Still failing after 1 h of retries: '.repeat(50)}x`;
    expect(plainReason(long)).toMatch(/^Omnisend kept failing/);
  });
});
