import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigateHandler } from '@rooted/ui/header';
import { scrollToSection } from './scroll-to-section';

/**
 * The one link policy the UI sections call back into: '#anchor' scrolls on the
 * home page, a same-site path goes through the router, anything else (external,
 * mailto) is left to the browser.
 */
export function useSiteNavigate(): NavigateHandler {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (href, event) => {
      if (href.startsWith('#')) {
        event.preventDefault();
        if (pathname === '/') scrollToSection(href.slice(1));
        else navigate(`/${href}`);
        return;
      }
      if (href.startsWith('/') && !href.startsWith('//')) {
        event.preventDefault();
        navigate(href);
      }
    },
    [navigate, pathname],
  );
}
