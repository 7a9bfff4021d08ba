import type { ComponentType, SVGProps } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '../internal/icons';

/** A colour scheme choice: `auto` follows the visitor's system setting. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The current theme choice and what to do with a new one (the header and phone menu take it as `theme`). */
export interface ThemeSetting {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** The three choices in the order they are offered, with their names and icons. */
export const THEME_CHOICES: readonly { value: ThemeChoice; name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { value: 'light', name: 'Light', Icon: SunIcon },
  { value: 'dark', name: 'Dark', Icon: MoonIcon },
  { value: 'auto', name: 'System', Icon: MonitorIcon },
];
