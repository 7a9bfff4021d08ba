import { describe, expect, it } from 'vitest';
import { chatWords, matchIntent, scoreIntents } from './match-intent';

const keywords = {
  ventures: ['venture', 'ventures', 'farm', 'cafe', 'what do you do'],
  community: ['community', 'join', 'bot', 'sign up'],
  mentorship: ['mentor', 'mentorship', 'advice', 'peer circle'],
};

describe('matchIntent', () => {
  it('matches whole words only: "bottles" is not "bot"', () => {
    expect(matchIntent('Do you sell bottles?', keywords)).toBe('default');
    expect(matchIntent('Are you a bot?', keywords)).toBe('community');
  });

  it('folds accents and case: "Café" matches "cafe"', () => {
    expect(chatWords('Un CAFÉ, s’il vous plaît!')).toEqual(['un', 'cafe', 's', 'il', 'vous', 'plait']);
    expect(matchIntent('Tell me about the Café', keywords)).toBe('ventures');
  });

  it('counts a multi-word phrase double', () => {
    expect(scoreIntents('How do I sign up?', keywords).community).toBe(2);
    // 'peer circle' (2) beats 'join' (1).
    expect(matchIntent('Can I join a peer circle?', keywords)).toBe('mentorship');
    // A phrase only counts when its words are adjacent.
    expect(scoreIntents('sign the form, then up', keywords).community).toBe(0);
  });

  it('breaks ties ventures > mentorship > community', () => {
    expect(matchIntent('farm mentor', keywords)).toBe('ventures');
    expect(matchIntent('join a mentor', keywords)).toBe('mentorship');
    expect(matchIntent('community venture mentor', keywords)).toBe('ventures');
  });

  it('gives default when nothing matches', () => {
    expect(matchIntent('What is the weather like?', keywords)).toBe('default');
    expect(matchIntent('', keywords)).toBe('default');
  });
});
