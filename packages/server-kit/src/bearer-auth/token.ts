/**
 * Compares a presented bearer token with the configured one in constant time: both are hashed
 * to fixed-length digests first, so neither the content nor the length leaks through timing.
 * Uses Web Crypto, available in Node 20 and edge runtimes.
 */
export async function tokenMatches(presented: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(presented)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < left.length; i += 1) diff |= (left[i] as number) ^ (right[i] as number);
  return diff === 0;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}
