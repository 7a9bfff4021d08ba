import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './bundle-size';
import { buildPages, extraDist, run, startExtraServer, type ExtraServer } from './extra-site';

export const telemetryDist = extraDist('telemetry-build');

/** A measurement id of the right shape that no Google property has; Google's hosts are stubbed anyway. */
export const FAKE_MEASUREMENT_ID = 'G-E2ETEST0001';

/**
 * The build flags of the telemetry build: analytics (with the fake id) and error tracking on,
 * performance monitoring on as in every production build.
 */
export const TELEMETRY_BUILD_ENV = {
  VITE_ENABLE_ANALYTICS: 'true',
  VITE_GA_MEASUREMENT_ID: FAKE_MEASUREMENT_ID,
  VITE_ENABLE_ERROR_TRACKING: 'true',
  VITE_ENABLE_PERFORMANCE_MONITORING: 'true',
  VITE_RELEASE: 'e2e-telemetry',
};

/**
 * Builds the site a second time with analytics and error tracking built in: the pages, and the
 * server (whose CSP then allows Google's hosts). A minute or two on 2 cores.
 */
export async function buildTelemetrySite(): Promise<void> {
  await buildPages(telemetryDist, { env: TELEMETRY_BUILD_ENV });
  await run('pnpm', ['exec', 'tsup', '--out-dir', join(telemetryDist, 'server'), '--silent'], {
    cwd: siteDir,
    env: { ...process.env, ...TELEMETRY_BUILD_ENV, SITE_DIST_DIR: telemetryDist },
  });
}

/** Starts the telemetry build's server with an admin token; `stop()` also removes the build. */
export function startTelemetryServer(adminToken: string): Promise<ExtraServer> {
  return startExtraServer(telemetryDist, { OPERATOR_TOKEN: adminToken });
}

/** Removes the build even when its server never started, so it never reaches a build cache through dist/. */
export const removeTelemetrySite = () => rm(telemetryDist, { recursive: true, force: true });
