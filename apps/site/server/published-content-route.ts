import { Hono } from 'hono';
import { noneMatchHits } from '@rooted/server-kit';
import { contentForVisitors } from '../src/lib/content-store/published-content';
import type { OwnerApi } from '@rooted/admin/server';

/** The public path open tabs check for a publish (src/lib/content-store/published-refresh.ts). */
export const PUBLISHED_CONTENT_PATH = '/api/content';

/** The entity tag of a version: the data file's content before anything is published. */
const etagOf = (version: number | null) => `"content-${version ?? 'build'}"`;

/**
 * `GET /api/content`: the published content and its version, for visitors' open tabs. The same
 * text is in every page's HTML already, so nothing here is private (who published is not said);
 * the stories are left out, drafts included (`contentForVisitors`).
 * `no-cache` with an ETag: a browser or proxy may keep it but must ask again each time, and an
 * unchanged version costs one indexed read of the newest id and an empty 304.
 */
export function createPublishedContentRoute(publisher: Pick<OwnerApi['publisher'], 'current' | 'versions'>): Hono {
  const app = new Hono();
  app.get(PUBLISHED_CONTENT_PATH, async (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    const newest = await publisher.versions.currentId();
    const etag = etagOf(newest);
    c.header('ETag', etag);
    if (noneMatchHits(c.req.header('if-none-match') ?? null, etag)) return c.body(null, 304);
    const { version, content } = await publisher.current();
    // A publish between the two reads: name the version actually sent.
    c.header('ETag', etagOf(version));
    return c.json({ version, content: contentForVisitors(content) });
  });
  return app;
}
