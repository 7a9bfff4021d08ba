import { NotFound } from '@rooted/ui/not-found';
import { useLocation } from 'react-router-dom';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';
import { STORY_ISLAND_ID, storyIslandHtml, storyIslandPath } from './stories/story-islands';

// The home page's latest stories read their HTML the same way; exported from here so the story
// island code is one chunk with this module rather than a chunk of its own (every page's entry
// lists each chunk's name, and the budgets count the bytes).
export { storyIslandHtml } from './stories/story-islands';

/** Any path no route matches. The server answers it with status 404. */
export function NotFoundPage() {
  return <NotFound homeHref="/" onNavigate={useSiteNavigate()} />;
}

/** Where story pages live: /stories, its later pages, each tag's pages and each story. */
const STORIES = /^\/stories(?:\/|$)/;

/**
 * The path this document was loaded at. This module is loaded before hydration when the first page
 * is one of its paths; loaded later, for a client-side navigation, the address still names the
 * page being left.
 */
const documentPath = import.meta.env.SSR ? undefined : storyIslandPath(location.pathname);

/**
 * Any path the page list does not name: a story page, or the 404 page.
 *
 * Story pages come from the content, so no list compiled into the JavaScript can name them. Each is
 * the HTML the prerender made, kept as it is (see stories/story-islands.ts): nothing of a story is
 * JavaScript, so a story page hydrates with no more code than the frame every page shares.
 *
 * Only the document's own story page can be shown that way: the page at the address the document
 * was loaded at. Reached by a client-side navigation (a search result), the browser loads the page
 * from the server instead, which brings its HTML and its head. The document's own story path with
 * no story HTML is the server's 404 answer (no such story), so it is the 404 page.
 */
export function UnlistedPage() {
  const path = storyIslandPath(useLocation().pathname);
  if (STORIES.test(path)) {
    // While prerendering every path is the document's own. Replacing the location from the render
    // (not an effect) keeps this module small; rendering twice only asks for the same page twice.
    if (documentPath !== undefined && documentPath !== path) {
      window.location.replace(path);
      return null;
    }
    const html = storyIslandHtml(path, STORY_ISLAND_ID);
    if (html !== undefined) return <div id={STORY_ISLAND_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <NotFoundPage />;
}
