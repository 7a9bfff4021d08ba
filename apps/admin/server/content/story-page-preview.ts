import type { SiteContent } from '@rooted/site-content';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ContentPublisher } from './content-publisher';

/** A page's theme as a visitor picks it: the preview shows either without touching her own choice. */
export const PREVIEW_THEMES = ['light', 'dark'] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];

/** The site's whole page of one story of `content` (found by its slug), as a visitor will see it. */
export type RenderStoryPage = (content: SiteContent, slug: string, theme: PreviewTheme) => Promise<string | undefined>;

/** What the preview takes: the whole draft (the page shows the company, navigation and ventures too). */
export const storyPagePreviewBody = z.object({
  content: z.unknown(),
  slug: z.string().max(200),
  theme: z.enum(PREVIEW_THEMES),
});

/**
 * `POST /api/admin/content/story-preview { content, slug, theme }` → `{ html }`: a story's page,
 * drawn by the site's own story page from the draft, whatever the story's status or date, so the
 * owner sees a draft as it will be. Nothing is stored or published and no page is written: the
 * draft's other stories stay as they are, and the answer goes to the signed-in owner only. A draft
 * the rules refuse is answered 422 with its issues, as Check does.
 */
export async function storyPagePreview(
  c: Context,
  body: z.infer<typeof storyPagePreviewBody>,
  publisher: Pick<ContentPublisher, 'validate'>,
  render: RenderStoryPage,
) {
  const checked = publisher.validate(body.content);
  if (!checked.ok) return c.json({ ok: false, issues: checked.issues }, 422);
  const html = await render(checked.content, body.slug, body.theme);
  if (html === undefined) return c.json({ error: `No story has the address "${body.slug}".` }, 404);
  return c.json({ ok: true, html });
}
