import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchDialog, type SearchDialogProps } from './search-dialog';
import { filterSearchEntries, foldText, type SearchEntry } from './search-filter';

const entries: SearchEntry[] = [
  { id: 'about', title: 'About', type: 'Section', href: '#about', keywords: ['mission', 'story'] },
  { id: 'ventures', title: 'Ventures', type: 'Section', href: '#ventures' },
  { id: 'join', title: 'Join Us', type: 'Section', href: '#join', keywords: ['apply'] },
  { id: 'docs', title: 'Website Documentation', type: 'Page', href: '/docs' },
  { id: 'cafe', title: 'Café Meetups', type: 'Page', href: '/coworking-spaces' },
  { id: 'women', title: 'Women Entrepreneurs', type: 'Page', href: '/women-entrepreneurs' },
];

afterEach(cleanup);

describe('filterSearchEntries', () => {
  it('matches title case-insensitively and by type', () => {
    expect(filterSearchEntries(entries, 'VENT').map((e) => e.id)).toEqual(['ventures']);
    expect(filterSearchEntries(entries, 'page').map((e) => e.id)).toEqual(['docs', 'cafe', 'women']);
    expect(filterSearchEntries(entries, 'SeCtIoN').map((e) => e.id)).toEqual(['about', 'ventures', 'join']);
  });

  it('folds accents and spaces, and finds keywords', () => {
    expect(foldText('  Café   Meetups ')).toBe('cafe meetups');
    expect(filterSearchEntries(entries, 'cafe').map((e) => e.id)).toEqual(['cafe']);
    expect(filterSearchEntries(entries, 'apply').map((e) => e.id)).toEqual(['join']);
    // Keywords match from a word start only.
    expect(filterSearchEntries(entries, 'ply')).toEqual([]);
  });

  it('keeps Sections before Pages and ranks a title prefix first', () => {
    const found = filterSearchEntries(entries, 'en');
    expect(found.map((e) => e.type)).toEqual(
      [...found.map((e) => e.type)].sort((a, b) => (a === b ? 0 : a === 'Section' ? -1 : 1)),
    );
    expect(filterSearchEntries(entries, 'w').map((e) => e.id)).toEqual(['docs', 'women']);
    expect(filterSearchEntries(entries, '   ')).toEqual([]);
  });
});

function Harness({
  onSelect = vi.fn(),
  text,
}: {
  onSelect?: (entry: SearchEntry) => void;
  text?: SearchDialogProps['text'];
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        entries={entries}
        onSelect={onSelect}
        triggerRef={trigger}
        text={text}
      />
    </>
  );
}

async function openSearch(onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} />);
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  return { user, input: screen.getByRole('combobox', { name: 'Search pages and sections' }), onSelect };
}

describe('SearchDialog', () => {
  it('is named "Search the site", focuses the input and shows the empty-state text and chips', async () => {
    const { input } = await openSearch();
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Start typing to search...')).toBeTruthy();
    for (const chip of ['About', 'Ventures', 'Community', 'Join'])
      expect(screen.getByRole('button', { name: chip })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('chips fill the query and keep focus in the input', async () => {
    const { user, input } = await openSearch();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(input).toHaveProperty('value', 'Join');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('option', { name: /Join Us/ })).toBeTruthy();
  });

  it('says how many results there are, and the exact no-match text', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'page');
    expect(screen.getByRole('status').textContent).toBe('3 results');
    await user.clear(input);
    await user.type(input, 'Ventures');
    expect(screen.getByRole('status').textContent).toBe('1 result');
    await user.clear(input);
    await user.type(input, 'zebra');
    expect(screen.getByRole('status').textContent).toBe('No results found for "zebra"');
    expect(screen.getByText('No results found for "zebra"', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'About' })).toBeTruthy();
  });

  it('groups results and moves the active option with arrows, Home and End', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'e');
    expect(screen.getByRole('group', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pages' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(active()).toBe(options.at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options.at(-1)!.id);
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0]!.id);
  });

  it('Enter chooses the active result, closes, clears the query and returns focus to the trigger', async () => {
    const { user, input, onSelect } = await openSearch();
    await user.type(input, 'docu');
    await user.keyboard('{Enter}');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ href: '/docs' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open search' }));
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('combobox')).toHaveProperty('value', '');
  });

  it('Escape closes without choosing and focus returns to the trigger', async () => {
    const { user, input, onSelect } = await openSearch();
    await user.type(input, 'about');
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open search' }));
  });
});

describe('SearchDialog with text typed while its code loaded', () => {
  it('starts from the text the site kept, takes it once, and the visitor types on after it', async () => {
    const takeTypedText = vi.fn(() => 'wom');
    render(
      <SearchDialog open onOpenChange={() => {}} entries={entries} onSelect={() => {}} takeTypedText={takeTypedText} />,
    );
    const input = screen.getByRole('combobox', { name: 'Search pages and sections' });
    expect(input).toHaveProperty('value', 'wom');
    expect(document.activeElement).toBe(input);
    expect(takeTypedText).toHaveBeenCalledOnce();
    await userEvent.keyboard('en');
    expect(input).toHaveProperty('value', 'women');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Women Entrepreneurs'),
    ]);
  });
});

describe('SearchDialog in another language', () => {
  const text: SearchDialogProps['text'] = {
    title: 'Website durchsuchen',
    input: 'Seiten und Abschnitte suchen',
    empty: 'Tippen Sie, um zu suchen …',
    hints: ['Über uns'],
    noResults: (query) => `Nichts gefunden für „${query.trim()}“`,
    results: (count) => `${count} Treffer`,
    sections: 'Abschnitte',
    section: 'Abschnitt',
  };

  it('shows and announces the words given, each left out staying English', async () => {
    const user = userEvent.setup();
    render(<Harness text={text} />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('dialog', { name: 'Website durchsuchen' })).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Seiten und Abschnitte suchen' });
    expect(input.getAttribute('placeholder')).toBe('Seiten und Abschnitte suchen');
    expect(screen.getByText('Tippen Sie, um zu suchen …')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Über uns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ventures' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeTruthy();

    await user.type(input, 'e');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ Treffer$/);
    const sections = screen.getByRole('group', { name: 'Abschnitte' });
    expect(sections.querySelector('[role="option"]')!.textContent).toContain('Abschnitt');
    expect(screen.getByRole('group', { name: 'Pages' })).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'zebra');
    expect(screen.getByRole('status').textContent).toBe('Nichts gefunden für „zebra“');
  });
});
