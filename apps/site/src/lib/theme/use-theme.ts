import { useCallback, useEffect } from 'react';
import { contentStore } from '../content-store/content-store';
import { useAppConfig } from '../content-store/use-site-content';
import { keepOnFailure } from '../resilience/lazy-failure';
import { applyTheme, type Theme } from './theme-attribute';

// A failed load (a deploy removed the chunk) keeps the choice on this page; it is stored with the next pick.
const saveLater = keepOnFailure(() => import('./save-theme.lazy'));

/**
 * Keeps `<html data-theme>` in step with the stored app config once the content sync has read it
 * (a change in another tab arrives the same way). Until then the boot script's attribute stands:
 * the store still holds the default (`auto`), and applying that would undo a stored choice.
 * Mount once, in the root layout.
 */
export function useThemeAttribute(): void {
  useEffect(() => {
    const follow = () => {
      const { synced, config } = contentStore.getState();
      if (synced) applyTheme(config.ui.theme);
    };
    follow();
    return contentStore.subscribe(follow);
  }, []);
}

/** The stored theme and a setter that applies it at once and stores it (for the theme control). */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useAppConfig((config) => config.ui.theme);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    contentStore.setState((state) => ({ config: { ...state.config, ui: { ...state.config.ui, theme: next } } }));
    void saveLater().then(({ saveTheme }) => saveTheme(next));
  }, []);
  return [theme, setTheme];
}
