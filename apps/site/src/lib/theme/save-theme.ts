import { createAppConfigStore } from '@rooted/site-content';
import { contentStore } from '../content-store/content-store';
import type { Theme } from './theme-attribute';

/**
 * Writes the choice into the stored app config. The package's store validates it and tells
 * every listener: this tab through its update event, every other open tab through the browser's
 * storage event, which the content sync follows; `follow-theme.ts` then applies it to the page.
 * It ships in the content sync's chunk (content-sync.lazy.ts re-exports it), loaded after
 * hydration on every page and at the latest on the first pick: the validation code has no place
 * in the entry, and a chunk of its own would split the package's schemas into a third one.
 */
export function saveTheme(theme: Theme): void {
  const config = createAppConfigStore().updateAppConfig({ ui: { theme } });
  // The control shows the pick even before the content sync has started (it then reads the same).
  contentStore.setState({ config });
}
