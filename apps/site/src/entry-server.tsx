import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteContent } from '@rooted/site-content/defaults';
import { contentStore } from './lib/content-store/content-store';
import { renderHead, type HeadInput, type RenderedHead } from './lib/head/head';
import { docsTabPages, htmlFileFor, notFoundPage, pages } from './routes/route-table';
import { routes } from './routes/routes';

export { pages, docsTabPages, notFoundPage, htmlFileFor };
export { setStoryIslands } from './pages/stories/story-islands';
export { setVentureStoryLinks } from './pages/stories/venture-story-links';
export { LATEST_STORIES_KEY } from './pages/stories/latest-stories';
export { renderLatestStories, renderStoryIsland } from './pages/stories/render-story-island';
export { siteUrl } from './lib/env/env';

/**
 * Sets the content every following `render` shows: the build's data file, or what an owner
 * published (the server re-renders the pages with it). Whole content, already validated.
 */
export function setSiteContent(content: SiteContent): void {
  contentStore.setState({ content, defaults: content });
}

export interface RenderResult extends RenderedHead {
  html: string;
}

/**
 * Renders one path to HTML at build time. `prerender` waits for every lazy
 * (Suspense) section, so their content is in the HTML and hydrates when its code
 * arrives. Hydration data is not inlined (there are no loaders, and an inline
 * script would break our Content-Security-Policy).
 */
export async function render(path: string, head: HeadInput): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A component that throws while prerendering would otherwise ship its Suspense fallback
  // silently; the build must fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Never outline a large Suspense boundary into a hidden <div> plus an inline `$RC` script:
    // the CSP blocks inline scripts, so the lazy home sections would stay hidden.
    { progressiveChunkSize: Infinity, onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`);
  return { html, ...renderHead(head) };
}
