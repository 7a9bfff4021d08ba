import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS } from './args';
import { CANARY, runCli, tempProject } from './test-support/cli';

/** The canary as a valid secret, an invalid server value, and a public-prefixed secret, all from files. */
const ENV = `OMNISEND_API_KEY=${CANARY}\nOMNISEND_BRAND_ID=${CANARY.slice(0, 5)}\nVITE_OMNISEND_API_KEY=${CANARY}\nVITE_SITE_URL=https://rooted.example\n`;

describe('secret redaction', () => {
  it.each(FORMATS)('%s output and stderr never contain the canary', async (format) => {
    const cwd = tempProject({ '.env': ENV });
    const result = await runCli(['--format', format, '-v', '--report', `${format}=out.${format}`], { cwd });
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain(CANARY);
    expect(result.stdout).not.toContain(CANARY.slice(0, 5));
    expect(result.stderr).not.toContain(CANARY);
    expect(readFileSync(join(cwd, `out.${format}`), 'utf8')).not.toContain(CANARY);
  });

  it('doctor prints names and origins only', async () => {
    const result = await runCli(['doctor'], { cwd: tempProject({ '.env': ENV }), env: { OMNISEND_BRAND_ID: CANARY } });
    expect(result.stdout + result.stderr).not.toContain(CANARY);
    expect(result.stdout).toContain('OMNISEND_API_KEY');
  });

  it('in GitHub Actions the canary appears only in ::add-mask:: lines, before anything else', async () => {
    const result = await runCli([], { cwd: tempProject({ '.env': ENV }), env: { GITHUB_ACTIONS: 'true' } });
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`::add-mask::${CANARY}`);
    expect(lines.filter((l) => l.includes(CANARY.slice(0, 5)))).toEqual([
      `::add-mask::${CANARY}`,
      `::add-mask::${CANARY.slice(0, 5)}`,
    ]);
  });

  it('with --json in GitHub Actions masks go to stderr so stdout stays one JSON document', async () => {
    const result = await runCli(['--json'], { cwd: tempProject({ '.env': ENV }), env: { GITHUB_ACTIONS: 'true' } });
    expect(JSON.parse(result.stdout).ready).toBe(false);
    expect(result.stdout).not.toContain(CANARY);
    expect(result.stderr.split('\n')[0]).toBe(`::add-mask::${CANARY}`);
  });
});
