import { loadServerConfig } from '../config';
import { openSiteStores } from '../database/open-site-stores';
import { createLeadApiOn, type SitePages } from '../lead-api';
import { createTelemetryApiOn } from '../telemetry-api';

/**
 * One site server's lead API and telemetry, opened the way `index.ts` opens them: `env` parsed by
 * the server's configuration (its data folder is `dataDir`), the stores from `openSiteStores`.
 * Tests use this instead of wiring stores by hand, so they meet the server's own defaults.
 */
export async function openSiteInstance(env: Record<string, string>, dataDir: string, site: SitePages = {}) {
  const config = loadServerConfig(env, { dataDir, cwd: dataDir });
  const stores = await openSiteStores(config.database);
  const leads = createLeadApiOn(config, stores.leads, site);
  const telemetry = createTelemetryApiOn(config, stores.telemetry);
  return {
    config,
    stores,
    leads,
    telemetry,
    /** In the server's order: the lead API (and a shared pool), telemetry, then the site file. */
    close: () => leads.close().finally(() => telemetry.close().finally(() => stores.close())),
  };
}
