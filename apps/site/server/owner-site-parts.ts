import type { OwnerApiDeps } from '@rooted/admin/server';
import type { SiteContent } from '@rooted/site-content';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prerenderPages, SSR_CONTENT } from '../render/prerender-pages';
import { renderStoryMarkdown } from '../render/stories/story-markdown';
import { renderStoryPreviewPage } from '../render/stories/story-preview-page';
import { createConfirmationRenderer } from './confirmation-page';
import { loadStaticFiles, type StaticFile } from './static-files';
import { fileResponse } from './static-response';
import { swapInPages } from './swap-pages';

/**
 * What only the site can do for the owner's API: render its pages from published content and swap
 * them into what is served, render a story's Markdown, draw a page in its look, and serve the
 * editor's build.
 */
export async function ownerSiteParts({
  distDir,
  files,
}: {
  distDir: string;
  files: Map<string, StaticFile>;
}): Promise<OwnerApiDeps['site']> {
  const baseline = JSON.parse(await readFile(join(distDir, SSR_CONTENT), 'utf8')) as SiteContent;
  const clientDir = join(distDir, 'client');
  // The editor is its own build (dist/admin), kept out of dist/client so no visitor URL can reach it.
  const editor = await loadStaticFiles(join(distDir, 'admin')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  // The SSR bundle renders from content held in its module state: a preview set between two pages
  // of a publish would put the draft on a public page. One render at a time, publish or preview.
  let rendering: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = rendering.then(task);
    rendering = run.catch(() => undefined);
    return run;
  };
  return {
    baseline,
    renderStoryPage: (content, slug, theme) =>
      oneAtATime(() => renderStoryPreviewPage({ distDir, content, slug, theme })),
    renderPages: (content) =>
      oneAtATime(async () => {
        const { written, removed, cards } = await prerenderPages({ distDir, content, published: true });
        // Only new or retitled stories get a card drawn; the log says what that cost the publish.
        if (cards.drawn.length)
          console.log(`content: drew ${cards.drawn.length} story sharing card(s) in ${Math.round(cards.ms)} ms`);
        // Only pages whose bytes changed are swapped, compressed quickly; the best compression follows in the background.
        await swapInPages(files, clientDir, written);
        // A story no longer public: its page is gone from disk and must be gone from what is served.
        for (const file of removed) files.delete(`/${file}`);
      }),
    renderStoryMarkdown,
    renderPage: createConfirmationRenderer(files),
    ...(editor
      ? {
          editor: (request: Request, file: string, servedAs: string) => {
            const found = editor.get(file);
            return found ? fileResponse(request, servedAs, found) : undefined;
          },
        }
      : {}),
  };
}
