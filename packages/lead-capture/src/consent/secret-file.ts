import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The signing secret kept next to the leads database when none is configured: generated once
 * (32 random bytes), then read back on every start, so a restart keeps issued form tokens and
 * confirmation links valid. Created with mode 0600 and `wx`, so two processes starting at once
 * end up with the same secret. For development and single-machine setups; production sets
 * `LEADS_SIGNING_SECRET` instead.
 */
export function loadOrCreateSecretFile(path: string): string {
  const read = () => readFileSync(path, 'utf8').trim();
  try {
    const existing = read();
    if (existing.length >= 16) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
