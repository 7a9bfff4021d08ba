/**
 * Screenshots for looking at what we build: every page at phone (390 px) and
 * desktop (1280 px) widths, in the light and the dark theme (the system's setting, which the
 * site follows by default), plus the open mobile menu. Needs a running server:
 *   pnpm --filter @rooted/site start &  pnpm --filter @rooted/site screenshots [path...]
 * Output: apps/site/test-results/screenshots/*.png (git-ignored).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';
import { mkdir } from 'node:fs/promises';

const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/privacy', '/docs', '/startup-mentorship', '/no-such-page'];
const out = 'test-results/screenshots';

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] });
for (const [width, colorScheme] of [390, 1280].flatMap((w) =>
  (['light', 'dark'] as const).map((c) => [w, c] as const),
)) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
    await page.screenshot({ path: `${out}/${name}-${width}-${colorScheme}.png`, fullPage: true });
  }
  if (width < 600) {
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Menu' }).click();
    // The sheet is loaded on demand and then slides in; a fixed wait caught it half-way on a busy
    // machine. Wait for the dialog, then for every animation and transition to have finished.
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: `${out}/menu-open-${width}-${colorScheme}.png` });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
