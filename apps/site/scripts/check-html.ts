/**
 * `pnpm check:html` (run by npm test after the build): every prerendered page of dist/client must
 * pass the Nu HTML Checker and html-validate (html-validity.ts). Prints each finding and exits 1
 * when there is one, so invalid markup never reaches main unnoticed.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlValidateFindings, vnuFindings } from './html-validity';

const client = fileURLToPath(new URL('../dist/client', import.meta.url));

// Kept earlier builds' files live under assets/; every page is an .html file outside it.
const pages = (await readdir(client, { recursive: true }))
  .filter((name) => name.endsWith('.html') && !name.startsWith('assets'))
  .map((name) => join(client, name))
  .sort();
if (pages.length === 0) {
  console.error(`check-html: no pages in ${client}; build the site first (pnpm build)`);
  process.exit(1);
}

const [vnu, htmlValidate] = await Promise.all([vnuFindings(pages), htmlValidateFindings(pages)]);
const findings = [...vnu, ...htmlValidate];
for (const f of findings) console.error(`${f.tool}: ${relative(client, f.file)}:${f.line}: ${f.message}`);
console.log(`check-html: ${pages.length} pages, ${vnu.length} vnu errors, ${htmlValidate.length} html-validate errors`);
process.exit(findings.length ? 1 : 0);
