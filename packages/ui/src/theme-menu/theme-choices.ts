/** A colour scheme choice: `auto` follows the visitor's system setting. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The current theme choice and what to do with a new one: the props `ThemeMenu` and `ThemeControl` share. */
export interface ThemeSetting {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** What each choice is called, on its button and in the header button's name ("Theme: System"). */
export const THEME_NAMES: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', auto: 'System' };
