import { validBody } from '@rooted/server-kit';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AuditAction } from '../desk/desk-store';
import type { ContentPublisher, PublishResult } from './content-publisher';
import { storyPagePreview, storyPagePreviewBody, type RenderStoryPage } from './story-page-preview';

type Env = { Variables: { session: { owner: { email: string } } } };

/** Options of {@link contentRoom}. */
export interface ContentRoomOptions {
  publisher: ContentPublisher;
  /** A story's whole page drawn by the site from a draft, for the story form's Preview; without it there is none. */
  renderStoryPage?: RenderStoryPage | undefined;
  /** Records an owner action in the activity trail (publish, rollback). */
  audit?: ((entry: { owner: string; action: AuditAction; detail: string }) => Promise<void>) | undefined;
}

/** A route a server without its part does not have: answered as any unknown signed-in path is. */
export const absent =
  (present: boolean): MiddlewareHandler =>
  async (c, next) =>
    present ? next() : c.json({ error: 'Not found.' }, 404);

/** A published (or restored) version as the editor is told of it; a refused draft is 422 with its issues. */
const published = (c: Context, result: PublishResult) => {
  if (!result.ok) return c.json({ ok: false as const, issues: result.issues }, 422);
  const { content: _content, ...version } = result.version;
  return c.json(
    { ok: true as const, version, pages: result.pages, ...(result.buildHook ? { buildHook: result.buildHook } : {}) },
    201,
  );
};

/** The editor's requests name their content; what it must look like is the publisher's to say (422). */
const editorBody = z.object({ content: z.unknown() });

/**
 * The site's content and its versions, at `/api/admin/content`: the current document, Check,
 * Publish, a story's page drawn from the draft, and the published versions with rollback.
 */
export function contentRoom({ publisher, renderStoryPage, audit }: ContentRoomOptions) {
  return new Hono<Env>()
    .get('/', async (c) => c.json(await publisher.current()))
    .post('/validate', validBody('json', editorBody), async (c) => {
      const result = publisher.validate(c.req.valid('json').content);
      return result.ok ? c.json({ ok: true as const }) : c.json({ ok: false as const, issues: result.issues }, 422);
    })
    .post('/story-preview', absent(renderStoryPage !== undefined), validBody('json', storyPagePreviewBody), (c) =>
      storyPagePreview(c, c.req.valid('json'), publisher, renderStoryPage!),
    )
    .post('/publish', validBody('json', editorBody), async (c) => {
      const owner = c.get('session').owner.email;
      const result = await publisher.publish(c.req.valid('json').content, owner);
      if (result.ok) await audit?.({ owner, action: 'published', detail: `Published version ${result.version.id}.` });
      return published(c, result);
    })
    .get('/versions', async (c) => c.json({ versions: await publisher.versions.list() }))
    .get('/versions/:id{[0-9]+}', async (c) => {
      const version = await publisher.versions.get(Number(c.req.param('id')));
      return version ? c.json(version) : c.json({ error: 'No such version.' }, 404);
    })
    .post('/versions/:id{[0-9]+}/rollback', async (c) => {
      const owner = c.get('session').owner.email;
      const result = await publisher.rollback(Number(c.req.param('id')), owner);
      if (result?.ok)
        await audit?.({
          owner,
          action: 'rolled-back',
          detail: `Restored version ${c.req.param('id')} as version ${result.version.id}.`,
        });
      return result ? published(c, result) : c.json({ error: 'No such version.' }, 404);
    });
}
