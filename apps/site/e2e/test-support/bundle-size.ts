import type { Page } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
export const clientDir = join(siteDir, 'dist/client');

/** Issue #10's budgets: a route's JS before hydration at most 1.1 × the floor below, its CSS at most 20 KB. */
export const JS_BUDGET_FACTOR = 1.1;
export const CSS_BUDGET_BYTES = 20 * 1024;

/** The JS budget in gzip bytes for a measured floor: the one number the test and the report compare against. */
export const jsBudgetBytes = (floorBytes: number) => Math.round(floorBytes * JS_BUDGET_FACTOR);

/** The contents of every `<style>` element in an HTML document, in order. */
export const inlineStyles = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');

/** Gzip size (level 9) of a built file, in bytes: the unit our budgets are written in. */
export async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).byteLength;
}

/**
 * Builds the floor app (React 19 + the react-router data router, nothing else)
 * with this repo's Vite and returns its JavaScript size in gzip bytes.
 */
export async function measureFloorBytes(outDir: string): Promise<number> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    root: join(siteDir, 'e2e/floor'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  let total = 0;
  for (const file of await readdir(assets)) if (file.endsWith('.js')) total += await gzipSize(join(assets, file));
  return total;
}

/** What a route needs before it is hydrated: gzip bytes of its JS files and of its CSS (inline and files). */
export interface InitialBytes {
  jsBytes: number;
  cssBytes: number;
}

/**
 * Loads `url`, waits for hydration and sums the built files requested before hydration committed
 * (the `rooted:hydrated` mark); lazy code fetched afterwards does not count. Shared by the budget
 * test, which enforces the limits, and `pnpm bench`, which reports the numbers.
 */
export async function initialBytes(page: Page, url: string): Promise<InitialBytes> {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  // The inline CSS is read from the served HTML, not the live DOM: code loaded after hydration
  // (sonner's toaster) injects its own <style> into the head, which the first render never needed.
  const html = await response.text();
  const inlineCss = inlineStyles(html).join('\n');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= (performance.getEntriesByName('rooted:hydrated')[0]?.startTime ?? Infinity))
      .map((entry) => new URL(entry.name).pathname),
  );
  const assets = [...new Set(resources.filter((path) => path.startsWith('/assets/')))];
  let jsBytes = 0;
  let cssBytes = gzipSync(inlineCss, { level: 9 }).byteLength;
  for (const asset of assets) {
    if (asset.endsWith('.js')) jsBytes += await gzipSize(join(clientDir, asset));
    if (asset.endsWith('.css')) cssBytes += await gzipSize(join(clientDir, asset));
  }
  return { jsBytes, cssBytes };
}
