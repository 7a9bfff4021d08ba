// Renders the built home page on the server and checks the brand made it into the HTML and CSS.
// Run after `npm run build` (client build plus `vite build --ssr`). Exits non-zero on a failure.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from './check.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const { render } = await import(join(dist, 'server', 'entry-server.js'));
const html = render();

check('SSR: the hero shows the brand name "Branch Collective"', html.includes('Branch Collective'));
check('SSR: the hero title comes from its own defaults', html.includes('Branch Collective grows businesses with its neighbours'));
for (const name of ['Riverside Bakery Co-op', 'Neighbourhood Tool Library']) {
  check(`SSR: the venture list shows "${name}"`, html.includes(name));
}
check('SSR: none of the Rooted Ventures defaults leak in (no "Greenacre")', !html.includes('Greenacre'));

const assets = join(dist, 'assets');
const cssFile = readdirSync(assets).find((file) => file.endsWith('.css'));
check('CSS: the Vite build emitted a stylesheet', Boolean(cssFile));
const css = readFileSync(join(assets, cssFile), 'utf8').toLowerCase();
check('CSS: the overridden brand colour #5b2a86 is in the build', css.includes('#5b2a86'));
check('CSS: Tailwind generated the utilities @rooted/ui uses (.bg-brand-100)', css.includes('.bg-brand-100'));
check('CSS: the overridden card radius is in the build', css.includes('--radius-card:.5rem') || css.includes('--radius-card: 0.5rem'));

// Prerender: the built index.html with the server HTML in place, ready to serve statically.
const indexPath = join(dist, 'index.html');
writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('<!--app-html-->', html));
check('prerender: dist/index.html holds the rendered hero', readFileSync(indexPath, 'utf8').includes('Branch Collective'));
