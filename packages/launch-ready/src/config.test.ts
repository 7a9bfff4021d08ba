import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempProject } from './test-support/cli';

const VALID =
  'OMNISEND_API_KEY=omni_test_key_1234567890\nOMNISEND_BRAND_ID=brand_123456\nVITE_SITE_URL=https://rooted.example\n';

/** A TS config importing the real package source, the way the site's readiness.config.ts would. */
const tsConfig = (body: string) => `import { defineReadiness, longerThan } from '@rooted/readiness';
import { DEFAULT_CHECKLIST } from '@rooted/readiness/spec';
export default defineReadiness({ checklist: [...DEFAULT_CHECKLIST], variables: [${body}] });
`;

// Loading a TypeScript config transforms it with jiti first: seconds on a busy machine, not the default 5.
describe('config loading', { timeout: 30_000 }, () => {
  it('with no config, the default spec is used', async () => {
    const result = await runCli(['doctor'], { cwd: tempProject() });
    expect(result.stdout).toContain('Config   none found; using the default spec (@rooted/readiness/spec)');
  });

  it('package.json#readiness partial config overrides minScore and sign-offs', async () => {
    const cwd = tempProject({
      '.env': VALID,
      'package.json': JSON.stringify({
        name: 'x',
        readiness: { minScore: 100, signoffs: { 'legal-pages': { by: 'ops', date: '2026-01-01' } } },
      }),
    });
    const report = JSON.parse((await runCli(['--json'], { cwd })).stdout);
    expect(report.minScore).toBe(100);
    expect(report.checklist.find((i: { id: string }) => i.id === 'legal-pages').status).toBe('complete');
  });

  it('readiness.config.json wins over package.json and is found from a subfolder', async () => {
    const cwd = tempProject({
      '.env': VALID,
      'readiness.config.json': '{"minScore": 70}',
      'package.json': '{"readiness": {"minScore": 80}}',
    });
    mkdirSync(join(cwd, 'sub'));
    writeFileSync(join(cwd, 'sub', '.env'), VALID);
    const report = JSON.parse((await runCli(['--json', '--cwd', 'sub'], { cwd })).stdout);
    expect(report.minScore).toBe(70);
  });

  it('loads a TypeScript config with jiti', async () => {
    const cwd = tempProject({
      '.env': 'ONLY_KEY=abc\n',
      'readiness.config.ts': tsConfig(
        "{ key: 'ONLY_KEY', required: true, description: 'd', category: 'custom', validator: longerThan(2) }",
      ),
    });
    const result = await runCli(['--json'], { cwd });
    const report = JSON.parse(result.stdout);
    expect(report.variables.map((v: { key: string }) => v.key)).toEqual(['ONLY_KEY']);
    expect(report.ready).toBe(true);
  });

  it.each([
    [
      'a secret with the VITE_ prefix',
      tsConfig(
        "{ key: 'VITE_API_SECRET', exposure: 'secret', required: true, description: 'd', category: 'c', validator: longerThan(1) }",
      ),
      'VITE_API_SECRET is declared secret but has the VITE_ prefix',
    ],
    [
      'duplicate keys',
      tsConfig(
        "{ key: 'A', required: true, description: 'd', category: 'c', validator: longerThan(1) }, { key: 'A', required: true, description: 'd', category: 'c', validator: longerThan(1) }",
      ),
      'Duplicate variable key in spec: A',
    ],
    ['a syntax error', 'export default {', 'Could not load config'],
  ])('%s exits 2', async (_name, text, message) => {
    const cwd = tempProject({ 'readiness.config.ts': text });
    const result = await runCli([], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('accepts a named `config` export as well as a default export', async () => {
    const cwd = tempProject({
      '.env': VALID,
      'readiness.config.mjs': 'export const config = { minScore: 75 };\n',
    });
    const report = JSON.parse((await runCli(['--json'], { cwd })).stdout);
    expect(report.minScore).toBe(75);
  });

  it('unknown keys in a JSON config, or a missing --config file, exit 2', async () => {
    const bad = await runCli([], { cwd: tempProject({ 'readiness.config.json': '{"minscore": 80}' }) });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('has unknown keys: minscore');
    expect((await runCli(['--config', 'missing.json'])).code).toBe(2);
  });
});
