import { existsSync } from 'node:fs';

/**
 * The browser every tool here drives (Playwright, Lighthouse, screenshots). Playwright
 * cannot download browsers on these machines, so Debian's Chromium is used when present;
 * CHROMIUM_PATH overrides, and elsewhere the tools fall back to their own browser.
 */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The browser the Playwright suite drives: Debian's `chromium-headless-shell` when present, the
 * build of Chromium that Playwright itself runs for headless tests. It has no browser UI and no
 * display compositor, and on a 2-core machine the same three spec files ran in 94 s with it against
 * 152–167 s with the full browser. Benchmarks, Lighthouse and screenshots keep the full browser
 * (`chromiumPath`): they measure or show what a visitor's Chrome does. CHROMIUM_HEADLESS_SHELL_PATH
 * overrides; without a shell the suite falls back to `chromiumPath`.
 */
export const testBrowserPath: string | undefined =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

/** Flags that keep a sandboxed, offline Chromium quiet: no sandbox, GPU, QUIC or background calls home. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
