import { ventureStoriesLinkId } from '@rooted/ui/ventures';

/**
 * Which ventures have stories, for the links on their cards. Only the prerender knows (the
 * browser never gets the stories, see story-islands.ts), so it sets them here before rendering;
 * the browser reads them back out of the cards' server HTML (each link has a known id) before
 * React hydrates the section. Nothing of it is in the entry: only the ventures section, which
 * loads lazily, imports this module.
 */

/** Filled by the prerender only: venture id → the path of its stories. */
const rendered = new Map<string, string>();
/** What the browser found in the page, read once: after a navigation away the cards are gone. */
let found: Map<string, string> | undefined;

/** The prerender's links: venture id → the path of the stories about it. Replaces what was there. */
export function setVentureStoryLinks(links: ReadonlyMap<string, string>): void {
  rendered.clear();
  for (const [id, path] of links) rendered.set(id, path);
}

/**
 * The path of the stories about each of `ventureIds` that has some: while prerendering, what the
 * prerender set; in the browser, the links the page's server HTML holds, read the first time
 * (before hydration changes anything). A home page rendered in the browser alone (reached by a
 * client-side navigation from another page) has none, and its cards show no stories link.
 */
export function ventureStoryLinks(ventureIds: readonly string[]): ReadonlyMap<string, string> {
  if (import.meta.env.SSR) return rendered;
  if (!found) {
    found = new Map();
    for (const id of ventureIds) {
      const href = document.getElementById(ventureStoriesLinkId(id))?.getAttribute('href');
      if (href) found.set(id, href);
    }
  }
  return found;
}
