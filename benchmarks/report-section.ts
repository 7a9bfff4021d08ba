import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** docs/benchmarks.md, the record every benchmark writes to. */
const benchmarksMd = () => fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

const start = (name: string) => `<!-- section:${name}:start -->`;
const end = (name: string) => `<!-- section:${name}:end -->`;

/**
 * Replaces (or appends) one benchmark's own section of a report, between its markers. Benchmarks
 * that run on their own (the lead API against its floor, the hostile-traffic mix) keep their
 * latest numbers there, and a full Lighthouse run carries them over (see {@link carrySections}).
 */
export function withSection(markdown: string, name: string, body: string): string {
  const block = `${start(name)}\n${body.trim()}\n${end(name)}`;
  const from = markdown.indexOf(start(name));
  const to = markdown.indexOf(end(name));
  if (from >= 0 && to > from) return `${markdown.slice(0, from)}${block}${markdown.slice(to + end(name).length)}`;
  return `${markdown.trimEnd()}\n\n${block}\n`;
}

/** Copies every marked section of `previous` into `next`, which was rendered without them. */
export function carrySections(previous: string, next: string): string {
  let out = next;
  let cursor = 0;
  for (;;) {
    const open = previous.indexOf('<!-- section:', cursor);
    if (open < 0) return out;
    const nameEnd = previous.indexOf(':start -->', open);
    if (nameEnd < 0) return out;
    const name = previous.slice(open + '<!-- section:'.length, nameEnd);
    const close = previous.indexOf(end(name), nameEnd);
    if (close < 0) return out;
    out = withSection(out, name, previous.slice(nameEnd + ':start -->'.length, close));
    cursor = close + end(name).length;
  }
}

/** Writes one section into docs/benchmarks.md; returns the file's path. */
export function writeReportSection(name: string, body: string, file: string = benchmarksMd()): string {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  writeFileSync(file, withSection(current, name, body));
  return file;
}
