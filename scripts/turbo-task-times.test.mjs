import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const script = new URL('./turbo-task-times.mjs', import.meta.url).pathname;
const task = (taskId, seconds, status = 'MISS') => ({
  taskId,
  cache: { status },
  execution: { startTime: 1_000_000, endTime: 1_000_000 + seconds * 1000 },
});

test('lists the last run summary’s tasks longest first, marks cached ones, and honours a limit', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'turbo-times-'));
  mkdirSync(join(cwd, '.turbo/runs'), { recursive: true });
  const tasks = [task('@rooted/ui#test', 40), task('@rooted/site#test', 310), task('@rooted/database#test', 3, 'HIT')];
  writeFileSync(join(cwd, '.turbo/runs/run.json'), JSON.stringify({ tasks }));
  const all = execFileSync('node', [script], { cwd, encoding: 'utf8' });
  assert.deepEqual(all.trimEnd().split('\n'), [
    '   310 s  @rooted/site#test',
    '    40 s  @rooted/ui#test',
    '     3 s  @rooted/database#test (cached)',
  ]);
  assert.equal(execFileSync('node', [script, '1'], { cwd, encoding: 'utf8' }), '   310 s  @rooted/site#test\n');
});
