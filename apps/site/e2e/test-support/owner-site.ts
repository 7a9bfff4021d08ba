import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './bundle-size';
import { extraDist, run, startExtraServer, type ExtraServer } from './extra-site';

const ownerDist = extraDist('owner-site');

export interface OwnerSite extends ExtraServer {
  /** Runs the `site-owner` command against this site's database; returns what it printed. */
  siteOwner(...args: string[]): Promise<string>;
}

/**
 * A copy of the production build for the publishing tests (publishing rewrites the pages of the
 * build it serves, and the other specs share dist/client), started with fresh databases.
 */
export async function startOwnerSite(): Promise<OwnerSite> {
  await rm(ownerDist, { recursive: true, force: true });
  for (const part of ['client', 'ssr', 'server']) await cp(join(siteDir, 'dist', part), join(ownerDist, part), { recursive: true });
  const site = await startExtraServer(ownerDist);
  return {
    ...site,
    siteOwner: async (...args) => (await run('pnpm', ['exec', 'tsx', 'server/admin/site-owner-cli.ts', ...args, '--url', site.origin], { cwd: siteDir, env: site.env })).stdout,
  };
}
