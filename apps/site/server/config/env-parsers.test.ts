import { describe, expect, it } from 'vitest';
import {
  parseAllowedOrigins,
  parseDoubleOptIn,
  parseSigningSecrets,
  parseTrustProxy,
  resolvePublicUrl,
} from './env-parsers';

describe('parseTrustProxy', () => {
  it('trusts a loopback proxy when unset, reads 1/true as one hop, numbers as hops, anything else as none', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy(' Loopback ')).toBe('loopback');
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('maybe')).toBe(false);
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma- or space-separated list of origins in canonical form', () => {
    expect(parseAllowedOrigins(undefined)).toBeUndefined();
    expect(parseAllowedOrigins(' ')).toBeUndefined();
    expect(
      parseAllowedOrigins('https://Rooted.example/, https://www.rooted.example:443 http://localhost:4173'),
    ).toEqual(['https://rooted.example', 'https://www.rooted.example', 'http://localhost:4173']);
  });

  it('names an entry that is not an origin and how to write one', () => {
    expect(() => parseAllowedOrigins('rooted.example')).toThrow(
      'ALLOWED_ORIGINS: "rooted.example" is not an origin; write scheme and host, e.g. https://rooted.example',
    );
  });
});

describe('signing secrets, double opt-in and public URL settings', () => {
  it('refuses a short secret and a previous secret without a current one, naming the variable', () => {
    expect(() => parseSigningSecrets({ LEADS_SIGNING_SECRET: 'short' })).toThrow(
      'LEADS_SIGNING_SECRET must be at least 16 characters long',
    );
    expect(() => parseSigningSecrets({ LEADS_SIGNING_SECRET_PREVIOUS: 'old-secret-0123456789' })).toThrow(
      /without LEADS_SIGNING_SECRET/,
    );
    expect(parseSigningSecrets({})).toEqual([]);
  });

  it('keeps double opt-in on unless it is switched off in so many words', () => {
    expect([undefined, '', 'true', 'on', 'yes'].map(parseDoubleOptIn)).toEqual([true, true, true, true, true]);
    expect(['false', '0', 'OFF', 'no'].map(parseDoubleOptIn)).toEqual([false, false, false, false]);
  });

  it('takes PUBLIC_URL, else the first allowed origin, else the server address', () => {
    expect(resolvePublicUrl({ PUBLIC_URL: 'https://rooted.example' }, 'http://x')).toBe('https://rooted.example');
    expect(resolvePublicUrl({ ALLOWED_ORIGINS: 'https://www.rooted.example,https://rooted.example' }, 'http://x')).toBe(
      'https://www.rooted.example',
    );
    expect(resolvePublicUrl({}, 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(() => resolvePublicUrl({ PUBLIC_URL: 'rooted.example' }, 'http://x')).toThrow(
      'PUBLIC_URL: "rooted.example" is not an origin',
    );
  });
});
