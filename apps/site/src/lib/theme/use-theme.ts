import { useAppConfig } from '../content-store/use-site-content';
import { keepOnFailure } from '../resilience/lazy-failure';
import { applyTheme, type Theme } from './theme-attribute';

// A failed load (a deploy removed the chunk) keeps the choice on this page; it is stored with the next pick.
const saveLater = keepOnFailure(() => import('./save-theme.lazy'));

/** Applies a pick at once, then stores it (the store's code loads on the first pick). */
function setTheme(theme: Theme): void {
  applyTheme(theme);
  void saveLater().then(({ saveTheme }) => saveTheme(theme));
}

/**
 * The stored theme and its setter, for the theme control. The page follows the stored choice
 * (this tab's and other tabs' changes) in the content sync (content-store/content-sync.lazy.ts),
 * which is where the app config arrives; the entry carries only this.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useAppConfig((config) => config.ui.theme), setTheme];
}
