import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrigin, normalizeOrigin } from './check-origin.js';

/** The rule as stated, with every origin parsed: the checked function must answer as it does. */
function byTheRule(origin: string | null, host: string, allowedOrigins?: readonly string[]): boolean {
  if (origin === null) return true;
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (allowedOrigins && allowedOrigins.length > 0)
    return allowedOrigins.some((allowed) => normalizeOrigin(allowed) === normalized);
  return new URL(normalized).host === host.toLowerCase();
}

const request = (origin: string | null, host: string) => {
  const headers = new Headers();
  if (origin !== null) headers.set('origin', origin);
  headers.set('host', host);
  return new Request('http://server.internal/api/leads', { method: 'POST', headers });
};

const hosts = fc.oneof(
  fc.constantFrom(
    'rooted.example',
    'Rooted.Example',
    'rooted.example:8443',
    'localhost:4173',
    '[::1]:3000',
    '127.0.0.1',
  ),
  fc.stringMatching(/^[a-zA-Z0-9.:/@\-[\]]{1,24}$/),
);
const origins = (host: string) =>
  fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      'null',
      `https://${host}`,
      `http://${host}`,
      `https://${host.toLowerCase()}`,
      `https://${host}:443`,
      `HTTPS://${host}`,
      `https://${host}/`,
      `ftp://${host}`,
    ),
    fc.string({ maxLength: 40 }),
    fc.webUrl(),
  );

describe('checkOrigin', () => {
  it('answers as the parsed rule does, for any origin and host, with and without a list', () => {
    fc.assert(
      fc.property(
        hosts.chain((host) =>
          fc.tuple(
            fc.constant(host),
            origins(host),
            fc.option(fc.array(fc.oneof(fc.webUrl(), fc.constant(`https://${host}`)), { maxLength: 3 }), {
              nil: undefined,
            }),
          ),
        ),
        ([host, origin, allowedOrigins]) => {
          let headers: Request;
          try {
            headers = request(origin, host);
          } catch {
            return; // not a header value a request can carry
          }
          const verdict = checkOrigin(headers, allowedOrigins ? { allowedOrigins } : {});
          expect(verdict.ok).toBe(byTheRule(origin, headers.headers.get('host')!, allowedOrigins));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('takes the site’s own origin, refuses another and `null`', () => {
    expect(checkOrigin(request('https://rooted.example', 'rooted.example')).ok).toBe(true);
    expect(checkOrigin(request('https://rooted.example.evil.test', 'rooted.example'))).toEqual({
      ok: false,
      reason: 'cross-origin',
    });
    expect(checkOrigin(request('null', 'rooted.example'))).toEqual({ ok: false, reason: 'opaque-origin' });
    expect(
      checkOrigin(request('https://rooted.example', 'x'), { allowedOrigins: ['HTTPS://Rooted.Example:443/'] }).ok,
    ).toBe(true);
  });
});
