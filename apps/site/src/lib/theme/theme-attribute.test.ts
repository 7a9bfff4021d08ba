import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '../../first-paint/boot-script';
import { applyTheme, THEME_ATTRIBUTE } from './theme-attribute';

const root = document.documentElement;

const added: [string, EventListener][] = [];

/** Runs the real boot script's text as the page's head does (its modules never load here; its input listeners are removed after each test). */
function runBootScript() {
  const script = document.createElement('script');
  script.dataset.modules = '';
  const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (
    this: Document,
    type,
    listener,
    options,
  ) {
    added.push([type, listener as EventListener]);
    EventTarget.prototype.addEventListener.call(this, type, listener, options);
  });
  new Function('script', BOOT_SCRIPT.replace('document.currentScript', 'script'))(script);
  add.mockRestore();
}

afterEach(() => {
  for (const [type, listener] of added.splice(0)) document.removeEventListener(type, listener, true);
  root.removeAttribute(THEME_ATTRIBUTE);
  localStorage.clear();
});

describe('applyTheme', () => {
  it('forces light or dark, and lets the system decide again for auto', () => {
    applyTheme('dark');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    applyTheme('light');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    applyTheme('auto');
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });
});

describe('the boot script', () => {
  it('applies a stored light or dark theme before anything else runs', () => {
    for (const theme of ['light', 'dark']) {
      localStorage.setItem('app-config', JSON.stringify({ features: { liveChat: false }, ui: { theme } }));
      runBootScript();
      expect(root.getAttribute(THEME_ATTRIBUTE)).toBe(theme);
      root.removeAttribute(THEME_ATTRIBUTE);
    }
  });

  it('leaves the page to the system for auto, nothing stored, or anything that is not a theme', () => {
    for (const stored of [
      null,
      '{"ui":{"theme":"auto"}}',
      '{"ui":{"theme":"purple"}}',
      '{"ui":null}',
      'not json',
      '[]',
      '"dark"',
      '{"theme":"dark"}',
    ]) {
      if (stored === null) localStorage.removeItem('app-config');
      else localStorage.setItem('app-config', stored);
      expect(() => runBootScript()).not.toThrow();
      expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    }
  });
});
