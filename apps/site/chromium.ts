import { existsSync } from 'node:fs';

/**
 * The browser every tool here drives (Playwright, Lighthouse, screenshots). Playwright
 * cannot download browsers on these machines, so Debian's Chromium is used when present;
 * CHROMIUM_PATH overrides, and elsewhere the tools fall back to their own browser.
 */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
