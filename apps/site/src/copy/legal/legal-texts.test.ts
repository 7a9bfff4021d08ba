import { describe, expect, it } from 'vitest';
import { plainText, type Block } from '../rich-text';
import { cookiesText } from './cookies-text';
import { privacyText } from './privacy-text';
import { storageKeys } from './storage-keys';
import { termsText } from './terms-text';
import type { LegalText } from './legal-text';

/** Every string of a text, for "does the policy say X" checks. */
const words = (text: LegalText) =>
  text.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockText)]).join('\n');
function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'p':
    case 'note':
      return [plainText(block.text)];
    case 'list':
      return block.items.map(plainText);
    case 'table':
      return [...block.head, ...block.rows.flat().map(plainText)];
    case 'code':
      return [block.code];
    case 'contact':
      return ['[contact]'];
  }
}

describe('legal texts', () => {
  it('carry a real revision date, not the build date', () => {
    for (const text of [privacyText, termsText, cookiesText]) {
      expect(text.revised).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(text.revised))).toBe(false);
    }
  });

  it('list exactly the storage keys the site uses', () => {
    expect(storageKeys.map((k) => `${k.store}:${k.key}`)).toEqual([
      'localStorage:rooted-ventures-site-content',
      'localStorage:app-config',
      'sessionStorage:chat-transcript',
      'sessionStorage:exit-intent-shown',
      'localStorage:exit-intent',
      'localStorage:cookie-consent',
    ]);
    for (const text of [privacyText, cookiesText]) {
      for (const { key } of storageKeys) expect(words(text)).toContain(key);
    }
  });

  it('give the privacy notice every item GDPR Art. 13 asks for', () => {
    const privacy = words(privacyText);
    for (const phrase of [
      'Art. 6(1)(b)',
      'Art. 6(1)(f)',
      'Art. 6(1)(a)',
      'Omnisend',
      'hosting provider',
      'Standard Contractual Clauses',
      'Access',
      'Rectification',
      'Erasure',
      'Restriction',
      'Data portability',
      'Objection',
      'Art. 7(3)',
      'Art. 77',
      'supervisory authority',
      'required',
      'IP address',
      '[contact]',
    ]) {
      expect(privacy, phrase).toContain(phrase);
    }
    expect(privacyText.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['commitment', 'information-collected', 'use-of-information', 'your-rights', 'contact']),
    );
  });

  it('say what the server does with a form submission that could not be delivered: kept until sent again or deleted, never on a schedule', () => {
    // The desk's Delete and Requeue are the only ways out for such a lead (desk-routes.test.ts).
    const privacy = words(privacyText);
    expect(privacy).toContain('A form submission that could not be delivered');
    expect(privacy).toContain('kept until we have sent it again or deleted it, never deleted on a schedule');
    expect(privacy).not.toMatch(/days after a delivery that failed/);
  });

  it('give the terms their spec sections', () => {
    expect(termsText.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'agreement',
        'permitted-use',
        'prohibited-use',
        'intellectual-property',
        'disclaimers',
        'contact',
      ]),
    );
  });

  it('say plainly on the cookie page that no tracking cookies are set', () => {
    expect(cookiesText.intro).toContain('sets no tracking cookies');
  });
});
