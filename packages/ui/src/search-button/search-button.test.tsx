import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from './search-button';
import { useSearchShortcut } from './use-search-shortcut';

function Harness({ onToggle, onOpen }: { onToggle: () => void; onOpen: () => void }) {
  useSearchShortcut(onToggle, onOpen);
  return (
    <>
      <SearchButton onClick={onOpen} />
      <input aria-label="Name" />
      <div contentEditable aria-label="Notes" />
    </>
  );
}

afterEach(cleanup);

describe('SearchButton and shortcuts', () => {
  it('is a visible button named Search with its shortcut hint', () => {
    render(<SearchButton onClick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.textContent).toContain('Ctrl K');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('Ctrl+K and Cmd+K toggle and are prevented; "/" opens outside fields only', () => {
    const onToggle = vi.fn();
    const onOpen = vi.fn();
    render(<Harness onToggle={onToggle} onOpen={onOpen} />);
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(false);
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(onToggle).toHaveBeenCalledTimes(2);

    fireEvent.keyDown(document.body, { key: '/' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: '/' });
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: '/' });
    fireEvent.keyDown(document.body, { key: '/', isComposing: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('takes its name and shortcut hint in another language, each left out staying English', () => {
    const { rerender } = render(<SearchButton onClick={() => {}} text={{ search: 'Suchen', shortcut: 'Strg K' }} />);
    expect(screen.getByRole('button', { name: 'Suchen' }).textContent).toContain('Strg K');
    rerender(<SearchButton onClick={() => {}} text={{ search: 'Suchen' }} />);
    expect(screen.getByRole('button', { name: 'Suchen' }).textContent).toContain('Ctrl K');
  });
});
