import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveFormChallenge, type SolvedProof } from '../solver.js';
import { createFormChallenge, verifyFormProof, verifySolved } from './proof-of-work.js';

const SECRET = 'pow-secret-0123456789abcdef';
const OTHER = 'other-secret-0123456789abcdef';

/** altcha-lib's own verdict, in the terms of `verifySolved`. */
async function libraryVerdict(challenge: Challenge, solution: unknown, secret: string): Promise<string> {
  const result = await verifySolution({
    challenge,
    solution: solution as never,
    deriveKey,
    hmacSignatureSecret: secret,
  });
  if (result.invalidSignature) return 'unsigned';
  return result.verified ? 'solved' : 'unsolved';
}

describe('proof of work, verified without the library', () => {
  let proofs: SolvedProof[];
  beforeAll(async () => {
    proofs = await Promise.all(
      ['n-1', 'n-2', 'n-3'].map(async (nonce) => solveFormChallenge(await createFormChallenge(nonce, [SECRET], '0'))),
    );
  });

  it('accepts a solved proof for its own nonce and refuses it for another', async () => {
    const [proof] = proofs as [SolvedProof];
    expect(await verifyFormProof(proof, 'n-1', [SECRET])).toEqual({ ok: true });
    expect(await verifyFormProof(proof, 'n-2', [SECRET])).toEqual({ ok: false, problem: 'wrong-form' });
    expect(await verifyFormProof(proof, 'n-1', [OTHER])).toEqual({ ok: false, problem: 'invalid' });
    expect(await verifyFormProof(proof, 'n-1', [OTHER, SECRET])).toEqual({ ok: true });
  });

  it('gives the verdict altcha-lib gives, for solved, tampered and forged proofs alike', async () => {
    const tamper = fc.record({
      proof: fc.nat({ max: proofs.length - 1 }),
      secret: fc.constantFrom(SECRET, OTHER),
      // Mostly the solved values, so all three verdicts come up often.
      counter: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        fc.integer({ min: -2, max: 40 }),
        fc.constantFrom(0xffffffff, 2 ** 32, 1.5, Number.NaN, '3'),
      ),
      derivedKey: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 66 }),
        fc.string({ maxLength: 8 }),
        fc.constant(42),
      ),
      parameter: fc.constantFrom('none', 'none', 'none', 'salt', 'keyPrefix', 'data', 'extra', 'keyLength'),
      signature: fc.constantFrom('kept', 'kept', 'kept', 'dropped', 'other', 'upper'),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(tamper, async (t) => {
        const original = proofs[t.proof] as SolvedProof;
        const parameters = { ...original.challenge.parameters } as Challenge['parameters'] & Record<string, unknown>;
        if (t.parameter === 'salt') parameters.salt = `${parameters.salt.slice(0, -2)}00`;
        if (t.parameter === 'keyPrefix') parameters.keyPrefix = '00';
        if (t.parameter === 'data') parameters.data = { n: 'someone-else' };
        if (t.parameter === 'extra') parameters.expiresAt = 1;
        if (t.parameter === 'keyLength') parameters.keyLength = 16;
        const signature =
          t.signature === 'kept'
            ? original.challenge.signature
            : t.signature === 'dropped'
              ? undefined
              : t.signature === 'upper'
                ? original.challenge.signature?.toUpperCase()
                : (await createFormChallenge('x', [OTHER], '0')).signature;
        const solution = {
          counter: t.counter === undefined ? original.solution.counter : t.counter,
          derivedKey: t.derivedKey === undefined ? original.solution.derivedKey : t.derivedKey,
        };
        const challenge = { parameters, ...(signature ? { signature } : {}) } as Challenge;
        const verdict = await verifySolved(parameters, signature, solution as never, t.secret);
        expect(verdict).toBe(await libraryVerdict(challenge, solution, t.secret));
        seen.add(verdict);
      }),
      { numRuns: 400 },
    );
    expect([...seen].sort()).toEqual(['solved', 'unsigned', 'unsolved']);
  });

  it('reads the signature of any challenge data as altcha-lib signed it, index-like keys and all', async () => {
    // The signature covers the parameters written with sorted keys; a key such as "10" or "2" is
    // where sorting by text and JSON's own order disagree.
    const key = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.nat({ max: 20 }).map(String),
      fc.constantFrom('__proto__', '4294967295', '01'),
    );
    const value = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 6 }), async (data) => {
        const issued = await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          keyPrefix: '0',
          deriveKey,
          hmacSignatureSecret: SECRET,
          data,
        });
        // As the browser sends it back: through JSON.
        const challenge = JSON.parse(JSON.stringify(issued)) as Challenge;
        const unsolved = { counter: 0, derivedKey: '00' };
        const verdict = await verifySolved(challenge.parameters, challenge.signature, unsolved, SECRET);
        expect(verdict).toBe(await libraryVerdict(challenge, unsolved, SECRET));
        expect(verdict).toBe('unsolved');
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a signature that is not text instead of throwing', async () => {
    const [proof] = proofs as [SolvedProof];
    const signature = [...(proof.challenge.signature ?? '')];
    expect(await verifySolved(proof.challenge.parameters, signature, proof.solution, SECRET)).toBe('unsigned');
    const forged = { ...proof, challenge: { ...proof.challenge, signature } };
    expect(await verifyFormProof(forged, 'n-1', [SECRET])).toEqual({ ok: false, problem: 'invalid' });
  });
});
