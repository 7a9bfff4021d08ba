#!/usr/bin/env node
/**
 * Prints how long each task of the last `turbo run … --summarize` took, longest first, so a CI log
 * says which package's tests or build the minutes of a stage went to (turbo's own output does not).
 * An optional argument limits the list to that many tasks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.turbo/runs';
const newest = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(dir, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) throw new Error(`No run summary in ${dir}: run turbo with --summarize first.`);

const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
const rows = tasks
  .map((task) => ({
    id: task.taskId,
    seconds: Math.round((task.execution?.endTime - task.execution?.startTime) / 1000),
    cached: task.cache?.status === 'HIT',
  }))
  .filter((row) => Number.isFinite(row.seconds))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, Number(process.argv[2]) || undefined);
for (const row of rows) console.log(`${String(row.seconds).padStart(6)} s  ${row.id}${row.cached ? ' (cached)' : ''}`);
