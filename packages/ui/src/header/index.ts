export { Header, HEADER_SCROLL_THRESHOLD, type HeaderProps } from './header';
export type { ThemeChoice, ThemeSetting } from './theme-choices';
export { ThemeMenu } from './theme-menu';
export { MobileMenu, type MobileMenuProps } from './mobile-menu';
export type { NavigateHandler, NavLink } from '../internal/types';
