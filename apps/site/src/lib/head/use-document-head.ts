import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Prerendered HTML carries each page's head; after client-side navigation this
 * keeps title, description, keywords, canonical and the sharing tags in step
 * with the page shown. The head data (every page's metadata) loads only on the
 * first navigation, keeping it out of the entry bundle.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    // The prerendered page already has its head; a page without one (the plain SPA build) gets it now.
    const needed = !first.current || !document.title;
    first.current = false;
    if (!needed) return;
    let cancelled = false;
    void import('./apply-document-head.lazy').then(({ applyHeadFor }) => {
      if (!cancelled) applyHeadFor(pathname);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
}
