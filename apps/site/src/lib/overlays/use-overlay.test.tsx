import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOverlayOpen } from './overlay-events';
import { startTypeAhead, takeTypeAhead } from './type-ahead';
import { useOverlay } from './use-overlay';

function Overlay({
  name,
  open = false,
  setOpen = () => {},
}: {
  name: string;
  open?: boolean;
  setOpen?: (open: boolean) => void;
}) {
  useOverlay(name, open, setOpen);
  return null;
}

const type = (text: string) =>
  [...text].forEach((key) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
  );

afterEach(() => {
  cleanup();
  takeTypeAhead('chat');
  takeTypeAhead('search');
});

describe('useOverlay', () => {
  it('keeps text typed for an overlay pressed before its first effect ran (a replayed early press)', () => {
    startTypeAhead('chat');
    type('hello');
    render(<Overlay name="chat" />);
    type(' mentors');
    expect(takeTypeAhead('chat')).toBe('hello mentors');
  });

  it('drops the text when the overlay closes before its panel took it', () => {
    const { rerender } = render(<Overlay name="chat" />);
    startTypeAhead('chat');
    rerender(<Overlay name="chat" open />);
    type('hi');
    rerender(<Overlay name="chat" open={false} />);
    expect(takeTypeAhead('chat')).toBe('');
  });

  it('closes when another overlay opens, and not when it opens itself', () => {
    const setOpen = vi.fn();
    render(<Overlay name="chat" open setOpen={setOpen} />);
    expect(setOpen).not.toHaveBeenCalled();
    act(() => announceOverlayOpen('search'));
    expect(setOpen).toHaveBeenCalledExactlyOnceWith(false);
  });
});
