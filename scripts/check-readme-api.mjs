#!/usr/bin/env node
/**
 * Keeps each published package's README "Public API" section in step with what the package
 * really exports. For every entry point in package.json "exports" that has types, it reads the
 * built declaration file (dist/**\/*.d.ts, so run `pnpm build` first) with the TypeScript
 * compiler and lists the exported names with their kind and the first sentence of their JSDoc.
 *
 *   node scripts/check-readme-api.mjs            check: names in README == names exported (exit 1 if not)
 *   node scripts/check-readme-api.mjs --write    regenerate the section between the markers
 *   node scripts/check-readme-api.mjs ui cli     only these package folders
 *   node scripts/check-readme-api.mjs --require-jsdoc   also fail on exports without a JSDoc summary
 *
 * The section lives between `<!-- api:start -->` and `<!-- api:end -->`. The check compares
 * names only (both ways), so editing a JSDoc summary does not fail CI; `--write` refreshes them.
 * It also checks that each README has the sections a newcomer needs (see REQUIRED).
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const START = '<!-- api:start -->';
const END = '<!-- api:end -->';
const args = process.argv.slice(2);
const write = args.includes('--write');
const requireJsdoc = args.includes('--require-jsdoc');
const only = args.filter((a) => !a.startsWith('--'));

const dirs = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .filter((d) => only.length === 0 || only.includes(d))
  .filter((d) => !JSON.parse(readFileSync(join(root, 'packages', d, 'package.json'), 'utf8')).private);

/** Entry points with declarations: [{ subpath, dts }]. */
function entries(dir, pkg) {
  return Object.entries(pkg.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath, target]) => ({
      specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      dts: join(root, 'packages', dir, target.types),
    }));
}

function kindOf(symbol, checker) {
  const decl = symbol.declarations?.[0];
  if (!decl) return 'value';
  if (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl)) return 'type';
  if (ts.isClassDeclaration(decl)) return 'class';
  if (ts.isFunctionDeclaration(decl))
    return /^(use[A-Z]|[A-Z])/.test(symbol.name) ? (symbol.name.startsWith('use') ? 'hook' : 'component') : 'function';
  if (ts.isVariableDeclaration(decl)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
    if (type.getCallSignatures().length > 0) return /^[A-Z]/.test(symbol.name) ? 'component' : 'function';
    return 'constant';
  }
  return 'value';
}

/** The JSDoc's first sentence (a full stop outside inline code), on one line, safe in a table cell. */
function summarize(doc) {
  const text = doc
    .split(/\n\s*\n/)[0]
    .replace(/\{@link\s+([^}|\s]+)(?:[|\s][^}]*)?\}/g, '`$1`')
    .replace(/\s+/g, ' ')
    .trim();
  let ticks = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') ticks++;
    if (
      text[i] === '.' &&
      ticks % 2 === 0 &&
      (i === text.length - 1 || text[i + 1] === ' ') &&
      !/\b(e\.g|i\.e|etc)$/.test(text.slice(0, i))
    ) {
      return text.slice(0, i + 1).replace(/\|/g, '\\|');
    }
  }
  return text.replace(/\|/g, '\\|');
}

