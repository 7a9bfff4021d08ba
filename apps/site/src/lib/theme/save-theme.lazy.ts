import '../../first-paint/zod-without-eval';
import { createAppConfigStore } from '@rooted/site-content';
import { contentStore } from '../content-store/content-store';
import type { Theme } from './theme-attribute';

/**
 * Writes the choice into the stored app config. The package's store validates it and tells
 * every listener: this tab through its update event, every other open tab through the browser's
 * storage event, where the content sync picks it up and applies it (content-sync.lazy.ts).
 * Loaded on the first pick: the validation code has no place in the entry.
 */
export function saveTheme(theme: Theme): void {
  const config = createAppConfigStore().updateAppConfig({ ui: { theme } });
  // The control shows the pick even before the content sync has started (it then reads the same).
  contentStore.setState({ config });
}
