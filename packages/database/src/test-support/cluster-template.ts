import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** How every test cluster is initialised; part of the template's name, so a change makes a new one. */
export const INITDB_ARGS = ['-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C'];

/**
 * Runs one of PostgreSQL's tools (or `cp`) as the user the clusters belong to: `nobody` when we
 * are root, since initdb refuses to run as root; ourselves otherwise.
 */
export function runAsClusterUser(command: string, args: readonly string[], cwd: string): Buffer {
  return process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'nobody', '--', command, ...args], { stdio: 'pipe', cwd })
    : execFileSync(command, [...args], { stdio: 'pipe', cwd });
}

/**
 * A freshly initialised data folder, copied into `data` (which must not exist). initdb takes
 * seconds (five on a loaded 2-core machine) and twenty-odd test files each start a cluster, while
 * a copy takes a fraction of a second; so initdb runs once per machine and PostgreSQL version into
 * a template under the temporary folder, and every cluster starts from a copy of it. The template
 * is written under a name of its own and renamed into place, so test files starting at once never
 * see half of one.
 */
export function copyFreshDataFolder(bin: string, data: string): void {
  const version = basename(join(bin, '..'));
  const uid = process.getuid?.() ?? 'user';
  const template = join(
    tmpdir(),
    `rooted-pg-template-${version}-${uid}-${Buffer.from(INITDB_ARGS.join(' ')).toString('base64url').slice(0, 16)}`,
  );
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const scratch = mkdtempSync(`${template}.tmp-`);
    if (process.getuid?.() === 0) chownSync(scratch, 65534, 65534);
    try {
      runAsClusterUser(join(bin, 'initdb'), ['-D', join(scratch, 'data'), ...INITDB_ARGS], scratch);
      try {
        renameSync(join(scratch, 'data'), template);
      } catch (error) {
        // Another test file made it first: theirs is as good as ours.
        if (!existsSync(join(template, 'PG_VERSION'))) throw error;
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  // `cp -a` as the clusters' user keeps the owner and the 0700 mode PostgreSQL insists on.
  runAsClusterUser('cp', ['-a', template, data], tmpdir());
}
