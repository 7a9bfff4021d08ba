export { Header, HEADER_SCROLL_THRESHOLD, type HeaderProps } from './header';
export { HEADER_TEXT, type HeaderText } from './header-text';
export { MobileMenu, type MobileMenuProps } from './mobile-menu';
export type { NavigateHandler, NavLink } from '../internal/types';
