import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempProject } from '../test-support/cli';

describe('list, explain, init, doctor', () => {
  it('list --json matches the reviewed snapshot (any rule change shows up as a diff)', async () => {
    const result = await runCli(['list', '--json']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.stdout);
    expect(data.variables).toHaveLength(7);
    expect(data.checklist).toHaveLength(13);
    await expect(result.stdout).toMatchFileSnapshot('./__snapshots__/list.json');
  });

  it('list prints a readable catalogue', async () => {
    const { stdout } = await runCli(['list']);
    expect(stdout).toContain('RDY031  warning (off) Generic placeholder value');
    expect(stdout).toContain('  4  readiness-score          Environment score at least 90');
  });

  it('explain covers keys, rules and items; unknown subjects exit 2', async () => {
    const key = await runCli(['explain', 'OMNISEND_API_KEY']);
    expect(key.stdout).toContain('OMNISEND_API_KEY — variable (required, secret, email)');
    expect(key.stdout).toContain("Check:  not the placeholder 'your_omnisend_api_key' and needs more than 10");
    const rule = await runCli(['explain', 'rdy030']);
    expect(rule.stdout).toContain('RDY030 — Secret with public prefix (error)');
    expect(rule.stdout).toContain('Docs:   https://vite.dev/guide/env-and-mode');
    const item = await runCli(['explain', 'seo-assets']);
    expect(item.stdout).toContain('seo-assets — Sitemap, robots.txt and metadata in place (checklist, phase 4, seo)');
    expect((await runCli(['explain', 'NOPE'])).code).toBe(2);
    expect((await runCli(['explain'])).code).toBe(2);
  });

  it('init writes placeholders, never current values, and needs --force to overwrite', async () => {
    const cwd = tempProject({ '.env': 'OMNISEND_API_KEY=omni_real_looking_value_123\n' });
    expect((await runCli(['init'], { cwd, env: { OMNISEND_BRAND_ID: 'brand_from_env' } })).code).toBe(0);
    const text = readFileSync(join(cwd, '.env.example'), 'utf8');
    expect(text).toContain(
      '# Omnisend API key used by the server to deliver leads. (required, secret, email)\nOMNISEND_API_KEY=your_omnisend_api_key\n',
    );
    expect(text).toContain('VITE_SITE_URL=https://rootedventures.example');
    expect(text).not.toContain('omni_real_looking_value_123');
    expect(text).not.toContain('brand_from_env');
    writeFileSync(join(cwd, '.env.example'), 'mine');
    expect((await runCli(['init'], { cwd })).code).toBe(2);
    expect(readFileSync(join(cwd, '.env.example'), 'utf8')).toBe('mine');
    expect((await runCli(['init', '--force'], { cwd })).code).toBe(0);
  });

  it('doctor shows mode source, env files in order and key origins by name', async () => {
    const cwd = tempProject({ '.env': 'OMNISEND_API_KEY=omni_test_key_1234567890\n', '.env.staging': 'X=1\n' });
    const result = await runCli(['doctor'], {
      cwd,
      env: { NODE_ENV: 'staging', VITE_SITE_URL: 'https://rooted.example' },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Mode     staging (from NODE_ENV)');
    expect(result.stdout).toContain(
      '  loaded  .env\n  absent  .env.local\n  loaded  .env.staging\n  absent  .env.staging.local\n  always  process environment',
    );
    expect(result.stdout).toMatch(/OMNISEND_API_KEY +\.env:1/);
    expect(result.stdout).toMatch(/VITE_SITE_URL +process\.env/);
    expect(result.stdout).toMatch(/OMNISEND_BRAND_ID +not set/);
  });
});
