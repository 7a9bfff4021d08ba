#!/usr/bin/env node
/**
 * Every options table in a package README lists every option of the type it documents, and
 * nothing else; so does every table of what a function returns (headed "Member"). A table says which type it documents in a comment on the line before it:
 *
 *   <!-- options: LeadCaptureOptions from @rooted/lead-capture/node -->
 *   | Option | Default | |
 *
 * The first cell of each row names one or more options in backticks (`backoff`, `probeBackoff`;
 * a function option may show its parameters: `onRequest(event)`).
 * The type's properties (inherited ones included) are read from the built declaration file of
 * that entry point, so run `pnpm build` first. A table headed "Option" without the comment fails
 * too, so a new table cannot go unchecked.
 *
 *   node scripts/check-readme-options.mjs
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const MARKER = /^<!-- options: ([A-Za-z_$][\w$]*) from (@rooted\/[\w/-]+) -->$/;

/**
 * The options tables of one README: `{ line, type, specifier, names }` per marked table, and the
 * lines of "| Option |" tables without a marker.
 */
export function optionTables(readme) {
  const lines = readme.split('\n');
  const tables = [];
  const unmarked = [];
  lines.forEach((line, index) => {
    if (!/^\| (Options?|Members?) \|/.test(line)) return;
    // The marker sits right above the table, or above the sentence that introduces it.
    const marker = lines
      .slice(Math.max(0, index - 3), index)
      .map((above) => MARKER.exec(above.trim()))
      .findLast(Boolean);
    if (!marker) {
      unmarked.push(index + 1);
      return;
    }
    const names = [];
    for (let row = index + 2; row < lines.length && lines[row].startsWith('|'); row++) {
      const firstCell = lines[row].split('|')[1] ?? '';
      for (const [, name] of firstCell.matchAll(/`([A-Za-z_$][\w$]*)(?:\([^`]*\))?`/g)) names.push(name);
    }
    tables.push({ line: index + 1, type: marker[1], specifier: marker[2], names });
  });
  return { tables, unmarked };
}

/** What a table lacks and what it has too many of, against the type's property names. */
export function compareOptions(listed, properties) {
  return {
    missing: properties.filter((name) => !listed.includes(name)),
    unknown: listed.filter((name) => !properties.includes(name)),
  };
}

/** The declaration file of `specifier` (`@rooted/x/sub`), from its package's exports. */
function declarationsOf(specifier) {
  const [, dir, ...rest] = specifier.split('/');
  const packageDir = readdirSync(join(root, 'packages')).find((folder) => {
    const file = join(root, 'packages', folder, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === `@rooted/${dir}`;
  });
  if (!packageDir) return null;
  const pkg = JSON.parse(readFileSync(join(root, 'packages', packageDir, 'package.json'), 'utf8'));
  const target = pkg.exports?.[rest.length ? `./${rest.join('/')}` : '.'];
  return target?.types ? join(root, 'packages', packageDir, target.types) : null;
}

/** The property names of the exported type `name` of a declaration file. */
function propertiesOf(dts, name) {
  const program = ts.createProgram([dts], {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(dts));
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
  if (!exported) return null;
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property) => property.name);
}

function main() {
  let failures = 0;
  let checked = 0;
  for (const folder of readdirSync(join(root, 'packages'))) {
    const readmePath = join(root, 'packages', folder, 'README.md');
    if (!existsSync(readmePath)) continue;
    const { tables, unmarked } = optionTables(readFileSync(readmePath, 'utf8'));
    for (const line of unmarked) {
      failures++;
      console.error(
        `✗ packages/${folder}/README.md:${line}: an options table without <!-- options: Type from @rooted/… --> above it`,
      );
    }
    for (const table of tables) {
      const dts = declarationsOf(table.specifier);
      const properties = dts && existsSync(dts) ? propertiesOf(dts, table.type) : null;
      if (!properties) {
        failures++;
        console.error(
          `✗ packages/${folder}/README.md:${table.line}: ${table.type} is not exported by the built ${table.specifier} (run \`pnpm build\` first)`,
        );
        continue;
      }
      checked++;
      const { missing, unknown } = compareOptions(table.names, properties);
      if (missing.length === 0 && unknown.length === 0) {
        console.log(`✓ packages/${folder}/README.md:${table.line}: all ${properties.length} options of ${table.type}`);
        continue;
      }
      failures++;
      console.error(`✗ packages/${folder}/README.md:${table.line}: the ${table.type} table is out of date`);
      if (missing.length) console.error(`    not in the table: ${missing.join(', ')}`);
      if (unknown.length) console.error(`    not options of ${table.type}: ${unknown.join(', ')}`);
    }
  }
  console.log(`${checked} options table(s) checked`);
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main() > 0 ? 1 : 0);
