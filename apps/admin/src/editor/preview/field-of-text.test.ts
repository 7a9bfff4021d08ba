import { describe, expect, it } from 'vitest';
import { fieldAtClick, fieldsOfText } from './field-of-text';

const fieldOfText = (draft: unknown, text: string) => fieldsOfText(draft, text)[0];

const draft = {
  hero: { title: 'People Over Profit', subtitle: 'A venture studio' },
  ventures: [
    { name: 'Greenacre', status: 'live' },
    { name: 'Open Books', status: 'beta' },
  ],
  company: { tagline: 'People Over Profit', phone: '+1 (555) 010-0100' },
};

describe('the field behind a text in the preview', () => {
  it('finds the value that reads exactly the text, spaces collapsed, as a path the editor opens', () => {
    expect(fieldOfText(draft, 'People Over Profit')).toBe('hero.title');
    expect(fieldOfText(draft, '  People\n  Over Profit ')).toBe('hero.title');
    expect(fieldOfText(draft, 'Open Books')).toBe('ventures[1].name');
    expect(fieldOfText(draft, '+1 (555) 010-0100')).toBe('company.phone');
  });

  it('finds nothing for a text the page composes or that is not in the content', () => {
    expect(fieldOfText(draft, 'People Over Profit A venture studio')).toBeUndefined();
    expect(fieldOfText(draft, 'Contact us')).toBeUndefined();
    expect(fieldOfText(draft, '   ')).toBeUndefined();
  });

  it('looks at the clicked element, then up to two of its ancestors', () => {
    document.body.innerHTML = '<h3><span><svg></svg></span>Greenacre</h3><p><b><i><u>x</u></i></b>Open Books</p>';
    expect(fieldAtClick(draft, document.querySelector('svg'))).toBe('ventures[0].name');
    expect(fieldAtClick(draft, document.querySelector('u'))).toBeUndefined();
    expect(fieldAtClick(draft, null)).toBeUndefined();
  });

  it('tells the same words in two fields apart by where they were clicked', () => {
    expect(fieldsOfText(draft, 'People Over Profit')).toEqual(['hero.title', 'company.tagline']);
    document.body.innerHTML =
      '<header><span>People Over Profit</span></header><main><header><h1>People Over Profit</h1></header></main>';
    expect(fieldAtClick(draft, document.querySelector('body > header span'))).toBe('company.tagline');
    expect(fieldAtClick(draft, document.querySelector('h1'))).toBe('hero.title');
  });
});
