/** The response keys of the content model; `default` answers anything else. */
export type ChatIntent = 'default' | 'ventures' | 'community' | 'mentorship';

/** Keywords per intent, from content.liveChat.keywords. */
export type ChatKeywords = Record<Exclude<ChatIntent, 'default'>, readonly string[]>;

/** Ties go to the earlier key: a question about ventures is the likeliest reason to ask. */
const TIE_ORDER = ['ventures', 'mentorship', 'community'] as const;

/** NFD, combining marks stripped, lower-cased, split on anything that is not a letter or digit. */
export function chatWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  if (!phrase.length) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/** Score per intent: one point per keyword found as whole word(s), two for a multi-word phrase. */
export function scoreIntents(text: string, keywords: ChatKeywords): Record<(typeof TIE_ORDER)[number], number> {
  const words = chatWords(text);
  const score = (list: readonly string[]) =>
    list.reduce((sum, keyword) => {
      const phrase = chatWords(keyword);
      return containsPhrase(words, phrase) ? sum + (phrase.length > 1 ? 2 : 1) : sum;
    }, 0);
  return {
    ventures: score(keywords.ventures),
    mentorship: score(keywords.mentorship),
    community: score(keywords.community),
  };
}

/**
 * The answer key for a visitor's message: whole-word matching after accent
 * folding, so "bottles" never matches "bot" and "Café" matches "cafe"; highest score wins, ties
 * go ventures > mentorship > community, and no hit at all gives `default`.
 */
export function matchIntent(text: string, keywords: ChatKeywords): ChatIntent {
  const scores = scoreIntents(text, keywords);
  let best: ChatIntent = 'default';
  let bestScore = 0;
  for (const key of TIE_ORDER) {
    if (scores[key] > bestScore) {
      best = key;
      bestScore = scores[key];
    }
  }
  return best;
}

/** Quick replies map 1:1, in content order, to these keys; they skip matching. */
export const QUICK_REPLY_INTENTS: readonly ChatIntent[] = ['ventures', 'community', 'mentorship'];
