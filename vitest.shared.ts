import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Shared vitest fragments. Inside the repo every @rooted package resolves to its
 * TypeScript source through the "@rooted/source" export condition, so tests never
 * need a prior build. Vite replaces its default conditions when `conditions` is
 * set, so the defaults are listed again after ours. Tests sit next to the code they
 * test; shared helpers live in `src/test-support/` (see the root README).
 */
const conditions = ['@rooted/source', 'module', 'browser', 'development|production'];
const ssrConditions = ['@rooted/source', 'module', 'node', 'development|production'];

/**
 * A test's timeout finds a hang; it is not a speed check (speed is measured in `pnpm bench`).
 * Many suites do real I/O: SQLite with fsync, child processes, throwaway PostgreSQL clusters,
 * the built server. On a shared 2-core machine under load (load average 14) tests that take about
 * one second took more than vitest's default 5 s and failed a whole CI run, so the limits here
 * are generous.
 */
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Files share a worker's module graph instead of importing everything again per file: on 2 cores
 * the admin app's 66 files took 43 s instead of 108 s and the site's 69 took 44 s instead of about
 * 145 s, most of the difference being imports, setup and environments done once per file. A test
 * therefore leaves nothing behind that another file could read: stores and servers are opened per
 * test or per file and closed after it, mocks are restored (`restoreMocks`), and the DOM is
 * cleaned up after each test. `vitest run --sequence.shuffle.files` runs the files in another
 * order, to find a file that depends on another one's leftovers.
 */
const sharing = { isolate: false };

/** Tests that run in Node (servers, CLIs, pure logic). */
export const nodeTestConfig = defineConfig({
  resolve: { conditions: ssrConditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['@rooted/source'] } },
  test: {
    environment: 'node',
    ...timeouts,
    ...sharing,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
  },
});

/** Tests of React components and browser-only code, in happy-dom. */
export const domTestConfig = defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['@rooted/source'] } },
  test: {
    environment: 'happy-dom',
    ...timeouts,
    ...sharing,
    setupFiles: [fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url))],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
  },
});
