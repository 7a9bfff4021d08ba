import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { bootScriptTag } from '../src/first-paint/boot-script';

/** The web font visible above the fold on every page: the headings' Fraunces (latin, 600). */
const PRELOAD_FONTS = [/^fraunces-latin-600-normal-[\w-]+\.woff2$/];

/**
 * Prepares the built index.html before pages are rendered into it:
 * - the stylesheet is inlined, so first paint needs no second round trip (the
 *   whole Tailwind build is a few KB compressed and every page uses most of it);
 * - the heading font is preloaded, so headings do not swap late;
 * - the vendor chunk and the entry module are fetched by the boot script once the first
 *   paint is reported, and run once the HTML is parsed (see src/first-paint/boot-script.ts),
 *   instead of by a module script and preloads. The boot script sits at the end of the head,
 *   after the page's own head tags, so it hears of the paint at once and records input from the
 *   first moment the page shows. The CSP allows that one inline script by its hash.
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
  const entries = [...html.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g)];
  if (entries.length !== 1)
    throw new Error(`Expected one entry module script in the built index.html, found ${entries.length}.`);
  const [entryTag, entryUrl] = entries[0]!;
  // Vite preloads the entry's static imports (the vendor chunk) in the head; the boot script
  // starts them after first paint instead, each in a task of its own, before the entry.
  const imports = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
  for (const [tag] of imports) html = html.replace(tag, '');
  const modules = [...imports.map(([, url]) => url!), entryUrl!];
  // A function, not a string: `$'` and the like in the script's text are not replacement patterns.
  html = html.replace(entryTag, '').replace('</head>', () => `  ${bootScriptTag(modules)}\n  </head>`);
  return html.replace('<!--app-head-->', `${preloads.join('\n    ')}\n    <!--app-head-->`);
}
