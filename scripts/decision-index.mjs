#!/usr/bin/env node
/**
 * The index of the decision records (docs/decisions/README.md): one line per record, its number,
 * title and date, grouped by hundreds of numbers so a newcomer can skim it. Generated from the
 * records' own first lines, so it never disagrees with them.
 *
 *   node scripts/decision-index.mjs           check: the index is what the records say (exit 1 if not)
 *   node scripts/decision-index.mjs --write   write it
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const INDEX = join(dir, 'README.md');

/** Each record's number, file, title (its heading without the number) and date. */
export function readRecords(folder = dir) {
  return readdirSync(folder)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      const heading = text.split('\n', 1)[0] ?? '';
      const title = heading.replace(/^#\s*\d{4}\s*[—-]\s*/, '').trim();
      const date = /^- Date:\s*(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? '';
      return { number: file.slice(0, 4), file, title, date };
    });
}

/** The index's text for `records`. */
export function renderIndex(records) {
  const lines = [
    '# Decision records',
    '',
    'Short records of why things are as they are: the context, the decision, its consequences. A new',
    'record takes the next number; one that replaces another says so in its status. This index is',
    'generated from the records (`node scripts/decision-index.mjs --write`) and checked in `npm test`.',
    '',
  ];
  // Map.groupBy needs Node 21; the repo supports 20.19.
  const groups = new Map();
  for (const record of records) {
    const hundred = record.number.slice(0, 2);
    groups.set(hundred, [...(groups.get(hundred) ?? []), record]);
  }
  for (const [hundred, group] of groups) {
    lines.push(`## ${hundred}00–${hundred}99`, '');
    for (const { number, file, title, date } of group)
      lines.push(`- [${number}](${file}) ${title}${date ? ` (${date})` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = renderIndex(readRecords());
  if (process.argv.includes('--write')) {
    writeFileSync(INDEX, wanted);
  } else {
    let current = '';
    try {
      current = readFileSync(INDEX, 'utf8');
    } catch {
      // no index yet: reported below
    }
    if (current !== wanted) {
      console.error(
        'docs/decisions/README.md is not the index of the records: run `node scripts/decision-index.mjs --write`.',
      );
      process.exit(1);
    }
    console.log(`✓ the decision index lists all ${readRecords().length} records`);
  }
}
