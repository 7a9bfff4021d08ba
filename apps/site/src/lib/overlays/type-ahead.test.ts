import { afterEach, describe, expect, it } from 'vitest';
import { startTypeAhead, takeTypeAhead } from './type-ahead';

function type(keys: string[], target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  return keys.map((key) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })),
  );
}

afterEach(() => {
  takeTypeAhead('search');
  takeTypeAhead('chat');
  document.body.replaceChildren();
});

describe('type-ahead', () => {
  it('keeps what is typed until the overlay takes it, then stops', () => {
    startTypeAhead('search');
    const allowed = type([...'peer', ' ', 'x', 'Backspace', ...'mentoring', 'Shift', 'ArrowDown']);
    expect(allowed.slice(0, 5)).toEqual([false, false, false, false, false]); // no scroll on Space, no '/' shortcut
    expect(allowed.slice(-2)).toEqual([true, true]);
    expect(takeTypeAhead('search')).toBe('peer mentoring');
    type([...'later']);
    expect(takeTypeAhead('search')).toBe('');
  });

  it('leaves shortcuts, composition and form fields alone', () => {
    const field = document.body.appendChild(document.createElement('input'));
    startTypeAhead('search');
    startTypeAhead('search'); // a second request while loading keeps the text so far
    type(['a']);
    startTypeAhead('search');
    type(['k'], document.body, { ctrlKey: true });
    type(['Process'], document.body, { isComposing: true }); // an IME's keystroke
    type(['c'], field);
    expect(takeTypeAhead('search')).toBe('a');
  });

  it('belongs to the overlay that asked last: another one closing leaves it alone', () => {
    startTypeAhead('chat');
    type([...'hi']);
    startTypeAhead('search'); // the search takes over; the chat's text goes with the chat
    type([...'peer']);
    expect(takeTypeAhead('chat')).toBe(''); // the chat closing drops nothing of the search's
    type([...' mentoring']);
    expect(takeTypeAhead('search')).toBe('peer mentoring');
  });

  it('gives nothing when no capture ran', () => {
    type(['a']);
    expect(takeTypeAhead('search')).toBe('');
  });
});
