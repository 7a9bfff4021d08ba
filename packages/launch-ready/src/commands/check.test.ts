import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_ENV, READY_ENV, runCli, tempProject } from '../test-support/cli';

const VALID =
  'OMNISEND_API_KEY=omni_test_key_1234567890\nOMNISEND_BRAND_ID=brand_123456\nVITE_SITE_URL=https://rooted.example\n';
const ALL_SET = `${VALID}VITE_GA_MEASUREMENT_ID=G-ABCDEFGHI\nVITE_ENABLE_ANALYTICS=true\nVITE_ENABLE_ERROR_TRACKING=true\nVITE_ENABLE_PERFORMANCE_MONITORING=true\n`;

describe('launch-ready check (in-process)', () => {
  it('exit 0 when ready, 1 when not, with decidedBy and sources in the JSON envelope', async () => {
    const ready = await runCli(['--json', '--no-dotenv', '--env-file', READY_ENV]);
    expect(ready.code).toBe(0);
    const report = JSON.parse(ready.stdout);
    expect(report).toMatchObject({
      schemaVersion: 1,
      ready: true,
      exitCode: 0,
      decidedBy: null,
      mode: 'production',
      generatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(report.sources).toHaveLength(1);
    expect(report.sources[0].loaded).toBe(true);

    const broken = await runCli(['--json', '--no-dotenv', '--env-file', BROKEN_ENV]);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ ready: false, exitCode: 1, decidedBy: 'issues' });
  });

  it('--fail-on warning fails on warnings only; --fail-on none always exits 0', async () => {
    const cwd = tempProject({ '.env': VALID });
    expect((await runCli([], { cwd })).code).toBe(0);
    const strict = await runCli(['--fail-on', 'warning', '--json'], { cwd });
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout).decidedBy).toBe('warnings');
    expect((await runCli(['--fail-on', 'warning'], { cwd: tempProject({ '.env': ALL_SET }) })).code).toBe(0);
    expect((await runCli(['--fail-on', 'none', '--env-file', BROKEN_ENV])).code).toBe(0);
  });

  it('a score below --min-score decides by score; lowering it is shown', async () => {
    const cwd = tempProject({ '.env': VALID });
    const high = await runCli(['--min-score', '100'], { cwd });
    expect(high.code).toBe(0);
    expect(high.stdout).toContain('Score 100% (2/2 required valid) · min 100% · READY');
    const low = await runCli(['--min-score', '50', '--json'], {
      cwd: tempProject({ '.env': 'OMNISEND_API_KEY=omni_test_key_1234567890\n' }),
    });
    expect(JSON.parse(low.stdout)).toMatchObject({ minScore: 50, decidedBy: 'issues' });
  });

  it('RDY001: --mode development blocks a perfect environment', async () => {
    const result = await runCli(['--mode', 'development'], { cwd: tempProject({ '.env': ALL_SET }) });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('RDY001');
  });

  it('mode comes from NODE_ENV when --mode is absent, else production', async () => {
    const fromEnv = await runCli(['--json'], { env: { NODE_ENV: 'staging' } });
    expect(JSON.parse(fromEnv.stdout).mode).toBe('staging');
    expect(JSON.parse((await runCli(['--json'])).stdout).mode).toBe('production');
  });

  it('usage errors exit 2: missing --env-file, bad --min-score, bad --cwd, unknown flag', async () => {
    const missing = await runCli(['--env-file', 'nope.env']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('launch-ready: --env-file not found:');
    expect((await runCli(['--min-score', '-1'])).code).toBe(2);
    expect((await runCli(['--cwd', 'does/not/exist'])).code).toBe(2);
    expect((await runCli(['--bogus'])).code).toBe(2);
  });

  it('an internal failure exits 3, never 0', async () => {
    const result = await runCli([], { stdoutThrows: true });
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('launch-ready: internal error: stdout closed\n');
  });

  it('--report writes extra files even when not ready', async () => {
    const cwd = tempProject();
    const result = await runCli(
      ['--env-file', BROKEN_ENV, '--report', 'junit=out/r.xml', '--report', 'sarif=r.sarif'],
      { cwd },
    );
    expect(result.code).toBe(1);
    expect(readFileSync(join(cwd, 'out/r.xml'), 'utf8')).toContain('<testsuites name="launch-ready"');
    expect(JSON.parse(readFileSync(join(cwd, 'r.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('--json puts only the JSON document on stdout', async () => {
    const result = await runCli(['--json', '-v', '--report', 'markdown=r.md'], { cwd: tempProject({ '.env': VALID }) });
    expect(() => JSON.parse(result.stdout)).not.toThrow();
    expect(result.stderr).toContain('launch-ready: mode production (from default)');
  });

  it('-q prints issues only; -v adds passed checks and env sources', async () => {
    const cwd = tempProject({ '.env': VALID });
    expect((await runCli(['-q'], { cwd })).stdout).toBe('');
    const verbose = (await runCli(['-v'], { cwd })).stdout;
    expect(verbose).toContain('Passed (3)');
    expect(verbose).toContain('  loaded  .env');
    expect(verbose).toContain('  absent  .env.production.local');
  });

  it('GitHub Actions + pretty: masks first, annotations, and the step summary', async () => {
    const cwd = tempProject({ '.env': 'OMNISEND_API_KEY=your_omnisend_api_key\nOMNISEND_BRAND_ID=brand_123456\n' });
    const summary = join(cwd, 'summary.md');
    writeFileSync(summary, '');
    const result = await runCli([], { cwd, env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary } });
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('::add-mask::your_omnisend_api_key');
    expect(lines[1]).toBe('::add-mask::brand_123456');
    expect(result.stdout).toContain(
      '::error file=.env,line=1,title=RDY012 OMNISEND_API_KEY::OMNISEND_API_KEY equals its placeholder',
    );
    expect(result.stdout).toContain('::error title=RDY010 VITE_SITE_URL::VITE_SITE_URL is not set');
    expect(existsSync(summary) && readFileSync(summary, 'utf8')).toContain('## Launch readiness: ❌ NOT READY');
  });

  it('colour: only with a TTY or FORCE_COLOR, never with NO_COLOR or --no-color', async () => {
    const cwd = tempProject({ '.env': VALID });
    expect((await runCli([], { cwd, isTTY: false })).stdout).not.toContain('\x1b[');
    expect((await runCli([], { cwd, isTTY: true })).stdout).toContain('\x1b[');
    expect((await runCli([], { cwd, isTTY: false, env: { FORCE_COLOR: '1' } })).stdout).toContain('\x1b[');
    expect((await runCli([], { cwd, isTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\x1b[');
    expect((await runCli(['--no-color'], { cwd, isTTY: true, env: { FORCE_COLOR: '1' } })).stdout).not.toContain(
      '\x1b[',
    );
  });

  it('-h and -V', async () => {
    expect((await runCli(['-h'])).stdout).toContain('Usage\n  launch-ready [check] [flags]');
    expect((await runCli(['-V'])).stdout).toBe('0.1.0\n');
  });
});
