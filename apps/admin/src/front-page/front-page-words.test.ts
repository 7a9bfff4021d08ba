import { describe, expect, it } from 'vitest';
import { counted, replyLink, timeLeft } from './front-page-words';

describe("the front page's words", () => {
  it('says how long is left to answer, and how late once past', () => {
    expect(timeLeft(29)).toBe('29 days left');
    expect(timeLeft(1)).toBe('1 day left');
    expect(timeLeft(0)).toBe('less than a day left');
    expect(timeLeft(-1)).toBe('1 day late');
    expect(timeLeft(-3)).toBe('3 days late');
  });

  it('counts with the noun, and says "or more" past what was counted', () => {
    expect(counted(1, 'message')).toBe('1 message');
    expect(counted(2, 'message')).toBe('2 messages');
    expect(counted(100, 'message', true)).toBe('100 or more messages');
  });

  it('answers a visitor by mail with the subject prefilled, whatever the address holds', () => {
    const link = replyLink('ada+desk@example.org', 'Rooted Ventures');
    expect(link).toBe('mailto:ada%2Bdesk@example.org?subject=Re%3A%20your%20message%20to%20Rooted%20Ventures');
    const parsed = new URL(link);
    expect(decodeURIComponent(parsed.pathname)).toBe('ada+desk@example.org');
    expect(parsed.searchParams.get('subject')).toBe('Re: your message to Rooted Ventures');
    // An address cannot add a header of its own (cc, body) to the mail.
    expect(new URL(replyLink('x@example.org?cc=evil@example.org&body=hi', 'Site')).searchParams.get('cc')).toBeNull();
    expect(new URL(replyLink('a@example.org', '  ')).searchParams.get('subject')).toBe('Re: your message to us');
  });
});
