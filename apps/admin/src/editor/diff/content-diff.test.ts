import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFields, diffContent, inWords, sameContent, sectionLabelOf } from './content-diff';

const published = () => ({
  company: { name: 'Rooted Ventures', phone: '+44 20 7946 0000', email: 'hello@rooted.example' },
  hero: { title: 'Grow with us', subtitle: '' },
  sections: { about: { title: 'About us' } },
  ventures: [
    { id: 'greenacre-farm', name: 'Greenacre Farm', features: ['Eggs', 'Honey'], isLive: true },
    { id: 'riverside-bakery', name: 'Riverside Bakery', features: [], isLive: false },
  ],
});

describe('diffContent', () => {
  it('names a changed phone number by section and field, old → new', () => {
    const after = published();
    after.company.phone = '+44 20 7946 0123';
    expect(diffContent(published(), after)).toEqual([
      { path: 'company.phone', where: 'Company › Phone', before: '+44 20 7946 0000', after: '+44 20 7946 0123' },
    ]);
  });

  it('finds nothing between equal contents whatever their key order, and treats an empty text as absent', () => {
    const before = published();
    const reordered = {
      ventures: before.ventures,
      sections: before.sections,
      hero: { title: 'Grow with us' },
      company: { email: before.company.email, phone: before.company.phone, name: before.company.name },
    };
    expect(diffContent(before, reordered)).toEqual([]);
    expect(sameContent(before, reordered)).toBe(true);
  });

  it('puts a list item under its section, by its number as the owner sees it', () => {
    const after = published();
    after.ventures[1]!.name = 'Riverside Bakehouse';
    after.ventures[0]!.isLive = false;
    expect(diffContent(published(), after)).toEqual([
      { path: 'ventures[0].isLive', where: 'Ventures › Venture 1 › Open to customers now', before: 'Yes', after: 'No' },
      {
        path: 'ventures[1].name',
        where: 'Ventures › Venture 2 › Name',
        before: 'Riverside Bakery',
        after: 'Riverside Bakehouse',
      },
    ]);
  });

  it('reads a venture added at the top as one addition, not as every card changing', () => {
    const after = published();
    after.ventures.unshift({ id: 'hill-dairy', name: 'Hill Dairy', features: [], isLive: false });
    expect(diffContent(published(), after)).toEqual([
      { path: 'ventures[0]', where: 'Ventures › Venture 1', before: '(empty)', after: 'Added: Hill Dairy' },
    ]);
  });

  it('says which item was removed, and when the order changed', () => {
    const removed = published();
    removed.ventures.shift();
    expect(diffContent(published(), removed)).toEqual([
      { path: 'ventures[0]', where: 'Ventures › Venture 1', before: 'Greenacre Farm', after: 'Removed' },
    ]);
    const swapped = published();
    swapped.ventures.reverse();
    expect(diffContent(published(), swapped)).toEqual([
      {
        path: 'ventures',
        where: 'Ventures › Order',
        before: 'Greenacre Farm, Riverside Bakery',
        after: 'Riverside Bakery, Greenacre Farm',
      },
    ]);
  });

  it('shows a list of texts as one value, and a section heading under its section', () => {
    const after = published();
    after.ventures[0]!.features = ['Eggs', 'Cheese'];
    after.sections.about.title = 'Who we are';
    expect(diffContent(published(), after)).toEqual([
      {
        path: 'sections.about.title',
        where: 'About › Section heading › Title',
        before: 'About us',
        after: 'Who we are',
      },
      {
        path: 'ventures[0].features',
        where: 'Ventures › Venture 1 › Features',
        before: 'Eggs, Honey',
        after: 'Eggs, Cheese',
      },
    ]);
  });

  it("reads a venture's drawn icon as one change beside its name, not shape by shape", () => {
    const drawing = [
      ['path', { d: 'M16 18h-5' }],
      ['circle', { cx: '7', cy: '15', r: '5' }],
    ];
    const before = published();
    const after = published();
    Object.assign(after.ventures[0]!, { icon: 'tractor', iconDrawing: drawing });
    expect(diffContent(before, after)).toEqual([
      { path: 'ventures[0].icon', where: 'Ventures › Venture 1 › Icon', before: '(empty)', after: 'tractor' },
      {
        path: 'ventures[0].iconDrawing',
        where: 'Ventures › Venture 1 › Icon drawing',
        before: '(empty)',
        after: 'Drawn from the full icon set',
      },
    ]);
    expect(diffContent(after, before).map((change) => change.after)).toEqual(['(empty)', '(empty)']);
    expect(diffContent(after, structuredClone(after))).toEqual([]);
  });

  it('cuts a long text and says so', () => {
    const words = inWords('a'.repeat(500));
    expect(words.length).toBeLessThanOrEqual(160);
    expect(words.endsWith('…')).toBe(true);
  });

  it('finds nothing between any content and itself, and a change in any text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(diffContent(value, structuredClone(value))).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (text) => {
          const after = published();
          after.hero.title = text;
          const changes = diffContent(published(), after);
          expect(changes.map((change) => change.path)).toEqual(text.trim() === 'Grow with us' ? [] : ['hero.title']);
        },
      ),
    );
  });
});

describe('contentFields', () => {
  it('lists every filled-in value under its section, a list of texts as one value', () => {
    const fields = contentFields(published());
    expect(fields).toContainEqual({ path: 'company.phone', where: 'Company › Phone', value: '+44 20 7946 0000' });
    expect(fields).toContainEqual({
      path: 'ventures[0].features',
      where: 'Ventures › Venture 1 › Features',
      value: 'Eggs, Honey',
    });
    expect(fields).toContainEqual({
      path: 'ventures[1].isLive',
      where: 'Ventures › Venture 2 › Open to customers now',
      value: 'No',
    });
    // An empty text is not shown as a value.
    expect(fields.find((field) => field.path === 'hero.subtitle')).toBeUndefined();
    expect(sectionLabelOf('ventures[1].name')).toBe('Ventures');
  });
});
