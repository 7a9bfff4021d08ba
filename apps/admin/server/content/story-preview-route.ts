import { bodyLimit, validBody } from '@rooted/server-kit';
import { STORY_BODY_MAX } from '@rooted/site-content';
import { Hono } from 'hono';
import { z } from 'zod';
import { absent } from './content-routes';

/**
 * Largest preview request: a story body at its longest, even if every character were sent as a
 * six-byte JSON escape, fits with room.
 */
const MAX_PREVIEW_BYTES = STORY_BODY_MAX * 6 + 1024;

const previewBody = z.object({ markdown: z.string().max(STORY_BODY_MAX) });

/**
 * `POST /preview { markdown }` → `{ html }`, at `/api/admin/stories`: a story body as its page will
 * show it, from the same renderer and sanitiser the pages use, so the owner sees what visitors will
 * (a typed `<script>` shown as text, a `javascript:` link gone). The editor has no Markdown parser
 * of its own. Mounted behind the owners' session, origin and CSRF check; nothing is stored.
 */
export function storiesRoom(renderStoryMarkdown: ((markdown: string) => string) | undefined) {
  return new Hono().post(
    '/preview',
    absent(renderStoryMarkdown !== undefined),
    bodyLimit({ maxBytes: MAX_PREVIEW_BYTES }),
    validBody('json', previewBody),
    (c) => c.json({ html: renderStoryMarkdown!(c.req.valid('json').markdown) }),
  );
}
