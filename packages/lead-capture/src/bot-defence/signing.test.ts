import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_TTL_MS, issueFormToken, verifyFormToken } from './form-token.js';
import { assertSigningKeys, signToken, verifyToken } from './signing.js';

const CURRENT = 'current-secret-0123456789';
const PREVIOUS = 'previous-secret-0123456789';
const T0 = 1_700_000_000_000;

describe('signed tokens', () => {
  it('round-trips a payload signed with the current key', async () => {
    const token = await signToken({ a: 1 }, [CURRENT]);
    expect(await verifyToken(token, [CURRENT])).toEqual({ ok: true, payload: { a: 1 } });
  });

  it('refuses a token whose payload or signature was changed', async () => {
    const token = await signToken({ a: 1 }, [CURRENT]);
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = (await signToken({ a: 2 }, [CURRENT])).split('.')[0];
    expect(await verifyToken(`${otherBody}.${signature}`, [CURRENT])).toEqual({ ok: false, problem: 'forged' });
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA');
    expect((await verifyToken(`${body}.${flipped}`, [CURRENT])).ok).toBe(false);
    expect(await verifyToken(await signToken({ a: 1 }, ['an-attacker-secret-000']), [CURRENT])).toEqual({
      ok: false,
      problem: 'forged',
    });
  });

  it('refuses malformed values without throwing', async () => {
    for (const value of [undefined, 42, '', 'abc', 'a.b.c', '.x', `${'a'.repeat(3000)}.b`, 'e30.%%%']) {
      expect(await verifyToken(value, [CURRENT])).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('accepts tokens signed with a previous key after a rotation, and signs new ones with the current key', async () => {
    const old = await signToken({ a: 1 }, [PREVIOUS]);
    expect((await verifyToken(old, [CURRENT, PREVIOUS])).ok).toBe(true);
    expect((await verifyToken(old, [CURRENT])).ok).toBe(false);
    const fresh = await signToken({ a: 1 }, [CURRENT, PREVIOUS]);
    expect((await verifyToken(fresh, [CURRENT])).ok).toBe(true);
  });

  it('refuses secrets shorter than 16 characters and an empty ring', () => {
    expect(() => assertSigningKeys([])).toThrow(/at least one/i);
    expect(() => assertSigningKeys(['short'])).toThrow(/16 characters/);
  });
});

describe('form tokens', () => {
  it('are valid for their own form until 24 h after their issue, on the server clock', async () => {
    const { token, nonce } = await issueFormToken('newsletter', T0, [CURRENT]);
    expect(await verifyFormToken(token, 'newsletter', T0 + FORM_TOKEN_TTL_MS, [CURRENT])).toEqual({
      ok: true,
      token: { kind: 'newsletter', issuedAt: T0, nonce },
    });
    expect(await verifyFormToken(token, 'newsletter', T0 + FORM_TOKEN_TTL_MS + 1, [CURRENT])).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(await verifyFormToken(token, 'contact', T0 + 5000, [CURRENT])).toEqual({ ok: false, problem: 'wrong-form' });
    expect(await verifyFormToken(undefined, 'contact', T0, [CURRENT])).toEqual({ ok: false, problem: 'missing' });
  });

  it('do not accept another signed token (e.g. a confirmation link) as a form token', async () => {
    const link = await signToken({ p: 'confirm', id: 'x', exp: T0 + 1000 }, [CURRENT]);
    expect(await verifyFormToken(link, 'newsletter', T0, [CURRENT])).toEqual({ ok: false, problem: 'malformed' });
  });
});
