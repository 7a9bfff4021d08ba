/** A colour scheme choice: `auto` follows the visitor's system setting. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The current theme choice and what to do with a new one: the props `ThemeMenu` and `ThemeControl` share. */
export interface ThemeSetting {
  /** The current choice (`light`, `dark` or `auto`). */
  value: ThemeChoice;
  /** Called with the visitor's new choice; the site applies and stores it. */
  onChange: (theme: ThemeChoice) => void;
}

/**
 * The theme controls' words: what each choice is called (on its button and in the header button's
 * name), the group's name, and the header button's name around the current choice. English by
 * default; a site in another language passes its own through `ThemeMenu`'s or `ThemeControl`'s `text`.
 */
export const THEME_TEXT = {
  light: 'Light',
  dark: 'Dark',
  /** The choice that follows the visitor's system setting. */
  auto: 'System',
  /** The name of the group of three buttons. */
  group: 'Theme',
  /** The header button's name, around the current choice's name ("Theme: System"). */
  button: (choice: string) => `Theme: ${choice}`,
};

/** The theme controls' words; pass a part through `text` to replace it. */
export type ThemeText = typeof THEME_TEXT;
