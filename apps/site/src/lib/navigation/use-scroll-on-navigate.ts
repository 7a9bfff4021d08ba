import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion } from './scroll-to-section';

/**
 * Router navigations start at the top of the new page, or at its #anchor.
 * (react-router's <ScrollRestoration> would emit an inline script when
 * prerendered, which our Content-Security-Policy forbids.)
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, type]);
}
