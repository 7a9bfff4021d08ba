import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { knownPattern } from './breached-passwords';

/** Shortest password accepted. Length is what makes a password strong; no character-class rules. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest password accepted: a bound on the work one sign-in can ask of scrypt. */
export const MAX_PASSWORD_LENGTH = 256;
/**
 * Lowest zxcvbn score accepted (0–4). 3 means "safely unguessable: moderate protection from an
 * offline attack" (about 10^8 guesses or more); lower scores are the breached lists' staples
 * and small variations of them, which guessers try first.
 */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's matching grows faster than linearly with length; the first 100 characters decide. */
const ESTIMATE_LENGTH = 100;

/** What a new password is checked against besides the common-password lists. */
export interface PasswordContext {
  /** The account's email address: neither it nor its name part may be in the password. */
  email: string;
  /** The site's name (the company name of the published content), also refused. */
  siteName?: string | undefined;
}

let loaded = false;
/** The offline lists (common passwords, names, English words, keyboard patterns), loaded on first use. */
function estimator() {
  if (!loaded) {
    zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
    loaded = true;
  }
  return zxcvbn;
}

/** Lower case without spaces and punctuation: "Rooted Ventures" and "rooted-ventures" compare equal. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused, in plain words for the owner, or undefined when it is fine:
 * 12 to 256 characters, not containing the email (or its name part) or the site's name, not one
 * character repeated, and not a common or breached password or a small variation of one (a
 * zxcvbn estimate against lists shipped with the server: no network call).
 */
export function passwordProblem(password: string, context: PasswordContext): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const email = context.email.trim().toLowerCase();
  const name = email.split('@')[0] ?? email;
  const squashed = squash(password);
  if (password.toLowerCase().includes(name) || (squash(name).length >= 3 && squashed.includes(squash(name))))
    return 'Do not use your email address in the password.';
  const site = squash(context.siteName ?? '');
  if (site.length >= 3 && squashed.includes(site)) return 'Do not use the site’s name in the password.';
  if (new Set(password).size < 5) return 'Use more different characters.';
  // The breached list and the patterns guessers try first (a word of it, a season or the site's
  // name with a year and a symbol), which zxcvbn scores as strong once they reach 12 characters.
  const pattern = knownPattern(password, [name, ...(context.siteName ? context.siteName.split(/\s+/) : [])]);
  if (pattern) return pattern;
  const userInputs = [email, name, ...(context.siteName ? [context.siteName, ...context.siteName.split(/\s+/)] : [])];
  const { score } = estimator()(password.slice(0, ESTIMATE_LENGTH), userInputs);
  if (score < MIN_PASSWORD_SCORE) {
    return 'This password is one of the most common ones, or close to one: attackers try those first. Add a few unrelated words.';
  }
  return undefined;
}
