import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, validateLead } from './schemas.js';

/** The email rule in plain code: what the pattern must accept, written without any regex. */
function referenceRule(email: string): boolean {
  const parts = email.split('@');
  if (parts.length !== 2 || /\s/.test(email)) return false;
  const [local = '', domain = ''] = parts;
  const dot = domain.indexOf('.', 1);
  return local.length > 0 && domain.length > 0 && !domain.startsWith('.') && dot > 0 && dot < domain.length - 1;
}

describe('the email check runs in linear time', () => {
  it('rejects a 32 KB address on its length alone: the pattern never sees it', () => {
    // `a@b` and dots with a rejecting end made the old pattern backtrack quadratically.
    const result = emailSchema.safeParse(`a@b${'.'.repeat(32 * 1024)}@`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['too_big', INVALID_EMAIL_MESSAGE],
    ]);
  });

  it('reports one message for an over-long email in a lead', () => {
    const lead = { kind: 'newsletter', email: `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.org`, homepage: '' };
    expect(validateLead(lead)).toEqual({ success: false, fields: { email: [INVALID_EMAIL_MESSAGE] } });
  });

  it('accepts exactly the addresses the plain-code rule accepts', () => {
    const char = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é', '-');
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 24 }).map((chars) => chars.join('')),
        (text) => {
          const trimmed = text.trim();
          const accepted = emailSchema.safeParse(text).success;
          expect(accepted).toBe(trimmed.length > 0 && referenceRule(trimmed.toLowerCase()));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
