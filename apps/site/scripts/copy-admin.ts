/**
 * Copies the owner's app (the build of the `@rooted/admin` workspace) into this build's
 * dist/admin, beside dist/client: the server reads it from there at start-up and hands it out under
 * /admin only to a signed-in owner, and a deploy of apps/site/dist carries it. Turbo builds
 * `@rooted/admin` first (it is a dependency of this workspace); without its build this step stops
 * the site's build rather than ship a server whose /admin is empty.
 */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const adminDist = join(dirname(createRequire(import.meta.url).resolve('@rooted/admin/package.json')), 'dist');
const target = fileURLToPath(new URL('../dist/admin', import.meta.url));

if (!existsSync(join(adminDist, 'index.html'))) {
  console.error(
    `The owner's app is not built (${adminDist}): run \`pnpm turbo run build --filter=@rooted/site\`, which builds it first.`,
  );
  process.exit(1);
}
await rm(target, { recursive: true, force: true });
await cp(adminDist, target, { recursive: true });
