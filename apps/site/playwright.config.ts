import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, testBrowserPath } from './chromium';
import { E2E_OMNISEND_KEY, fakeOmnisendPort } from './e2e/test-support/fake-omnisend';
import { E2E_SIGNING_SECRET } from './e2e/test-support/leads';
import { buildFlags, defineBuildFlags } from './scripts/build-flags';
import { loadEnv } from 'vite';

// Some specs import the site's own texts (the legal pages) to compare them with what is served;
// those texts read the build's compile-time flags. Give them the flags the build under test was
// made with, read the way vite.config.ts reads them. The config is loaded by the runner and by
// every worker, so the globals exist wherever a spec runs.
for (const [name, value] of Object.entries(
  defineBuildFlags(buildFlags(loadEnv('production', process.cwd(), 'VITE_'))),
)) {
  (globalThis as Record<string, unknown>)[name] = JSON.parse(value) as unknown;
}

/**
 * End-to-end tests run against the production build served by our own server.
 * The browser is Debian's headless Chromium shell when present (see chromium.ts).
 */
const port = Number(process.env.E2E_PORT ?? 4311);
// Names this run in the runner and in every worker it starts (they inherit its environment).
process.env.E2E_RUN ??= `${process.pid}-${Date.now()}`;

/**
 * Files that run as one long block on one worker (a serial file, or a test of minutes): they are
 * handed out before the rest. Playwright hands out work in the order of its projects, then of file
 * names; a block left for the end of the run keeps one worker busy for minutes while the other has
 * nothing left to do.
 */
const LONG_FIRST = [
  'owner-stories',
  'owner-pages-axe',
  'backup-drill',
  'owner-editor-sections',
  'owner-desk',
  'owner-desk-correction',
  'owner-health',
  'owner-editor-publish',
  'privacy-requests',
  'database-outage',
];
const longFirst = LONG_FIRST.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/test-support/time-reporter.ts']],
  // Generous limits, not timed assertions: on a slow 2-core runner under two workers a page can
  // take several seconds to hydrate, and axe over the whole home page with an overlay open takes
  // tens of seconds. What a test checks never depends on these values.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and DOM snapshots of every action; kept for every test it made
    // the same spec files 65 % slower (155 s against 94 s). In CI a failed test is retried once
    // and the retry is traced; on a developer's machine (no retries) a failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // Two projects of one browser, only so the long files start first (see LONG_FIRST).
  projects: [
    { name: 'chromium', testMatch: longFirst, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: longFirst, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node dist/server/index.js',
      url: `http://127.0.0.1:${port}/healthz`,
      // The lead API delivers to the fake Omnisend below; a fresh outbox file per run.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        OMNISEND_API_KEY: E2E_OMNISEND_KEY,
        OMNISEND_API_URL: `http://127.0.0.1:${fakeOmnisendPort}/v3`,
        LEADS_DB: join(mkdtempSync(join(tmpdir(), 'rooted-e2e-')), 'leads.db'),
        // Known to the specs, so one can sign a genuine but expired confirmation link.
        LEADS_SIGNING_SECRET: E2E_SIGNING_SECRET,
        // A fresh site database too: content an owner published on this machine must not reach the specs.
        SITE_DB: join(mkdtempSync(join(tmpdir(), 'rooted-e2e-')), 'site.db'),
        // A test server makes no backups of its own (into the repository's data folder, mid-run);
        // the backup drill starts its own server with them on.
        BACKUP_SCHEDULE: 'off',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The fake Omnisend from @rooted/omnisend (built with the site's dependencies); e2e specs read
      // what reached it from /_admin/contacts and /_admin/requests.
      command: `node ../../packages/omnisend/bin/fake-omnisend.js --port ${fakeOmnisendPort} --key ${E2E_OMNISEND_KEY}`,
      url: `http://127.0.0.1:${fakeOmnisendPort}/_admin/switches`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
