export { Header, HEADER_SCROLL_THRESHOLD, type HeaderProps } from './header';
export { ThemeControl, type ThemeChoice, type ThemeControlProps, type ThemeSetting } from './theme-control';
export { ThemeMenu } from './theme-menu';
export { MobileMenu, type MobileMenuProps } from './mobile-menu';
export type { NavigateHandler, NavLink } from '../internal/types';
