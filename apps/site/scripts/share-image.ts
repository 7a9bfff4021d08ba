/**
 * Renders the site's share image (public/og-image.png, 1200x630, for Open Graph
 * and Twitter cards) and the organisation logo (public/logo.png, 512x512, for the
 * JSON-LD) from HTML with the site's own fonts and brand colours.
 * Run after changing the brand or tagline: `cd apps/site && pnpm exec tsx scripts/share-image.ts`.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContentFile } from '../render/content-files';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const font = async (pkg: string, file: string) =>
  (await readFile(join(root, 'node_modules/@fontsource-variable', pkg, 'files', file))).toString('base64');
const fraunces = await font('fraunces', 'fraunces-latin-wght-normal.woff2');
const inter = await font('inter', 'inter-latin-wght-normal.woff2');
const { company } = await readContentFile();

const SPROUT =
  '<path d="M16 26v-11M16 15c0-5-4-9-10-9 0 5 4 9 10 9zM16 15c0-4 3-8 10-8 0 5-4 8-10 8z" fill="none" stroke="#fbf8f2" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>';

const style = `
  @font-face { font-family: Fraunces; src: url(data:font/woff2;base64,${fraunces}) format('woff2'); font-weight: 100 900; }
  @font-face { font-family: Inter; src: url(data:font/woff2;base64,${inter}) format('woff2'); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: #1d4830; color: #fbf8f2; font-family: Inter; overflow: hidden; position: relative; }
  .glow { position: absolute; right: -180px; top: -220px; width: 640px; height: 640px; border-radius: 50%; background: #235a3a; }
  .glow2 { position: absolute; left: -120px; bottom: -260px; width: 520px; height: 520px; border-radius: 50%; background: #173a27; }
  .card { position: absolute; inset: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 20px; font-family: Fraunces; font-size: 40px; font-weight: 600; }
  .mark { width: 72px; height: 72px; }
  h1 { font-family: Fraunces; font-size: 112px; font-weight: 600; line-height: 1.02; letter-spacing: -1px; }
  p { font-size: 30px; line-height: 1.4; color: #d8ecdd; max-width: 860px; }
  .bar { width: 120px; height: 8px; border-radius: 4px; background: #c2613a; margin-bottom: 28px; }
`;

const card = `<!doctype html><html><head><style>${style}</style></head><body>
  <div class="glow"></div><div class="glow2"></div>
  <div class="card">
    <div class="brand"><svg class="mark" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#235a3a" stroke="#b3d9be" stroke-width="0.6"/>${SPROUT}</svg>${company.name}</div>
    <div><div class="bar"></div><h1>${company.tagline}</h1></div>
    <p>A venture studio and community for entrepreneurs building businesses that put people first.</p>
  </div></body></html>`;

const logo = `<!doctype html><html><head><style>* { margin: 0 } body { width: 512px; height: 512px; }</style></head><body>
  <svg width="512" height="512" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#235a3a"/>${SPROUT}</svg></body></html>`;

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(root, 'public/og-image.png') });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(logo);
await page.screenshot({ path: join(root, 'public/logo.png'), omitBackground: true });
await browser.close();
console.log('wrote public/og-image.png and public/logo.png');
