/** A colour scheme choice: `auto` follows the visitor's system setting. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The current theme choice and what to do with a new one: the props `ThemeMenu` and `ThemeControl` share. */
export interface ThemeSetting {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** What each choice is called, on its button and in the header button's name ("Theme: System"). */
export const THEME_NAMES: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', auto: 'System' };

/**
 * The theme controls' words: each choice's name, the group's name, and the header button's name
 * around the current choice's. English by default; pass a part through `text` to replace it.
 */
export const THEME_TEXT = {
  ...THEME_NAMES,
  /** The name of the group of three buttons. */
  group: 'Theme',
  /** The header button's name, e.g. "Theme: System". */
  current: (name: string) => `Theme: ${name}`,
};

/** The theme controls' words; `ThemeMenu` and `ThemeControl` take any part of them as `text`. */
export type ThemeText = typeof THEME_TEXT;
