import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPage, notFoundPage } from '../routes/route-table';

/**
 * Prerendered HTML carries each page's head; after client-side navigation this
 * keeps the title and description in step with the page shown.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const page = findPage(pathname) ?? notFoundPage;
    document.title = page.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [pathname]);
}
