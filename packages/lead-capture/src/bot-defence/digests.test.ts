import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesEqual, digests, findNodeCrypto, nodeDigests, webCryptoDigests } from './digests.js';

const node = nodeDigests({ createHmac, createHash });
const web = webCryptoDigests();
const text = fc.string({ unit: 'grapheme', maxLength: 300 });
// Signing secrets are 16 characters or more (Web Crypto refuses an empty HMAC key outright).
const secretText = fc.string({ unit: 'grapheme', minLength: 16, maxLength: 100 });
const bytes = fc.uint8Array({ maxLength: 300 });

describe('digests', () => {
  it('node:crypto and Web Crypto give the same HMAC-SHA-256 for any secret and message', async () => {
    await fc.assert(
      fc.asyncProperty(secretText, fc.oneof(text, bytes), async (secret, message) => {
        expect(await node.hmacSha256(secret, message)).toEqual(await web.hmacSha256(secret, message));
      }),
      { numRuns: 300 },
    );
  });

  it('node:crypto and Web Crypto give the same SHA-256 for any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, async (data) => {
        expect(await node.sha256(data)).toEqual(await web.sha256(data));
      }),
      { numRuns: 300 },
    );
  });

  it('uses node:crypto on Node and agrees with a known HMAC (RFC 4231, test case 2)', async () => {
    expect(findNodeCrypto()).toBeDefined();
    const mac = await digests.hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(Buffer.from(mac).toString('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('finds no node:crypto where the platform has none, so Web Crypto is used there', () => {
    const saved = Object.getOwnPropertyDescriptor(process, 'getBuiltinModule');
    Object.defineProperty(process, 'getBuiltinModule', { value: undefined, configurable: true });
    try {
      expect(findNodeCrypto()).toBeUndefined();
    } finally {
      if (saved) Object.defineProperty(process, 'getBuiltinModule', saved);
    }
  });

  it('bytesEqual says equal exactly when the bytes are', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        expect(bytesEqual(a, b)).toBe(Buffer.compare(a, b) === 0);
        expect(bytesEqual(a, a.slice())).toBe(true);
      }),
    );
  });
});
