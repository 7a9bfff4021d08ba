import { describe, expect, it } from 'vitest';
import { evaluate, type ReadinessReport } from '@rooted/readiness';
import { collectFacts, loadEnvSources } from '@rooted/readiness/node';
import { defaultConfig } from '@rooted/readiness/spec';
import { BROKEN_ENV, NOW, READY_ENV, spawnCli, tempProject } from './test-support/cli';

/** Drops the envelope fields (tool, version, time), which differ by design between the site and the CLI. */
function core(report: ReadinessReport) {
  const { tool: _t, generatedAt: _g, exitCode: _e, decidedBy: _d, sources: _s, ...rest } = report;
  return rest;
}

const EXTRA = tempProject({
  'extra.env':
    'OMNISEND_API_KEY=short\nVITE_SITE_URL=https://localhost.example.com\nVITE_OMNISEND_API_KEY=oops_secret\nVITE_ENABLE_ERROR_TRACKING=TRUE\n',
});

// Each case runs the command as a real process: seconds on a busy machine, not the default 5.
describe('parity: evaluate() and launch-ready --json give identical reports', { timeout: 30_000 }, () => {
  it.each([
    ['ready fixture', READY_ENV, 'production'],
    ['broken fixture', BROKEN_ENV, 'production'],
    ['ready fixture in development', READY_ENV, 'development'],
    ['extra fixture', `${EXTRA}/extra.env`, 'staging'],
  ])('%s', async (_name, file, mode) => {
    const cwd = tempProject();
    const env = loadEnvSources({ cwd, mode, envFiles: [file], dotenv: false, processEnv: {} });
    const library = evaluate(defaultConfig, env.values, {
      mode,
      now: NOW,
      origins: env.origins,
      facts: collectFacts({ cwd }),
    });
    const cli = await spawnCli(['--json', '--mode', mode, '--no-dotenv', '--env-file', file], { cwd });
    expect(cli.code).toBe(library.ready ? 0 : 1);
    expect(core(JSON.parse(cli.stdout))).toEqual(core(library));
  });
});
