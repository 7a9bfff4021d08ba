export { THEME_TEXT, type ThemeChoice, type ThemeSetting, type ThemeText } from './theme-choices';
export { ThemeControl, type ThemeControlProps } from './theme-control';
export { ThemeMenu, type ThemeMenuProps } from './theme-menu';
