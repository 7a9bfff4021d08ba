import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findHeadEntry, notFoundPage } from '../routes/route-table';
import { buildHead, type HeadData } from './head';

/** Writes a page's title, meta tags and canonical link into the live document (JSON-LD is site-wide and stays). */
function applyHead(head: HeadData): void {
  document.title = head.title;
  for (const tag of head.meta) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.id}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(tag.key, tag.id);
      document.head.append(element);
    }
    element.content = tag.content;
  }
  const ids = new Set(head.meta.map((tag) => tag.id));
  for (const stale of ['keywords', 'robots', 'og:url']) {
    if (!ids.has(stale)) document.head.querySelector(`meta[name="${stale}"], meta[property="${stale}"]`)?.remove();
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = head.canonical;
  } else link?.remove();
}

/**
 * Prerendered HTML carries each page's head; after client-side navigation this
 * keeps title, description, keywords, canonical and the sharing tags in step
 * with the page shown.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const page = findHeadEntry(pathname);
    applyHead(buildHead(page ?? { ...notFoundPage, path: pathname, notFound: true }));
  }, [pathname]);
}
