import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, resetEarlyInput, takeEarlyInput } from './early-input';

/** A stand-in for the boot script: the element carrying `data-modules` and the record it kept. */
function bootScriptHolding(events: Event[]) {
  const script = Object.assign(document.createElement('script'), { takeEarlyInput: vi.fn(() => events) });
  script.dataset.modules = '/assets/entry.js';
  document.body.append(script);
  return script;
}

/** What React does to an element as it hydrates it (see hydrated-by-react.ts). */
function hydrate(element: Element) {
  Object.assign(element, { '__reactFiber$test': {} });
}

/** A control; hydrated unless it sits in a part that has not hydrated yet. */
function control(parent: Element = document.body, attributes: Record<string, string> = { type: 'button' }, hydrated = true) {
  const element = document.createElement('button');
  if (hydrated) hydrate(element);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  parent.append(element);
  return { element, onClick };
}

/** An event as the boot script keeps it: dispatched on its target, so `target` is set. */
function made<T extends Event>(target: EventTarget, event: T): T {
  target.dispatchEvent(event);
  return event;
}
const click = (target: EventTarget) => made(target, new MouseEvent('click', { bubbles: true }));
const key = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => made(target, new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** A part that hydrates later (a lazy section), with its prerendered markup. */
function laterPart() {
  return document.body.appendChild(document.createElement('section'));
}

/** The replaying code is a dynamic import: let it load and run. */
async function settled() {
  await vi.dynamicImportSettled();
  await Promise.resolve();
}

afterEach(() => {
  resetEarlyInput();
  document.body.replaceChildren();
});

describe('early input', () => {
  it('replays a kept click once, after hydration, not before', async () => {
    const { element, onClick } = control();
    const script = bootScriptHolding([click(element)]);
    onClick.mockClear();
    takeEarlyInput();
    expect(script.takeEarlyInput).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    replayEarlyInput();
    replayEarlyInput(); // StrictMode runs the layout's effect twice in development
    await settled();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('replays clicks and keystrokes in the order they were made', async () => {
    const order: string[] = [];
    const { element } = control();
    element.addEventListener('click', () => order.push('click'));
    const events = [key(document.body, 'k', { ctrlKey: true }), click(element), key(document.body, 'p')];
    order.length = 0;
    document.addEventListener('keydown', (event) => order.push(`${event.ctrlKey ? 'ctrl+' : ''}${event.key}`));
    bootScriptHolding(events);
    takeEarlyInput();
    replayEarlyInput();
    await settled();
    expect(order).toEqual(['ctrl+k', 'click', 'p']);
  });

  it('holds input in a part that has not hydrated until it has, and what came after it too', async () => {
    const section = laterPart();
    const tab = control(section, { type: 'button', role: 'tab' }, false);
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    bootScriptHolding([click(tab.element), key(document.body, 'k', { metaKey: true })]);
    tab.onClick.mockClear();
    onKey.mockClear();
    takeEarlyInput();
    replayEarlyInput();
    await settled();
    expect(tab.onClick).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
    hydrate(tab.element);
    await vi.waitFor(() => expect(tab.onClick).toHaveBeenCalledOnce());
    expect(onKey).toHaveBeenCalledOnce();
    expect(onKey.mock.calls[0]?.[0]).toMatchObject({ key: 'k', metaKey: true });
  });

  it('after hydration starts, keeps a click in a later part from React and replays it once the part has hydrated', async () => {
    const section = laterPart();
    const chip = control(section, undefined, false);
    const reactSaw = vi.fn();
    section.addEventListener('click', reactSaw); // stands for React's listener on the root
    bootScriptHolding([]);
    takeEarlyInput();
    chip.element.click();
    expect(reactSaw).not.toHaveBeenCalled();
    replayEarlyInput();
    await settled();
    expect(chip.onClick).not.toHaveBeenCalled(); // stopped before it reached anything
    hydrate(chip.element);
    await vi.waitFor(() => expect(chip.onClick).toHaveBeenCalledOnce());
    expect(reactSaw).toHaveBeenCalledOnce();
    // Once hydrated, the part's clicks go straight through, and nothing is replayed twice.
    chip.element.click();
    expect(reactSaw).toHaveBeenCalledTimes(2);
  });

  it('leaves clicks outside later parts to React once hydration has started', async () => {
    const { element, onClick } = control();
    bootScriptHolding([]);
    takeEarlyInput();
    element.click();
    replayEarlyInput();
    await settled();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('drops a click on a control that is gone by then, and ignores keystrokes in form fields', async () => {
    const { element, onClick } = control();
    const field = document.body.appendChild(document.createElement('input'));
    const onKey = vi.fn();
    bootScriptHolding([click(element)]);
    onClick.mockClear();
    takeEarlyInput();
    key(field, 'a'); // typing into a prerendered field needs no replay
    element.remove();
    document.addEventListener('keydown', onKey);
    replayEarlyInput();
    await settled();
    expect(onClick).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
  });

  it('does nothing without a boot script (the client-rendered build) or without input', async () => {
    takeEarlyInput();
    expect(() => replayEarlyInput()).not.toThrow();
  });
});
