import { SERVER_VARIABLES } from '@rooted/readiness/server-env';
import { describe, expect, it } from 'vitest';
import { CANARY, runCli, tempProject } from '../test-support/cli';

const GOOD = [
  'PORT=8080',
  'ALLOWED_ORIGINS=https://rooted.example',
  'DATABASE_URL=postgres://site:pw@db.internal:5432/site',
  'LEADS_SIGNING_SECRET=a-signing-secret-0123456789',
  'OMNISEND_API_KEY=omnisend-live-key-0123',
  '',
].join('\n');

describe('launch-ready check --server-env', () => {
  it('passes a file the server would start with, and ignores the shell it runs in', async () => {
    const cwd = tempProject({ 'server.env': GOOD });
    const result = await runCli(['check', '--server-env', 'server.env'], { cwd, env: { PORT: 'not-a-port' } });
    expect(result.code).toBe(0);
    // Counted against the server's own table, so a variable added to it does not break this test.
    expect(result.stdout).toContain(
      `The server would start: 5 of ${SERVER_VARIABLES.length} server variables set, all valid.`,
    );
  });

  it('warns when TRUST_PROXY is set without the site’s https address, and not with it', async () => {
    const bare = await runCli(['check', '--server-env', 'server.env'], {
      cwd: tempProject({ 'server.env': 'TRUST_PROXY=true\n' }),
    });
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain(
      'warning: TRUST_PROXY is set without an https PUBLIC_URL or ALLOWED_ORIGINS: set only when the proxy is the only way to reach the server',
    );
    const named = await runCli(['check', '--server-env', 'server.env'], {
      cwd: tempProject({ 'server.env': 'TRUST_PROXY=1\nPUBLIC_URL=https://rooted.example\n' }),
    });
    expect(named.stdout).not.toContain('warning');
    const plain = await runCli(['check', '--server-env', 'server.env'], {
      cwd: tempProject({ 'server.env': 'TRUST_PROXY=2\nALLOWED_ORIGINS=http://rooted.example\n' }),
    });
    expect(plain.stdout).toContain('warning: TRUST_PROXY');
  });

  it('lists every problem with where it was set, exits 1, and never prints a value', async () => {
    const cwd = tempProject({
      'server.env': [
        'PORT=99999',
        `OMNISEND_API_KEY=${CANARY.slice(0, 8)}`,
        'TRUST_PROXY=sometimes',
        `DATABASE_URL=mysql://u:${CANARY}@db/site`,
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', '--server-env', 'server.env'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('The server would refuse to start: 5 problems.');
    expect(result.stdout).toContain('  PORT must be from 0 to 65535  (server.env:1)');
    expect(result.stdout).toContain(
      '  TRUST_PROXY must be loopback, true, false or a whole number of proxy hops  (server.env:3)',
    );
    expect(result.stdout).toContain('  DATABASE_URL must start with postgres:// or postgresql://  (server.env:4)');
    expect(result.stdout).toContain('  LEADS_SIGNING_SECRET is needed with DATABASE_URL');
    expect(result.stdout).toMatch(/ {2}OMNISEND_API_KEY length 8, needs more than 10 {2}\(server\.env:2\)/);
    expect(result.stdout).not.toContain(CANARY.slice(0, 8));
  });

  it('answers in JSON with --json, lets a later file win, and exits 2 for a missing file', async () => {
    const cwd = tempProject({
      'base.env': 'TELEMETRY_RETENTION_DAYS=0\nLEADS_POW_PREFIX=0x\n',
      'override.env': 'LEADS_POW_PREFIX=00\n',
    });
    const json = await runCli(['check', '--server-env', 'base.env', '--server-env', 'override.env', '--json'], { cwd });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      ok: false,
      checked: 2,
      problems: [{ key: 'TELEMETRY_RETENTION_DAYS', problem: 'must be at least 1', at: 'base.env:1' }],
      warnings: [],
    });
    const missing = await runCli(['check', '--server-env', 'nowhere.env'], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--server-env file not found');
  });
});
