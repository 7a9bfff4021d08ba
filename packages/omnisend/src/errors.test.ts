import { describe, expect, it } from 'vitest';
import {
  OmnisendAuthError,
  OmnisendError,
  OmnisendValidationError,
  formatHttpErrorMessage,
  httpErrorClass,
} from './errors';
import { maskEmail } from './email';

describe('formatHttpErrorMessage', () => {
  it('uses the documented format and the standard phrase for an empty statusText', () => {
    expect(formatHttpErrorMessage(500, 'Internal Server Error', 'boom')).toBe(
      'Omnisend API error: 500 Internal Server Error - boom',
    );
    expect(formatHttpErrorMessage(429, '', undefined)).toBe(
      'Omnisend API error: 429 Too Many Requests - Unknown error',
    );
    expect(formatHttpErrorMessage(503, '  ', '')).toBe('Omnisend API error: 503 Service Unavailable - Unknown error');
  });
});

describe('httpErrorClass', () => {
  it.each([
    'API key or access token not provided',
    'invalid api_key',
    'Token expired',
    'Missing Authorization header',
    'authorisation failed',
  ])('400 %j is an auth error', (text) => {
    expect(httpErrorClass(400, text)).toBe(OmnisendAuthError);
  });
  it('other 400s are validation errors; unknown statuses the base class', () => {
    expect(httpErrorClass(400, 'identifiers is required')).toBe(OmnisendValidationError);
    expect(httpErrorClass(400, 'monkey business')).toBe(OmnisendValidationError);
    expect(httpErrorClass(418, undefined)).toBe(OmnisendError);
  });
});

describe('maskEmail', () => {
  it.each([
    ['jane@example.org', 'j***@example.org'],
    [' Jane@Example.org ', 'J***@Example.org'],
    ['nope', '***'],
    ['@example.org', '***'],
    ['jane@', '***'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
