import type { Validator } from './types';

/**
 * Passes when the value is longer than `n` characters ("longer than N" means `length > N`).
 * @example longerThan(10)('12345678901') === true
 */
export function longerThan(n: number): Validator {
  return (value) => (value.length > n ? true : `length ${value.length}, needs more than ${n}`);
}

/** Passes for `https://` URLs that do not mention `localhost` anywhere (case-sensitive: `LOCALHOST` passes). */
export const httpsUrl: Validator = (value) => {
  if (!value.startsWith('https://')) return 'must start with https://';
  if (value.includes('localhost')) return 'must not contain localhost';
  return true;
};

/** Passes for Google Analytics 4 ids: `G-` prefix and length > 10. */
export const gaMeasurementId: Validator = (value) => {
  if (!value.startsWith('G-')) return 'must start with G-';
  if (value.length <= 10) return `length ${value.length}, needs more than 10`;
  return true;
};

/** Passes for exactly `true` or `false`; `TRUE`, `yes` and `1` fail. */
export const booleanFlag: Validator = (value) =>
  value === 'true' || value === 'false' ? true : 'must be exactly true or false';

/** An empty or whitespace-only value counts as not set, in the browser and the CLI alike. */
export function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}
