/**
 * Email rules shared by every provider call: a simple format check, the normalisation
 * Omnisend needs (its email identifier is case-sensitive), and masking for logs.
 */

/**
 * The email pattern, applied after trimming: no spaces, exactly one `@`, and a dot in the domain
 * with at least one character on each side. Written so the domain can split in one place only
 * (its first dot after the first character), so it runs in linear time on any input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** True when `email` (after trimming) has no spaces, exactly one `@` and a dot in the domain. */
export function isValidEmail(email: string): boolean {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/**
 * Trims and lower-cases an address. Omnisend matches the email identifier case-sensitively,
 * so `Jane@Example.org` and `jane@example.org` would otherwise become two contacts.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Masks an address for logs: `jane@example.org` → `j***@example.org`. Anything that is not an
 * address is masked completely, so personal data never reaches a log by accident.
 */
export function maskEmail(email: string): string {
  const trimmed = typeof email === 'string' ? email.trim() : '';
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return '***';
  return `${trimmed[0]}***${trimmed.slice(at)}`;
}
