/**
 * A delivery error as an owner reads it. The stored texts are the Omnisend client's (status codes,
 * field names); an owner needs what happened and what to do, so each known kind gets a sentence,
 * and the original text stays beside it for whoever helps them.
 */
export function plainReason(error: string | null | undefined): string {
  const text = error ?? '';
  const gaveUp = /^Still failing after (\d+) h of retries: ([\s\S]*)$/.exec(text);
  if (gaveUp) return `Omnisend kept failing for ${gaveUp[1]} hours (${plainReason(gaveUp[2])})`;
  if (/^Unreadable lead record/.test(text)) return 'the stored record is damaged and cannot be read';
  if (/\b40[13]\b|api key|unauthori[sz]ed|forbidden/i.test(text)) return 'Omnisend refused the API key';
  if (/\b404\b|not found/i.test(text)) return 'the Omnisend address the server uses is wrong';
  if (/\b410\b/.test(text)) return 'Omnisend retired the API version the server uses';
  if (/\b409\b|conflict/i.test(text)) return 'Omnisend says the address or phone number belongs to another contact';
  if (/\b(400|422)\b|validation|invalid/i.test(text)) return 'Omnisend refused the details in the form';
  if (/\b429\b|rate limit|too many/i.test(text)) return 'Omnisend asked us to slow down';
  if (/\b5\d\d\b|timeout|timed out|network|ECONN|EAI_AGAIN|fetch failed/i.test(text))
    return 'Omnisend could not be reached or had a fault of its own';
  return 'delivery failed';
}
