import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvFileNotFoundError, loadEnvSources } from './load-env';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'readiness-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

/** Writes KEY into every layer up to `top` (0-based), so the highest written layer should win. */
function layered(top: number) {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local', 'extra-1.env', 'extra-2.env'];
  files
    .slice(0, Math.min(top + 1, files.length))
    .forEach((file, i) => write(file, `# layer ${i}\nOTHER=x\nKEY=layer${i}\n`));
  return ['extra-1.env', 'extra-2.env'].filter((_, i) => top >= 4 + i);
}

describe('loadEnvSources', () => {
  it.each([0, 1, 2, 3, 4, 5])('layer %i beats every layer below it, and its origin is recorded', (top) => {
    const envFiles = layered(top);
    const { values, origins } = loadEnvSources({ cwd: dir, mode: 'production', envFiles, processEnv: {} });
    expect(values.KEY).toBe(`layer${top}`);
    const file = ['.env', '.env.local', '.env.production', '.env.production.local', 'extra-1.env', 'extra-2.env'][top];
    expect(origins.KEY).toEqual({ file, line: 3 });
  });

  it('the real process environment beats every file', () => {
    const envFiles = layered(5);
    const { values, origins } = loadEnvSources({
      cwd: dir,
      mode: 'production',
      envFiles,
      processEnv: { KEY: 'from-process' },
    });
    expect(values.KEY).toBe('from-process');
    expect(origins.KEY).toBe('process.env');
    expect(origins.OTHER).toEqual({ file: 'extra-2.env', line: 2 });
  });

  it('lists sources in precedence order, loaded or absent', () => {
    write('.env', 'A=1\n');
    write('ci.env', 'B=2\n');
    const { sources } = loadEnvSources({ cwd: dir, mode: 'staging', envFiles: ['ci.env'], processEnv: {} });
    expect(sources).toEqual([
      { file: '.env', loaded: true },
      { file: '.env.local', loaded: false },
      { file: '.env.staging', loaded: false },
      { file: '.env.staging.local', loaded: false },
      { file: 'ci.env', loaded: true },
    ]);
  });

  it('--no-dotenv skips .env* files but still loads named env files', () => {
    write('.env', 'A=from-dotenv\n');
    write('ci.env', 'B=from-named\n');
    const { values, sources } = loadEnvSources({
      cwd: dir,
      mode: 'production',
      envFiles: ['ci.env'],
      dotenv: false,
      processEnv: {},
    });
    expect(values).toEqual({ B: 'from-named' });
    expect(sources).toEqual([{ file: 'ci.env', loaded: true }]);
  });

  it('a missing named env file throws EnvFileNotFoundError', () => {
    expect(() => loadEnvSources({ cwd: dir, mode: 'production', envFiles: ['nope.env'], processEnv: {} })).toThrow(
      new EnvFileNotFoundError('nope.env'),
    );
  });

  it('expands ${VAR} like Vite, using process values too, without mutating the given env', () => {
    write('.env', 'HOST=rooted.example\nVITE_SITE_URL=https://${HOST}\nVITE_FROM_PROC=${PROC_VAR}/x\n');
    const processEnv = { PROC_VAR: 'p' };
    const { values } = loadEnvSources({ cwd: dir, mode: 'production', processEnv });
    expect(values.VITE_SITE_URL).toBe('https://rooted.example');
    expect(values.VITE_FROM_PROC).toBe('p/x');
    expect(processEnv).toEqual({ PROC_VAR: 'p' });
  });

  it('records the line of the last assignment and handles export and quotes', () => {
    write('.env', '\n# c\nexport A="one"\nA=two\nB=\'three\'\n');
    const { values, origins } = loadEnvSources({ cwd: dir, mode: 'production', processEnv: {} });
    expect(values).toMatchObject({ A: 'two', B: 'three' });
    expect(origins).toMatchObject({ A: { file: '.env', line: 4 }, B: { file: '.env', line: 5 } });
  });
});
