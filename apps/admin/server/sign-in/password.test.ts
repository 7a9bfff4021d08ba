// @vitest-environment node
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password';

describe('owner passwords', { timeout: 60_000 }, () => {
  it('are stored as salted scrypt hashes that verify only the same password', async () => {
    const hash = await hashPassword('sprout compost meadow');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('sprout');
    expect(await verifyPassword('sprout compost meadow', hash)).toBe(true);
    expect(await verifyPassword('sprout compost meadoW', hash)).toBe(false);
    expect(await hashPassword('sprout compost meadow')).not.toBe(hash);
  });

  it('verify a hash made at another cost by the cost stored with it, so raising the cost keeps old hashes', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('sprout compost meadow', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const older = ['scrypt', 2 ** 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('sprout compost meadow', older)).toBe(true);
    expect(await verifyPassword('sprout compost meadoW', older)).toBe(false);
  });

  it('never verify against a malformed hash', async () => {
    expect(await verifyPassword('anything at all', '')).toBe(false);
    expect(await verifyPassword('anything at all', 'plain$text')).toBe(false);
  });

  it('must be long, not the email, and not one character repeated', () => {
    expect(passwordProblem('short', 'ann@rooted.example')).toMatch(/at least 12/);
    expect(passwordProblem('ann-rooted-2026!', 'ann@rooted.example')).toMatch(/email/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa', 'ann@rooted.example')).toMatch(/different characters/);
    expect(passwordProblem('sprout compost meadow', 'ann@rooted.example')).toBeUndefined();
  });
});
