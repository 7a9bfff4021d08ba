import type { AppConfig } from '@rooted/site-content/defaults/shell';

/** A colour scheme choice of the app config: `auto` follows the visitor's system. */
export type Theme = AppConfig['ui']['theme'];

/**
 * The attribute on `<html>` that forces a theme. Without it the stylesheet follows the system
 * (`prefers-color-scheme`), so `auto` needs no script and is right with JavaScript off.
 * The boot script (first-paint/boot-script.ts) sets it from storage before the first paint.
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** Forces `light` or `dark` on the page, or lets it follow the system again for `auto`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'light' || theme === 'dark') root.setAttribute(THEME_ATTRIBUTE, theme);
  else root.removeAttribute(THEME_ATTRIBUTE);
}
