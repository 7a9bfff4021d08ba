import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '@rooted/site-content';
import type * as EntryServer from '../../src/entry-server';
import { storyPath } from '../../src/pages/stories/story-paths';
import { SSR_ENTRY, SSR_TEMPLATE } from '../prerender-pages';
import { buildStoryPages } from './story-pages';

/**
 * One story's page from draft content, as a visitor will see it, for the owner's preview: the
 * story is drawn as if public now (whatever its status or date), by the same page, renderer and
 * template the published pages use, with the theme set on `<html>`. Nothing is written. Scripts
 * are left out: the page is the server's HTML, and the preview shows it, not a second copy of the
 * site running inside the editor. Undefined when no story has the slug.
 *
 * The SSR bundle holds the content it renders in module state, as a publish's render does, so the
 * caller must never run this while pages are being rendered (see `ownerSiteParts`).
 */
export async function renderStoryPreviewPage({
  distDir,
  content,
  slug,
  theme,
  now = new Date(),
}: {
  distDir: string;
  content: SiteContent;
  slug: string;
  theme: 'light' | 'dark';
  now?: Date;
}): Promise<string | undefined> {
  const story = content.stories?.find((candidate) => candidate.slug === slug);
  if (!story) return undefined;
  const publishedAt = Date.parse(story.publishedAt) > now.getTime() ? now.toISOString() : story.publishedAt;
  const shown: SiteContent = {
    ...content,
    stories: content.stories!.map((candidate) =>
      candidate === story ? { ...story, status: 'published', publishedAt } : candidate,
    ),
  };
  const page = buildStoryPages(shown, now).find((candidate) => candidate.path === storyPath(story));
  if (page?.kind !== 'story') return undefined;

  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(join(distDir, SSR_ENTRY)).href)) as typeof EntryServer;
  const template = await readFile(join(distDir, SSR_TEMPLATE), 'utf8');
  entry.setSiteContent(shown);
  entry.setStoryIslands(new Map([[page.path, entry.renderStoryIsland(page)]]));
  const { html, head } = await entry.render(page.path, page.head);
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<html\b/, () => `<html data-theme="${theme}"`);
}
