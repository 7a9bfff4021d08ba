/**
 * How long a publish keeps the owner waiting on this machine, by step: re-rendering every page
 * with new content, then making them servable, the way the server did before (brotli 11 and
 * gzip 9 per page, one after another on the main thread) and the way it does now (only pages
 * whose bytes changed, brotli 5 and gzip 6 on zlib's thread pool, all at once; the best forms
 * follow in the background). Also the bytes each way sends. The build is copied first: rendering
 * writes pages.
 *
 *   pnpm exec tsx publish-time.ts        # median of 5 publishes each way
 *   pnpm exec tsx publish-time.ts 9      # median of 9
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { prerenderPages, SSR_CONTENT } from '../apps/site/render/prerender-pages';
import { swapInPages } from '../apps/site/server/swap-pages';
import { compressForms } from '../apps/site/server/compression';
import { loadStaticFiles, type StaticFile } from '../apps/site/server/static-files';
import { medianOf } from './metrics';

type SiteContent = Parameters<typeof prerenderPages>[0]['content'];

const runs = Number(process.argv[2] ?? 5);
const dist = await mkdtemp(join(tmpdir(), 'publish-time-'));
await cp(join(siteDir, 'dist'), dist, { recursive: true });
const clientDir = join(dist, 'client');
const baseline = JSON.parse(await readFile(join(dist, SSR_CONTENT), 'utf8')) as SiteContent;
const files = await loadStaticFiles(clientDir);
// Every page carries the content, so any edit changes every page: the worst case is the usual one.
const edited = (run: number): SiteContent => ({
  ...baseline,
  company: { ...baseline.company, phone: `+44 20 7946 ${String(1000 + run)}` },
});
const since = (start: number) => performance.now() - start;

const samples = { render: [] as number[], before: [] as number[], now: [] as number[], refined: [] as number[] };
const bytes = { best: { br: 0, gzip: 0 }, quick: { br: 0, gzip: 0 }, pages: 0 };
for (let run = 0; run < runs * 2; run++) {
  let start = performance.now();
  const { written } = await prerenderPages({ distDir: dist, content: edited(run), published: true });
  samples.render.push(since(start));
  if (run % 2 === 0) {
    start = performance.now();
    for (const file of written) await compressForms(await readFile(join(clientDir, file)), 'best'); // one page after another at the best effort, as publishing did
    samples.before.push(since(start));
  } else {
    start = performance.now();
    const result = await swapInPages(files, clientDir, written);
    samples.now.push(since(start));
    const quick = result.swapped.map((file) => files.get(`/${file}`)!);
    start = performance.now();
    await result.refined;
    samples.refined.push(since(start));
    const best = result.swapped.map((file) => files.get(`/${file}`)!);
    const sum = (list: StaticFile[], key: 'br' | 'gzip') =>
      list.reduce((total, file) => total + (file[key]?.byteLength ?? 0), 0);
    bytes.pages = result.swapped.length;
    bytes.quick = { br: sum(quick, 'br'), gzip: sum(quick, 'gzip') };
    bytes.best = { br: sum(best, 'br'), gzip: sum(best, 'gzip') };
  }
}
await rm(dist, { recursive: true, force: true });

const ms = (values: number[]) => `${Math.round(medianOf(values))} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
console.log(`Median of ${runs} publishes each way, ${bytes.pages} pages changed per publish`);
console.log(`| Step | Time |\n|---|---|`);
console.log(`| Re-render every page | ${ms(samples.render)} |`);
console.log(`| Before: brotli 11 + gzip 9, page by page | ${ms(samples.before)} |`);
console.log(`| Now: changed pages only, brotli 5 + gzip 6, in parallel | ${ms(samples.now)} |`);
console.log(`| Now, in the background after the answer: brotli 11 + gzip 9 | ${ms(samples.refined)} |`);
console.log(`\n| Bytes of the ${bytes.pages} pages | brotli | gzip |\n|---|---|---|`);
console.log(`| Best (11 / 9) | ${kb(bytes.best.br)} | ${kb(bytes.best.gzip)} |`);
console.log(`| Quick (5 / 6) | ${kb(bytes.quick.br)} | ${kb(bytes.quick.gzip)} |`);
