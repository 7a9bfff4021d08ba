import { Hono } from 'hono';
import type { ServerConfig } from '../config/server-config';
import { backupStatus } from './backup-status';

/**
 * `GET /api/admin/desk/backups`: the last backup (when, how large), and whether the schedule
 * failed or is late, for the owner's Health section. Mounted with the desk, behind the owners'
 * session check. Never names the folder: the owner needs to know whether she is safe, not where
 * the files are.
 */
export function createBackupRoutes(config: ServerConfig, now: () => number = Date.now): Hono {
  const app = new Hono();
  const source =
    config.database.kind === 'postgres'
      ? ({ kind: 'postgres' } as const)
      : ({ kind: 'files', folder: config.backup.dir } as const);
  app.get('/api/admin/desk/backups', async (c) => c.json(await backupStatus(source, now())));
  return app;
}
