import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { BROKEN_ENV, FIXTURES, READY_ENV, spawnCli, tempProject } from './test-support/cli';

const SITE = resolve(FIXTURES, '..');

// Each test starts the CLI as a real process, up to four in a row. On a busy 2-core CI machine
// one start took over a second, so vitest's 5 s default failed a passing test.
describe('launch-ready as a real process', { timeout: 90_000 }, () => {
  it('the ready fixture exits 0', async () => {
    const result = await spawnCli(['--cwd', SITE, '--no-dotenv', '--env-file', READY_ENV]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Score 100% (2/2 required valid) · min 90% · READY');
  });

  it('the broken fixture exits 1 naming RDY011/RDY012 and the keys', async () => {
    const result = await spawnCli(['--cwd', SITE, '--no-dotenv', '--env-file', BROKEN_ENV]);
    expect(result.code).toBe(1);
    for (const text of [
      'RDY012',
      'RDY011',
      'OMNISEND_API_KEY',
      'OMNISEND_BRAND_ID',
      'VITE_SITE_URL',
      'VITE_ENABLE_ANALYTICS',
    ]) {
      expect(result.stdout).toContain(text);
    }
    expect(result.stdout).toContain('NOT READY');
  });

  it('--json stdout parses; piped (non-TTY) and NO_COLOR output has no ANSI codes', async () => {
    const json = await spawnCli(['--json', '--no-dotenv', '--env-file', READY_ENV]);
    expect(JSON.parse(json.stdout).ready).toBe(true);
    const piped = await spawnCli(['--no-dotenv', '--env-file', BROKEN_ENV]);
    expect(piped.stdout).not.toContain('\x1b[');
    const noColor = await spawnCli(['--no-dotenv', '--env-file', BROKEN_ENV], {
      env: { NO_COLOR: '1', FORCE_COLOR: '1' },
    });
    expect(noColor.stdout).not.toContain('\x1b[');
    const forced = await spawnCli(['--no-dotenv', '--env-file', BROKEN_ENV], { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\x1b[');
  });

  it('GITHUB_ACTIONS=true with pretty emits annotations with repo-relative paths', async () => {
    const result = await spawnCli(['--cwd', SITE, '--no-dotenv', '--env-file', BROKEN_ENV], {
      env: { GITHUB_ACTIONS: 'true' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe('::add-mask::your_omnisend_api_key');
    expect(result.stdout).toContain(
      '::error file=apps/site/env-examples/production.broken.env,line=3,title=RDY012 OMNISEND_API_KEY::OMNISEND_API_KEY equals its placeholder',
    );
  });

  it('exit 2 for a missing --env-file and for a bad flag value', async () => {
    const missing = await spawnCli(['--env-file', 'nope.env'], { cwd: tempProject() });
    // Node 20 itself checks every `--env-file` argument, even after the script, and exits 9
    // before launch-ready runs; newer Node leaves it to us (exit 2). Either way CI fails.
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    expect(missing.code).toBe(nodeMajor === 20 ? 9 : 2);
    expect(missing.stderr).toContain('nope.env');
    expect((await spawnCli(['--fail-on', 'maybe'])).code).toBe(2);
  });
});
