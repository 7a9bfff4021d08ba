import { ThemeControl, ThemeMenu } from '@rooted/ui/theme-menu';
import { followTheme } from './follow-theme';
import { useTheme } from './use-theme';

// Loaded once per page, after hydration: from here on the page follows the stored choice.
if (!import.meta.env.SSR) followTheme();

/**
 * The theme controls: the wide header's button and its panel (hidden below the desktop
 * breakpoint), or, with `choices`, the phone menu's three choices named on screen. Its code loads
 * once the page has hydrated (layout/site-header.tsx), so it is no part of what a route loads
 * before it is interactive.
 */
export function SiteTheme({ choices = false }: { choices?: boolean }) {
  const [theme, pick] = useTheme();
  return choices ? (
    <ThemeControl value={theme} onChange={pick} />
  ) : (
    <ThemeMenu value={theme} onChange={pick} className="hidden lg:block" />
  );
}
