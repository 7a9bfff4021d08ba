import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_FILE, keepPreviousAssets } from './keep-assets';

async function clientDir(root: string, name: string, files: string[]): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, 'assets'), { recursive: true });
  for (const file of files) await writeFile(join(dir, 'assets', file), `// ${name} ${file}`);
  return dir;
}

describe('keepPreviousAssets', () => {
  it('copies the last build forward, then the one before it, and records both in the history', async () => {
    const root = await mkdtemp(join(tmpdir(), 'keep-assets-'));
    const first = await clientDir(root, 'first', ['index-1.js', 'react-R.js']);
    await keepPreviousAssets(first, join(root, 'none'), new Date('2026-11-20T10:00:00Z'));
    const second = await clientDir(root, 'second', ['index-2.js', 'react-R.js']);
    expect(await keepPreviousAssets(second, first, new Date('2026-11-21T10:00:00Z'))).toBe(1);
    const third = await clientDir(root, 'third', ['index-3.js', 'react-R.js']);
    expect(await keepPreviousAssets(third, second, new Date('2026-11-22T10:00:00Z'))).toBe(2);

    expect((await readdir(join(third, 'assets'))).sort()).toEqual([
      'index-1.js',
      'index-2.js',
      'index-3.js',
      'react-R.js',
    ]);
    // The kept file is the earlier build's own, not a copy of the new one.
    expect(await readFile(join(third, 'assets', 'index-1.js'), 'utf8')).toBe('// first index-1.js');
    const history = JSON.parse(await readFile(join(third, HISTORY_FILE), 'utf8')) as { builds: { files: string[] }[] };
    expect(history.builds.map((b) => b.files)).toEqual([
      ['index-3.js', 'react-R.js'],
      ['index-2.js', 'react-R.js'],
      ['index-1.js', 'react-R.js'],
    ]);
  });

  it('keeps what it can when the previous directory lacks a file its history lists', async () => {
    const root = await mkdtemp(join(tmpdir(), 'keep-assets-'));
    const previous = await clientDir(root, 'previous', ['index-1.js']);
    const builds = [{ id: 'p', builtAt: '2026-11-20T10:00:00.000Z', files: ['index-1.js', 'gone-1.js'] }];
    await writeFile(join(previous, HISTORY_FILE), JSON.stringify({ builds }));
    const next = await clientDir(root, 'next', ['index-2.js']);
    expect(await keepPreviousAssets(next, previous, new Date('2026-11-21T10:00:00Z'))).toBe(1);
    expect((await readdir(join(next, 'assets'))).sort()).toEqual(['index-1.js', 'index-2.js']);
  });
});
