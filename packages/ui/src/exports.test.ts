import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

describe('package exports', () => {
  it('has one subpath per component folder and no barrel (run scripts/sync-exports.mjs after adding one)', () => {
    const folders = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'internal' && existsSync(join(root, 'src', d.name, 'index.ts')))
      .map((d) => `./${d.name}`)
      .sort();
    const subpaths = Object.keys(pkg.exports).filter((key) => key !== './styles.css' && key !== './package.json');
    expect(subpaths.sort()).toEqual(folders);
    expect(pkg.exports['.']).toBeUndefined();
  });
});
