import { Hono } from 'hono';
import { z } from 'zod';
import type { BackupStatusSource } from './backups';
import { siteHealth, type SiteHealthSources } from './site-health';

/** The longest period the Health section draws, in days (telemetry keeps 90 by default). */
export const MAX_HEALTH_DAYS = 90;

const query = z.object({
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${MAX_HEALTH_DAYS}` })
    .int({ error: `days must be a whole number from 1 to ${MAX_HEALTH_DAYS}` })
    .min(1, { error: `days must be a whole number from 1 to ${MAX_HEALTH_DAYS}` })
    .max(MAX_HEALTH_DAYS, { error: `days must be a whole number from 1 to ${MAX_HEALTH_DAYS}` })
    .default(30),
});

/**
 * `GET /site-health?days=30`: the Health section's pictures, and `GET /backups`: the backups'
 * state, from the site (404 when this server keeps none). The owner's route map mounts it with the
 * desk (`/api/admin/desk/…`), behind the owners' session check.
 */
export function healthRoom(
  sources: SiteHealthSources & { backups?: BackupStatusSource | undefined },
  now: () => number = Date.now,
) {
  return new Hono()
    .get('/backups', async (c) => {
      const status = await sources.backups?.();
      return status ? c.json(status) : c.json({ error: 'This server keeps no backups.' }, 404);
    })
    .get('/site-health', async (c) => {
      const parsed = query.safeParse({ days: c.req.query('days') });
      if (!parsed.success) return c.json({ error: parsed.error.issues.map((issue) => issue.message).join('; ') }, 400);
      return c.json(await siteHealth(sources, now(), parsed.data.days));
    });
}
