import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentStore } from '../content-store/content-store';
import { followTheme } from './follow-theme';
import { THEME_ATTRIBUTE, type Theme } from './theme-attribute';

const root = document.documentElement;
// Other files in this worker may have left the store synced; every test here starts unsynced.
const initial = { ...contentStore.getState(), synced: false };
const withTheme = (theme: Theme) => ({
  config: { ...contentStore.getState().config, ui: { ...contentStore.getState().config.ui, theme } },
});

beforeEach(() => contentStore.setState(initial, true));
afterEach(() => {
  contentStore.setState(initial, true);
  root.removeAttribute(THEME_ATTRIBUTE);
});

describe('followTheme', () => {
  it('leaves the boot script’s attribute alone until the content sync has read storage', () => {
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    const stop = followTheme();
    contentStore.setState(withTheme('auto'));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    stop();
  });

  it('then follows every change of the stored choice, and stops when asked', () => {
    const stop = followTheme();
    contentStore.setState({ ...withTheme('dark'), synced: true });
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    contentStore.setState(withTheme('light'));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    contentStore.setState(withTheme('auto'));
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    stop();
    contentStore.setState(withTheme('dark'));
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('applies a choice the sync already read when it starts late', () => {
    contentStore.setState({ ...withTheme('light'), synced: true });
    const stop = followTheme();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    stop();
  });
});
