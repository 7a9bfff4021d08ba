import { contentStore, type ContentState } from '../content-store/content-store';
import { applyTheme } from './theme-attribute';

const follow = (state: ContentState) => {
  // Before the content sync has read storage the store holds the default (`auto`): applying it
  // would undo what the boot script applied from storage before the first paint.
  if (state.synced) applyTheme(state.config.ui.theme);
};

/**
 * Keeps `<html data-theme>` in step with the stored choice from the content sync on: this tab's
 * picks and other tabs' (the sync follows the storage event). Started by the theme control's
 * module (theme-menu.lazy.tsx), which every page loads once it has hydrated, so the entry carries
 * none of it. Returns the unsubscribe function.
 */
export function followTheme(): () => void {
  follow(contentStore.getState());
  return contentStore.subscribe(follow);
}
