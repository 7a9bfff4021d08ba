/**
 * Story pages and the home page's latest stories are HTML made where pages are rendered (the
 * build's prerender, the server's re-render on a publish): the Markdown body, the lists and the
 * cards. The browser never gets the stories as data, so it cannot render them; it keeps the HTML
 * it was sent instead. This module is the hand-over: the prerender puts each island's HTML here by
 * key (a page's path) before rendering, and the browser reads the same HTML back out of the page
 * before React hydrates it. Its browser half is kept as small as possible: it is part of every
 * story page's JavaScript before hydration, and of the 404 page's.
 */

/** The element that holds a story page's server-made HTML. */
export const STORY_ISLAND_ID = 'story-island';

/** Filled by the prerender only; empty in the browser. */
const rendered = new Map<string, string>();
/** What the browser found in the page, by key, read once: after a navigation away the element is gone. */
const found = new Map<string, string>();

/** The prerender's islands: key → the HTML inside the island. Replaces what was there. */
export function setStoryIslands(islands: ReadonlyMap<string, string>): void {
  rendered.clear();
  for (const [key, html] of islands) rendered.set(key, html);
}

/** `/stories/` and `/stories` are one page: the path without its trailing slash. */
export const storyIslandPath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * The HTML of island `key`: while prerendering, what the prerender made; in the browser, what the
 * page's element `elementId` held when first asked (before hydration changes anything). Undefined
 * when there is none. The browser asks only for the document's own page (see not-found-page.tsx),
 * so an element in the page is that page's.
 */
export function storyIslandHtml(key: string, elementId: string): string | undefined {
  if (import.meta.env.SSR) return rendered.get(key);
  if (!found.has(key)) {
    const html = document.getElementById(elementId)?.innerHTML;
    if (html !== undefined) found.set(key, html);
  }
  return found.get(key);
}
