import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The two fonts visible above the fold on every page: body text and headings (latin subset). */
const PRELOAD_FONTS = [/^inter-latin-wght-normal-[\w-]+\.woff2$/, /^fraunces-latin-wght-normal-[\w-]+\.woff2$/];

/**
 * Prepares the built index.html before pages are rendered into it:
 * - the stylesheet is inlined, so first paint needs no second round trip (the
 *   whole Tailwind build is a few KB compressed and every page uses most of it);
 * - the two above-the-fold fonts are preloaded, so text does not swap late.
 * Both keep the Content-Security-Policy intact: inline styles are allowed, scripts are not.
 */
export async function prepareTemplate(template: string, clientDir: string): Promise<string> {
  const assets = await readdir(join(clientDir, 'assets'));
  const preloads = PRELOAD_FONTS.map((pattern) => {
    const file = assets.find((name) => pattern.test(name));
    if (!file) throw new Error(`No built font matches ${pattern}; did the font packages change?`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  });

  let html = template;
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length === 0) throw new Error('The built index.html links no stylesheet to inline.');
  for (const [tag, href] of links) {
    const css = await readFile(join(clientDir, href!), 'utf8');
    html = html.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html.replace('<!--app-head-->', `${preloads.join('\n    ')}\n    <!--app-head-->`);
}
