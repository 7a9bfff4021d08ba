import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog';

afterEach(cleanup);

function Harness({ onOpen }: { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(open, { focus: field, onOpen });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog ref={dialog} aria-label="Ask">
        <button type="button">First</button>
        <input ref={field} aria-label="Answer" />
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </dialog>
    </>
  );
}

describe('useModalDialog', () => {
  it('opens on the named field, runs onOpen each time, and gives focus back to the opener on closing', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    const dialog = screen.getByRole('dialog', { name: 'Ask' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Answer' }));
    expect(onOpen).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);

    act(() => opener.click());
    expect(dialog.open).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
