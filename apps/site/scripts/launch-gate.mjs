#!/usr/bin/env node
/**
 * CI gate for the readiness rules, run as the site's `launch-gate` task: the
 * committed production example must pass `launch-ready check` and the broken
 * one must fail with exit 1, naming every problem. Output is shown as CI would.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../node_modules/@rooted/launch-ready/bin/launch-ready.js', import.meta.url));

function check(envFile, format) {
  const args = [bin, 'check', '--no-dotenv', '--mode', 'production', '--env-file', envFile, '--format', format];
  // Only the fixture speaks: the caller's own OMNISEND_* / VITE_* must not leak in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(OMNISEND_|VITE_)/.test(key)));
  const result = spawnSync(process.execPath, args, { cwd: site, env: { ...env, NO_COLOR: '1' }, encoding: 'utf8' });
  process.stdout.write(
    `\n$ launch-ready check --env-file ${envFile} --format ${format}\n${result.stdout}${result.stderr}`,
  );
  return result;
}

const failures = [];
const ready = check('env-examples/production.ready.env', 'pretty');
if (ready.status !== 0) failures.push(`the ready example exited ${ready.status}, expected 0`);

const broken = check('env-examples/production.broken.env', 'github');
if (broken.status !== 1) failures.push(`the broken example exited ${broken.status}, expected 1`);
const expected = [
  'RDY012 OMNISEND_API_KEY',
  'RDY011 OMNISEND_BRAND_ID',
  'RDY011 VITE_SITE_URL',
  'RDY011 VITE_ENABLE_ANALYTICS',
];
for (const finding of expected) {
  if (!broken.stdout.includes(`title=${finding}::`)) failures.push(`the broken example did not report ${finding}`);
}

if (failures.length) {
  console.error(`\nlaunch gate failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nlaunch gate: ready example passes, broken example fails with every named issue');
