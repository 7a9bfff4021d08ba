import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootScriptTag } from '../src/first-paint/boot-script';
import { splitPrintRules } from './print-stylesheet';

/** The web font visible above the fold on every page: the headings' Fraunces (latin, 600). */
const PRELOAD_FONTS = [/^fraunces-latin-600-normal-[\w-]+\.woff2$/];

/**
 * Prepares the built index.html before pages are rendered into it:
 * - the stylesheet's screen rules are inlined, so first paint needs no second round trip (the
 *   whole Tailwind build is a few KB compressed and every page uses most of it); its print
 *   rules go to a file of their own, linked for print only (render/print-stylesheet.ts);
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
    const { screen, print } = splitPrintRules(await readFile(join(clientDir, href!), 'utf8'));
    const printLink = print ? await writePrintSheet(clientDir, print) : '';
    // A function, not a string: `$'` and the like in the CSS are not replacement patterns.
    html = html.replace(tag, () => `<style>${screen.replace(/<\/style/gi, '<\\/style')}</style>${printLink}`);
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

/** Writes the print rules as a hashed asset (cached for a year like the others) and returns its link. */
async function writePrintSheet(clientDir: string, css: string): Promise<string> {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const name = `print-${hash}.css`;
  await writeFile(join(clientDir, 'assets', name), css);
  return `<link rel="stylesheet" href="/assets/${name}" media="print">`;
}
