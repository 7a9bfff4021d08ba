import { decodeEncodedText } from '@rooted/server-kit';
/** What an email address is replaced with. */
export const EMAIL_MARK = '[email]';
/** What a URL's query string or fragment is replaced with. */
export const QUERY_MARK = '?[query]';
/** What a long run of digits (a phone or card number, an account id) is replaced with. */
export const NUMBER_MARK = '[number]';

const SEPARATORS = ' \t\n\r\f\v"\'`<>()[]{},;';

function isSeparator(char: string): boolean {
  return SEPARATORS.includes(char) || char === '\u00a0' || char === '\u2028' || char === '\u2029';
}

/**
 * Removes what could identify a person from an error message or stack: email addresses, the
 * query string and fragment of anything URL-like (form values and tokens travel there), and runs
 * of seven or more digits. A stack frame's `:line:column` after a query string is kept.
 * One pass over the text, word by word, so a hostile text costs linear time.
 */
export function scrubPersonalData(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    // The `;` closing a character reference (`&#64;`) belongs to the word, which is decoded below.
    if (
      i === text.length ||
      (isSeparator(text[i] as string) && !(text[i] === ';' && ENTITY_END.test(text.slice(Math.max(start, i - 10), i))))
    ) {
      if (i > start) out += scrubWord(text.slice(start, i));
      if (i < text.length) out += text[i];
      start = i + 1;
    }
  }
  return out;
}

/** One word, without separators. */
function scrubWord(word: string): string {
  // An address can arrive encoded (`victim%40example.com` in a URL, `victim&#64;example.com` in
  // HTML): the word is decoded first, and its decoded form is what is scrubbed when that reveals one.
  const plain = word.includes('%') || word.includes('&') ? decodeWord(word) : word;
  const source = plain !== word && plain.includes('@') && scrubEmails(plain) !== plain ? plain : word;
  return scrubDigits(scrubQuery(source.includes('@') ? scrubEmails(source) : source));
}

/** A character reference's start just before a `;`, looked for in the last ten characters only. */
const ENTITY_END = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8})$/i;

/**
 * Percent-encoding (possibly doubled) and HTML character references decoded; what cannot be
 * decoded is left as it is. The lead erasure decodes with the same function.
 */
export const decodeWord = decodeEncodedText;

const LOCAL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+-';
const DOMAIN_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-';

/**
 * Replaces each `local@domain.tld` inside a word. A Firefox stack frame (`fn@https://…`) has no
 * dot before the `:` after its `@`, so it is left alone. Each character is looked at a bounded
 * number of times: the backward scan stops at the end of the previous replacement.
 */
function scrubEmails(word: string): string {
  let out = '';
  let copied = 0;
  for (let at = word.indexOf('@'); at !== -1; at = word.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && LOCAL_CHARS.includes(word[start - 1] as string)) start -= 1;
    let end = at + 1;
    while (end < word.length && DOMAIN_CHARS.includes(word[end] as string)) end += 1;
    // A sentence's full stop after the address is not part of it.
    while (end > at + 1 && word[end - 1] === '.') end -= 1;
    const domain = word.slice(at + 1, end);
    if (start === at || !domain.includes('.') || domain.startsWith('.')) continue;
    out += word.slice(copied, start) + EMAIL_MARK;
    copied = end;
    at = end - 1;
  }
  return out + word.slice(copied);
}

/** `…?a=b#c` → `…?[query]`, keeping a trailing `:line:column` of a stack frame. */
function scrubQuery(word: string): string {
  const question = word.indexOf('?');
  const hash = word.indexOf('#');
  const cut = question === -1 ? hash : hash === -1 ? question : Math.min(question, hash);
  // A lone `?` at the end ("Why?") or a `#` not in a URL-like word is ordinary text.
  if (cut === -1 || cut === word.length - 1) return word;
  if (word[cut] === '#' && !word.includes('/')) return word;
  const rest = word.slice(cut + 1);
  const position = /(:\d{1,9}){1,2}$/.exec(rest);
  return word.slice(0, cut) + QUERY_MARK + (position ? position[0] : '');
}

/** Replaces each run of 7 or more digits. */
function scrubDigits(word: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i <= word.length; i += 1) {
    const char = word[i];
    if (char !== undefined && char >= '0' && char <= '9') {
      run += 1;
      continue;
    }
    if (run > 0) out += run >= 7 ? NUMBER_MARK : word.slice(i - run, i);
    run = 0;
    if (char !== undefined) out += char;
  }
  return out;
}

/**
 * The forms an address takes in text that was not decoded: as typed, percent-encoded (once and
 * twice) and as HTML character references. A person's request for their data searches for each,
 * so an error report that kept `victim%40example.com` is found and erased like the plain one.
 */
export function mentionForms(address: string): string[] {
  const once = encodeURIComponent(address);
  const forms = [
    address,
    once,
    once.replace(/%/g, '%25'),
    address.replace(/@/g, '&#64;'),
    address.replace(/@/g, '&#x40;'),
    address.replace(/@/g, '&commat;'),
  ];
  return [...new Set(forms)];
}
