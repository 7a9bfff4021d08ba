/**
 * Finds import cycles between our own TypeScript files: relative imports only (a package's
 * exports are already one-way through package.json), type-only imports included, since a
 * cycle of types still ties two files together.
 *
 *   node scripts/import-cycles.mjs         prints the cycles outside KNOWN_CYCLES, exits 1 if any
 *   node scripts/import-cycles.mjs --all   the known ones too
 *
 * scripts/import-cycles.test.mjs (the root task `test:repo`) keeps the repository free of them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Cycles another change is still breaking; remove an entry when its cycle is gone. */
export const KNOWN_CYCLES = [];

// `from './x'` (imports and re-exports), `import './x'` (side effects) and `import('./x')`. Kept to
// simple linear patterns; a match inside a string or comment only adds an edge, never hides one.
const IMPORT_PATTERNS = [
  /\bfrom\s*['"](\.{1,2}\/[^'"\n]+)['"]/g,
  /^import\s*['"](\.{1,2}\/[^'"\n]+)['"]/gm,
  /\bimport\(\s*['"](\.{1,2}\/[^'"\n]+)['"]/g,
];

/** The relative import specifiers of one source text. */
export function relativeImports(text) {
  return IMPORT_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

function resolve(from, specifier, files) {
  const base = normalize(join(dirname(from), specifier)).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The import graph of the given files, as a map from each file to the files it imports. */
export function importGraph(files, read) {
  const set = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      relativeImports(read(file))
        .map((spec) => resolve(file, spec, set))
        .filter(Boolean),
    ]),
  );
}

/** Each cycle once, as the list of files around it (Tarjan's strongly connected components). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** The cycles among the repository's tracked TypeScript files, apart from the known ones. */
export function repositoryCycles(knownCycles = KNOWN_CYCLES) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
  const graph = importGraph(files, (file) => readFileSync(join(root, file), 'utf8'));
  return findCycles(graph).filter(
    (cycle) => !cycle.every((file) => knownCycles.some((prefix) => file.startsWith(prefix))),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = repositoryCycles(process.argv.includes('--all') ? [] : KNOWN_CYCLES);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(' ↔ ')}`);
  console.log(cycles.length === 0 ? '✓ no import cycles' : `${cycles.length} cycle(s)`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
