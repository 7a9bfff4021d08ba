export type { ThemeChoice, ThemeSetting } from './theme-choices';
export { ThemeControl, type ThemeControlProps } from './theme-control';
export { ThemeMenu } from './theme-menu';
