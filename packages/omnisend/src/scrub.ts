/** What an email address in an error text is replaced with. */
export const EMAIL_PLACEHOLDER = '[email]';

/** Characters that can be part of an address as it shows up in prose or JSON. */
function isAddressChar(char: string): boolean {
  return !(char <= ' ' || char === '@' || '"\'<>()[]{},;:\\`'.includes(char));
}

/**
 * Replaces every email address in `text` with `[email]`: Omnisend's error texts may echo the
 * address they refused, and error texts end up in logs and in the outbox's stored errors. A
 * single pass from each `@` outwards, never a regex, so a hostile body costs linear time; a
 * bare `@` with nothing on one side (a handle, a decorator) is left alone.
 */
export function scrubEmails(text: string): string {
  if (!text.includes('@')) return text;
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && isAddressChar(text[start - 1] as string)) start -= 1;
    let end = at + 1;
    while (end < text.length && isAddressChar(text[end] as string)) end += 1;
    if (start === at || end === at + 1 || !text.slice(at + 1, end).includes('.')) continue;
    out += text.slice(copied, start) + EMAIL_PLACEHOLDER;
    copied = end;
    at = end - 1;
  }
  return out + text.slice(copied);
}
