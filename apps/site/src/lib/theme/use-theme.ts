import { useSyncExternalStore } from 'react';
import { contentStore } from '../content-store/content-store';
import { keepOnFailure } from '../resilience/lazy-failure';
import { applyTheme, type Theme } from './theme-attribute';

// The store's code is in the content sync's chunk (loaded after hydration on every page anyway).
// A failed load (a deploy removed the chunk) keeps the choice on this page; it is stored with the next pick.
const saveLater = keepOnFailure(() => import('../content-store/content-sync.lazy'));

/** Applies a pick at once, then stores it. */
function setTheme(theme: Theme): void {
  applyTheme(theme);
  void saveLater().then(({ saveTheme }) => saveTheme(theme));
}

const stored = (): Theme => contentStore.getState().config.ui.theme;
// What the prerender showed: it reads the default app config, whose theme is `auto`.
const prerendered = (): Theme => 'auto';

/**
 * The stored theme and its setter, for the header's theme button. The page follows the stored
 * choice (this tab's and other tabs' changes) in the content sync
 * (content-store/content-sync.lazy.ts), which is where the app config arrives. The button
 * hydrates late (theme-menu.lazy.tsx), possibly after that sync has applied a stored choice, so
 * hydration reads what the prerender showed and the stored choice follows at once.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(contentStore.subscribe, stored, prerendered), setTheme];
}
