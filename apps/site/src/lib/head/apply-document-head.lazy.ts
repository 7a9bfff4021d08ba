import { findHeadEntry, notFoundPage } from '../../routes/route-table';
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

/** Puts the head of the page at `pathname` (or the 404 head) into the live document. */
export function applyHeadFor(pathname: string): void {
  const page = findHeadEntry(pathname);
  applyHead(buildHead(page ?? { ...notFoundPage, path: pathname, notFound: true }));
}
