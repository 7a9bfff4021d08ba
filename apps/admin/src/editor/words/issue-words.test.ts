import { defaultSiteContent, validateSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { fieldTrail, parsePath } from './field-trail';
import { describeIssue, plainMessage } from './issue-words';

/** The issues the server's validation gives for `content` (the same function, so zod's own words and paths). */
const serverIssues = (content: unknown) => {
  const result = validateSiteContent(content);
  return result.ok ? [] : result.issues;
};

const content = () => structuredClone(defaultSiteContent) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits

describe("where an issue is, in the editor's words", () => {
  it("names list items by their number from 1 and home sections' headings by their section", () => {
    expect(fieldTrail(parsePath('ventures[4].name'))).toBe('Venture 5 › Name');
    expect(fieldTrail(parsePath('company.phone'))).toBe('Company › Phone');
    expect(fieldTrail(parsePath('sections.about.title'))).toBe('About › Section heading › Title');
    expect(fieldTrail(parsePath('hero.counters[0].label'))).toBe('Hero › Counter 1 › Label');
    expect(fieldTrail(parsePath('liveChat.keywords.ventures[2]'))).toBe('Live chat › Keywords › Keyword 3');
    expect(fieldTrail(parsePath('ventures[0].features[1]'))).toBe('Venture 1 › Feature 2');
  });
});

describe('what the server refused, in plain words', () => {
  it("says what to do about each refusal of a real draft, never zod's words", () => {
    const draft = content();
    draft.ventures[4] = { ...draft.ventures[0], id: 'another', name: '' };
    draft.company.phone = '';
    draft.company.email = 'not an address';
    draft.company.socialLinks.twitter = 'twitter';
    draft.hero.title = 'x'.repeat(121);
    draft.hero.ctaLink = 'javascript:alert(1)';
    draft.navigation[0].href = '//elsewhere.example';
    const shown = serverIssues(draft).map((issue) => {
      const { trail, message } = describeIssue(issue);
      return `${trail}: ${message}`;
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        'Venture 5 › Name: Enter a name.',
        'Company › Phone: Enter a phone number.',
        'Company › Email: Enter an email address such as hello@example.com.',
        'Company › Social links › Twitter: Enter a full web address starting with https://.',
        'Hero › Title: Use at most 120 characters.',
        'Hero › Button link: Enter a page of the site such as /docs, a place on the page such as #join, or a web address starting with https://.',
        'Link 1 › Goes to: Enter a page of the site such as /docs, a place on the page such as #join, or a web address starting with https://.',
      ]),
    );
    for (const line of shown) expect(line).not.toMatch(/Too small|Too big|expected string|Invalid|>=|<=/);
  });

  it('names a duplicate id by the name it is made from, and an unknown icon as a choice', () => {
    const draft = content();
    draft.ventures[1].id = draft.ventures[0].id;
    draft.ventures[2].icon = 'Rocket!';
    const shown = serverIssues(draft).map((issue) => describeIssue(issue).message);
    expect(shown).toContain('Another item has the same name; give this one a different name.');
    expect(shown).toContain('Choose an icon from the list.');
  });

  it('keeps the words of a message it does not know, as a sentence', () => {
    expect(plainMessage('Describe the picture for people who cannot see it', parsePath('hero.image.alt'))).toBe(
      'Describe the picture for people who cannot see it.',
    );
    expect(plainMessage('something new from the server.', parsePath('hero.title'))).toBe(
      'Something new from the server.',
    );
  });
});
