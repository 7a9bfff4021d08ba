// Reports the size of what the home page loads first (its entry script and stylesheet, gzip) and
// checks the build carries Colmena's own look. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { check } from './check.mjs';

const client = new URL('../dist/client/', import.meta.url).pathname;
const html = readFileSync(join(client, 'index.html'), 'utf8');
const entry = html.match(/ src="\/(assets\/[^"]+)"/)?.[1];
const stylesheet = html.match(/ href="\/(assets\/[^"]+\.css)"/)?.[1];
check('build: index.html loads one entry script and one stylesheet', Boolean(entry && stylesheet), html);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
const js = gzip(entry);
const css = gzip(stylesheet);
console.log(`  entry bundle (gzip): ${kb(js)} JS (${entry}), ${kb(css)} CSS`);

const source = readFileSync(join(client, entry), 'utf8');
check(
  'entry: the lead client and its solver are not in it (loaded on the form’s first focus)',
  !source.includes('form-token') && !source.includes('altcha'),
);
check('entry: no zod in it (content is plain data)', !source.includes('ZodError'));
const styles = readFileSync(join(client, stylesheet), 'utf8').toLowerCase();
check('CSS: Colmena’s primary colour #0b5d5b is the role token', /--color-primary:\s*#0b5d5b/.test(styles));
check('CSS: Tailwind generated the role utilities @rooted/ui uses (.bg-primary)', styles.includes('.bg-primary'));
