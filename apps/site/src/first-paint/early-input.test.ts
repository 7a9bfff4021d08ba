import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from './boot-script';
import { replayEarlyInput, resetEarlyInput } from './early-input';

const added: [string, EventListener, boolean][] = [];

/** Runs the real boot script's text as a page would, on a `<script data-modules>` (the modules are never loaded here). */
function runBootScript() {
  const script = document.createElement('script');
  script.dataset.modules = '';
  document.body.append(script);
  const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (
    this: Document,
    type,
    listener,
    options,
  ) {
    added.push([type, listener as EventListener, options === true]);
    EventTarget.prototype.addEventListener.call(this, type, listener, options);
  });
  // Visible state 'hidden' would start the modules at once; jsdom has no paint timing, so it waits a frame.
  new Function('script', BOOT_SCRIPT.replace('document.currentScript', 'script'))(script);
  add.mockRestore();
  return script;
}

/** What React does to an element as it hydrates it (see hydrated-by-react.ts). */
function hydrate(element: Element) {
  Object.assign(element, { __reactFiber$test: {} });
}

function control(parent: Element = document.body, attributes: Record<string, string> = { type: 'button' }) {
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  parent.append(element);
  return { element, onClick };
}

const key = (target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  for (const [type, listener, capture] of added.splice(0)) document.removeEventListener(type, listener, capture);
  resetEarlyInput();
  document.body.replaceChildren();
});

describe('early input', () => {
  it('replays a click on a control React had not hydrated, once, after the page hydrated', async () => {
    runBootScript();
    const { element, onClick } = control();
    const reactSaw = vi.fn();
    document.body.addEventListener('click', reactSaw); // stands for React's listener on the root
    element.click();
    expect(onClick).not.toHaveBeenCalled(); // stopped before anything saw it
    expect(reactSaw).not.toHaveBeenCalled();
    hydrate(element);
    replayEarlyInput();
    replayEarlyInput(); // StrictMode runs the layout's effect twice in development
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledOnce());
    expect(reactSaw).toHaveBeenCalledOnce();
  });

  it('replays clicks and keystrokes in the order they were made; claims Ctrl+K and the typing after it', async () => {
    runBootScript();
    const order: string[] = [];
    const { element } = control();
    element.addEventListener('click', () => order.push('click'));
    expect(key(document.body, 'k', { ctrlKey: true })).toBe(false);
    element.click();
    expect(key(document.body, ' ')).toBe(false); // no page scroll on the typed space
    document.addEventListener('keydown', (event) => order.push(`${event.ctrlKey ? 'ctrl+' : ''}${event.key}`));
    hydrate(element);
    replayEarlyInput();
    await vi.waitFor(() => expect(order).toEqual(['ctrl+k', 'click', ' ']));
  });

  it('holds a tap on a part that has not hydrated, and what came after it, until the part has', async () => {
    runBootScript();
    const { element: tab, onClick } = control(document.body, { type: 'button', role: 'tab' });
    const onKey = vi.fn();
    tab.click();
    key(document.body, 'k', { metaKey: true });
    document.addEventListener('keydown', onKey);
    replayEarlyInput();
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onClick).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
    hydrate(tab);
    await vi.waitFor(() => expect(onKey).toHaveBeenCalledOnce());
    expect(onClick).toHaveBeenCalledOnce();
    expect(onKey.mock.calls[0]?.[0]).toMatchObject({ key: 'k', metaKey: true });
  });

  it('after the page hydrated, still keeps taps on parts that hydrate later, and leaves hydrated controls and other keys alone', async () => {
    runBootScript();
    replayEarlyInput();
    const later = control(document.body);
    const now = control(document.body);
    hydrate(now.element);
    expect(key(document.body, 'x')).toBe(true);
    later.element.click();
    now.element.click();
    expect(now.onClick).toHaveBeenCalledOnce();
    expect(later.onClick).not.toHaveBeenCalled();
    hydrate(later.element);
    await vi.waitFor(() => expect(later.onClick).toHaveBeenCalledOnce());
    expect(now.onClick).toHaveBeenCalledOnce();
  });

  it('keeps the keys typed after a kept tap until the tap is replayed, also once its part has hydrated', async () => {
    runBootScript();
    replayEarlyInput(); // nothing kept before the page hydrated: keystrokes go to the page
    const order: string[] = [];
    const launcher = control(document.body);
    launcher.element.addEventListener('click', () => order.push('click'));
    document.addEventListener('keydown', (event) => order.push(event.key));
    launcher.element.click(); // a tap focuses the button: the keys are typed on it
    expect(key(launcher.element, 'h')).toBe(false);
    // The launcher's part hydrates between two keystrokes, before the kept tap is replayed: the
    // tap opens what the keys are typed into, so they still wait for it.
    hydrate(launcher.element);
    // A Space is text for the chat, not a second press of the focused button (its default is prevented).
    expect(key(launcher.element, ' ')).toBe(false);
    expect(key(launcher.element, 'i')).toBe(false);
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['click', 'h', ' ', 'i']));
    // Replayed: keystrokes reach the page's own listeners again, once each, with their defaults.
    expect(key(launcher.element, ' ')).toBe(true);
    expect(order).toEqual(['click', 'h', ' ', 'i', ' ']);
  });

  it('gives keystrokes back to the page when a tap was kept for a part whose code failed to load', async () => {
    runBootScript();
    replayEarlyInput();
    const launcher = control(document.body);
    launcher.element.click();
    expect(key(launcher.element, 'h')).toBe(false);
    // The part's chunk is gone (a deploy): it never hydrates, and its tap is never replayed.
    vi.resetModules(); // the page's stale mark is module state, set once
    const { lazyLoadFailed } = await import('../lib/resilience/new-build.lazy');
    lazyLoadFailed(new TypeError('Failed to fetch dynamically imported module'));
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    expect(key(document.body, 'Escape')).toBe(true);
    expect(onKey).toHaveBeenCalledOnce();
    // The replay still waits on the prerendered button; once it is gone, what was kept is let go.
    launcher.element.remove();
    await vi.waitFor(() => expect(onKey).toHaveBeenCalledTimes(2));
    document.removeEventListener('keydown', onKey);
    delete document.documentElement.dataset.build;
  });

  it('drops a click on a control that is gone by then, and never keeps keystrokes in form fields', async () => {
    runBootScript();
    const { element, onClick } = control();
    const field = document.body.appendChild(document.createElement('input'));
    const onKey = vi.fn();
    element.click();
    expect(key(field, 'a')).toBe(true); // typing into a prerendered field needs no replay
    element.remove();
    document.addEventListener('keydown', onKey);
    replayEarlyInput();
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onClick).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
  });

  it('does nothing without a boot script (the client-rendered build)', () => {
    expect(() => replayEarlyInput()).not.toThrow();
  });
});
