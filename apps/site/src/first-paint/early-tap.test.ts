import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap, takeEarlyTap } from './early-tap';

/** A stand-in for the boot script: the element carrying `data-modules` and `takeEarlyTap`. */
function bootScriptHolding(tap: Element | null) {
  const script = Object.assign(document.createElement('script'), { takeEarlyTap: vi.fn(() => tap) });
  script.dataset.modules = '/assets/entry.js';
  document.body.append(script);
  return script;
}

function button() {
  const element = document.createElement('button');
  element.type = 'button';
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  document.body.append(element);
  return { element, onClick };
}

afterEach(() => document.body.replaceChildren());

describe('early taps', () => {
  it('replays the tap the boot script kept, once, after hydration', () => {
    const { element, onClick } = button();
    const script = bootScriptHolding(element);
    takeEarlyTap();
    expect(script.takeEarlyTap).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    replayEarlyTap();
    replayEarlyTap(); // StrictMode runs the layout's effect twice in development
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('drops a tap on a button that is gone by then', () => {
    const { element, onClick } = button();
    bootScriptHolding(element);
    takeEarlyTap();
    element.remove();
    replayEarlyTap();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing without a boot script (the client-rendered build) or without a tap', () => {
    takeEarlyTap();
    expect(() => replayEarlyTap()).not.toThrow();
    bootScriptHolding(null);
    takeEarlyTap();
    expect(() => replayEarlyTap()).not.toThrow();
  });
});
