// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

const owner = { email: 'ann.berry@rooted.example', siteName: 'Rooted Ventures' };

describe('password rules', () => {
  it('refuse common breached passwords and close variations, in plain words', () => {
    for (const common of [
      'password1234',
      'Password1234!',
      'qwertyuiop123',
      '123456789012',
      'iloveyou2024!',
      'letmein12345',
      'abcdefghijkl',
    ]) {
      expect(passwordProblem(common, owner), common).toMatch(/most common ones/);
    }
  });

  it('refuse breached passwords and the patterns guessers try first, saying why', () => {
    const rooted = { email: 'owner@rooted.example', siteName: 'Rooted' };
    const refused = [
      'Summer2024!!',
      'Winter2025!!',
      'Rooted2024!!',
      'Admin1234567!',
      'Letmein2024!!',
      'Monkey123456!',
      'Company12345!',
    ];
    for (const password of refused) expect(passwordProblem(password, rooted), password).toBeDefined();
    expect(passwordProblem('Summer2024!!', rooted)).toMatch(/season or month/);
    expect(passwordProblem('Rooted2024!!', rooted)).toMatch(/site’s name/);
    expect(passwordProblem('Letmein2024!!', rooted)).toMatch(/leaked in breaches/);
    // Exactly as leaked, any case: a long one from the list.
    expect(passwordProblem('ILOVEYOUFOREVER', rooted)).toMatch(/breach/);
    expect(passwordProblem('sprout compost meadow', rooted)).toBeUndefined();
  });

  it('refuse the email, its name part and the site name, however written', () => {
    expect(passwordProblem('ann.berry@rooted.example', owner)).toMatch(/email address/);
    expect(passwordProblem('my ann.berry garden 7', owner)).toMatch(/email address/);
    expect(passwordProblem('Ann Berry forever 1983', owner)).toMatch(/email address/);
    expect(passwordProblem('rooted ventures 2026!', owner)).toMatch(/site’s name/);
    expect(passwordProblem('Rooted-Ventures-owner', owner)).toMatch(/site’s name/);
  });

  it('refuse too short, too long and one character repeated', () => {
    expect(passwordProblem('short', owner)).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(257), owner)).toMatch(/at most 256/);
    expect(passwordProblem('abababababab', owner)).toMatch(/different characters|most common/);
  });

  it('accept a few unrelated words', () => {
    expect(passwordProblem('sprout compost meadow', owner)).toBeUndefined();
    expect(passwordProblem('violet tractor on Tuesday', owner)).toBeUndefined();
  });

  it('answer any input with a reason or nothing, never a throw', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.emailAddress(),
        fc.string({ maxLength: 40 }),
        (password, email, siteName) => {
          const problem = passwordProblem(password, { email, siteName });
          expect(problem === undefined || (typeof problem === 'string' && problem.length > 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
