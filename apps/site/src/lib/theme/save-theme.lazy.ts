import '../../first-paint/zod-without-eval';
import { createAppConfigStore } from '@rooted/site-content';
import type { Theme } from './theme-attribute';

/**
 * Writes the choice into the stored app config. The package's store validates it and tells
 * every listener: this tab through its update event, every other open tab through the browser's
 * storage event, where the content sync picks it up and the page applies it (use-theme.ts).
 * Loaded on the first pick: the validation code has no place in the entry.
 */
export function saveTheme(theme: Theme): void {
  createAppConfigStore().updateAppConfig({ ui: { theme } });
}
