import type { SiteContent } from '@rooted/site-content/defaults/shell';

/**
 * Id of the `<script type="application/json">` block the server writes into every page it
 * re-renders after an owner publishes. The JavaScript was built with the content of that build's
 * data file; hydrating with it would put the old text back over the published HTML. The block is
 * data, never run, so the Content-Security-Policy is unaffected.
 */
export const PUBLISHED_CONTENT_ID = 'published-site-content';

/** The published content embedded in this page, or undefined (a build's own pages, the prerender, tests). */
export function readPublishedContent(): SiteContent | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PUBLISHED_CONTENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteContent;
  } catch {
    return undefined;
  }
}

/**
 * The content a visitor's browser may have: all of it except the stories. A story in draft, or
 * scheduled for later, is not public, and a public story's body is already HTML in its own page;
 * the hydrating JavaScript never needs either.
 */
export function contentForVisitors(content: SiteContent): SiteContent {
  const { stories: _stories, ...shown } = content;
  return shown;
}

/** The block to put in a page's head; `<` is escaped so no text in the content can close the tag. */
export function publishedContentTag(content: SiteContent): string {
  const json = JSON.stringify(contentForVisitors(content)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLISHED_CONTENT_ID}">${json}</script>`;
}