/** Exported names of one declaration file, with kind and JSDoc summary, sorted by name. */
function exportsOf(dts, program) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dts);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker));
      return { name: exported.name, kind: kindOf(symbol, checker), summary: summarize(doc) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function render(list) {
  const out = [
    START,
    '',
    '_Generated from the JSDoc of the built declarations by `node scripts/check-readme-api.mjs --write`; CI checks the names._',
    '',
  ];
  for (const { specifier, names } of list) {
    out.push(`### \`${specifier}\``, '', '| Export | Kind | Summary |', '|---|---|---|');
    for (const n of names) out.push(`| \`${n.name}\` | ${n.kind} | ${n.summary} |`);
    out.push('');
  }
  out.push(END);
  return out.join('\n');
}

/** Sections every package README needs, so a newcomer can adopt the package from it alone. */
const REQUIRED = [
  [/^## Install$/m, '"## Install"'],
  [/^```sh\npnpm add (-D )?@rooted\//m, 'an install command (```sh pnpm add @rooted/…)'],
  [/^## Minimal example/m, '"## Minimal example…"'],
  [/^## Configuration/m, '"## Configuration"'],
  [/^## Public API$/m, '"## Public API"'],
  [/^## Changelog$\n+.*CHANGELOG\.md/m, '"## Changelog" pointing to CHANGELOG.md'],
];

/** Names listed in the README section, per entry heading. */
function parseSection(section) {
  const listed = new Map();
  let current;
  for (const line of section.split('\n')) {
    const heading = line.match(/^### `([^`]+)`/);
    if (heading) listed.set((current = heading[1]), new Set());
    const row = line.match(/^\| `([A-Za-z_$][\w$]*)` \|/);
    if (row && current) listed.get(current).add(row[1]);
  }
  return listed;
}

let failures = 0;
for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  const readmePath = join(root, 'packages', dir, 'README.md');
  const list = entries(dir, pkg);
  const missing = list.find((e) => !existsSync(e.dts));
  if (missing) {
    console.error(`✗ ${pkg.name}: ${missing.dts} is missing: run \`pnpm build\` before this check.`);
    failures++;
    continue;
  }
  // One compiler program per package: the entry points share chunks of declarations.
  const program = ts.createProgram(
    list.map((e) => e.dts),
    {
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  );
  const actual = list.map((e) => ({ specifier: e.specifier, names: exportsOf(e.dts, program) }));
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (write) {
    if (start < 0 || end < start) {
      console.error(`✗ ${pkg.name}: README.md has no ${START} … ${END} block; add one where the API belongs.`);
      failures++;
      continue;
    }
    writeFileSync(readmePath, readme.slice(0, start) + render(actual) + readme.slice(end + END.length));
    console.log(`✓ ${pkg.name}: README API section written (${actual.reduce((n, e) => n + e.names.length, 0)} names)`);
    continue;
  }
  if (start < 0 || end < start) {
    console.error(
      `✗ ${pkg.name}: README.md has no ${START} … ${END} block (node scripts/check-readme-api.mjs --write ${dir}).`,
    );
    failures++;
    continue;
  }
  const listed = parseSection(readme.slice(start, end));
  const problems = REQUIRED.filter(([pattern]) => !pattern.test(readme)).map(([, what]) => `README.md lacks ${what}`);
  for (const { specifier, names } of actual) {
    const documented = listed.get(specifier);
    if (!documented) {
      problems.push(`entry ${specifier} is exported but has no "### \`${specifier}\`" table`);
      continue;
    }
    for (const n of names)
      if (!documented.has(n.name)) problems.push(`${specifier}: \`${n.name}\` is exported but not in the README`);
    for (const name of documented)
      if (!names.some((n) => n.name === name))
        problems.push(`${specifier}: \`${name}\` is in the README but not exported`);
  }
  if (requireJsdoc) {
    for (const { specifier, names } of actual) {
      for (const n of names) if (!n.summary) problems.push(`${specifier}: \`${n.name}\` has no JSDoc summary`);
    }
  }
  for (const specifier of listed.keys()) {
    if (!actual.some((e) => e.specifier === specifier))
      problems.push(`README documents ${specifier}, which package.json does not export`);
  }
  if (problems.length > 0) {
    failures++;
    console.error(
      `✗ ${pkg.name}: README incomplete or API out of date (API names: fix with: node scripts/check-readme-api.mjs --write ${dir})`,
    );
    for (const p of problems) console.error(`    ${p}`);
  } else {
    console.log(
      `✓ ${pkg.name}: README lists all ${actual.reduce((n, e) => n + e.names.length, 0)} exported names of ${actual.length} entry point(s)`,
    );
  }
}
process.exit(failures > 0 ? 1 : 0);
