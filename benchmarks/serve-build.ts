/**
 * Serves this checkout's production build (dist/client) with this checkout's server, as
 * `pnpm start` serves its pages, on PORT (default: any free port), and prints the origin. For
 * compare-builds.ts: each build must be served by its own commit's server (its CSP hash).
 *
 *   PORT=4301 pnpm exec tsx serve-build.ts
 */
import { join } from 'node:path';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { serveSite } from './serve-builds';

const server = await serveSite(join(siteDir, 'dist/client'), Number(process.env.PORT ?? 0));
console.log(server.origin);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
