/**
 * HMAC-SHA-256 and SHA-256 for the bot defence and signed links, on whatever the platform offers.
 *
 * Web Crypto works everywhere (edge platforms included), but on Node each `crypto.subtle` call is
 * a job on the libuv thread pool: a round trip of two thread hops and several promise turns for a
 * hash of a few hundred bytes, which under load cost the lead API a fifth of its main thread. On
 * Node (and platforms with its `node:crypto`), the same digests are computed synchronously in a
 * few microseconds. The module is found with `process.getBuiltinModule` rather than imported, so
 * this file, and the package's main entry with it, still loads where there is no `node:` module.
 */

/** The two digests the signed tokens and the proof of work need. */
export interface Digests {
  /** HMAC-SHA-256 of `message` (UTF-8 when text) under `secret` (UTF-8). */
  hmacSha256(secret: string, message: string | Uint8Array): Promise<Uint8Array>;
  /** SHA-256 of `data`. */
  sha256(data: Uint8Array): Promise<Uint8Array>;
}

/** The part of `node:crypto` used here (typed locally, so nothing here needs Node's types). */
export interface NodeCryptoDigests {
  createHmac(
    algorithm: 'sha256',
    key: string | NodeSecretKey,
  ): { update(data: string | Uint8Array): { digest(): Uint8Array } };
  /** Optional so a host without it still gets digests, keyed by the secret's text each time. */
  createSecretKey?(key: Uint8Array): NodeSecretKey;
  createHash(algorithm: 'sha256'): { update(data: Uint8Array): { digest(): Uint8Array } };
}

/** A `node:crypto` `KeyObject`, opaque here. */
export type NodeSecretKey = object;

const encoder = new TextEncoder();

/**
 * Digests through `node:crypto`: synchronous, answered as settled promises so callers are the same.
 * Each secret becomes a `KeyObject` once (a server has one or two), so a lead's three HMACs do not
 * each convert and copy the secret again.
 */
export function nodeDigests(nodeCrypto: NodeCryptoDigests): Digests {
  const keys = new Map<string, string | NodeSecretKey>();
  const keyOf = (secret: string) => {
    let key = keys.get(secret);
    if (key === undefined) {
      key = nodeCrypto.createSecretKey ? nodeCrypto.createSecretKey(encoder.encode(secret)) : secret;
      // Bounded: secrets come from the server's configuration, but a caller could pass many.
      if (keys.size >= 16) keys.clear();
      keys.set(secret, key);
    }
    return key;
  };
  return {
    hmacSha256: (secret, message) =>
      Promise.resolve(new Uint8Array(nodeCrypto.createHmac('sha256', keyOf(secret)).update(message).digest())),
    sha256: (data) => Promise.resolve(new Uint8Array(nodeCrypto.createHash('sha256').update(data).digest())),
  };
}

/** Digests through Web Crypto, with each secret's key imported once. */
export function webCryptoDigests(subtle: SubtleCrypto = crypto.subtle): Digests {
  const keys = new Map<string, Promise<CryptoKey>>();
  const hmacKey = (secret: string) => {
    let key = keys.get(secret);
    if (!key) {
      key = subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(secret, key);
    }
    return key;
  };
  return {
    async hmacSha256(secret, message) {
      const data = typeof message === 'string' ? encoder.encode(message) : message;
      return new Uint8Array(await subtle.sign('HMAC', await hmacKey(secret), data as Uint8Array<ArrayBuffer>));
    },
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
  };
}

/** `node:crypto` when the platform has it (Node 20.16+, Bun, Deno), else undefined. */
export function findNodeCrypto(): NodeCryptoDigests | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const found = host?.getBuiltinModule?.('node:crypto') as Partial<NodeCryptoDigests> | undefined;
  return typeof found?.createHmac === 'function' && typeof found.createHash === 'function'
    ? (found as NodeCryptoDigests)
    : undefined;
}

const nodeCrypto = findNodeCrypto();

/** The digests of this platform: `node:crypto` where there is one, Web Crypto elsewhere. */
export const digests: Digests = nodeCrypto ? nodeDigests(nodeCrypto) : webCryptoDigests();

/** Compares two byte strings in time that depends on their length only, not on where they differ. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
