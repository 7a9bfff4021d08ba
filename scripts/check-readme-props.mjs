#!/usr/bin/env node
/**
 * Keeps the props tables of `@rooted/ui`'s README true: one table per exported component, one row
 * per prop (name, type, default, what it does). It reads the package's sources (shipped in the
 * tarball too) with the TypeScript compiler, so it needs no build: the props type comes from the
 * component's first parameter, the description from each prop's JSDoc, the default from the
 * component's destructuring (`{ animate = true }`) or else from the JSDoc ("Default `…`" or
 * `@default`).
 *
 *   node scripts/check-readme-props.mjs           check: every component and every prop is in a table,
 *                                                 with its current type and default (exit 1 if not)
 *   node scripts/check-readme-props.mjs --write   regenerate the section between the markers
 *
 * The section lives between `<!-- props:start -->` and `<!-- props:end -->`. Descriptions are not
 * compared, so rewording a JSDoc does not fail CI; `--write` refreshes them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const START = '<!-- props:start -->';
const END = '<!-- props:end -->';
const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** A table cell: one line, pipes escaped. */
const cell = (text) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
/** Inline code that survives backticks inside (`` `a` `` needs a longer fence). */
const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** The parameter destructuring defaults of a component (`{ a = 1 }` or `const { a = 1 } = props`). */
function destructuringDefaults(declaration) {
  const defaults = new Map();
  const collect = (pattern) => {
    if (!pattern || !ts.isObjectBindingPattern(pattern)) return;
    for (const element of pattern.elements) {
      if (!element.initializer || element.dotDotDotToken) continue;
      const name = (element.propertyName ?? element.name).getText();
      defaults.set(name, element.initializer.getText().replace(/\s+/g, ' '));
    }
  };
  const fn = ts.isVariableDeclaration(declaration) ? unwrapFunction(declaration.initializer) : declaration;
  if (!fn || !fn.parameters?.length) return defaults;
  const parameter = fn.parameters[0];
  collect(parameter.name);
  if (ts.isIdentifier(parameter.name) && fn.body && ts.isBlock(fn.body)) {
    const propsName = parameter.name.text;
    for (const statement of fn.body.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const variable of statement.declarationList.declarations) {
        if (variable.initializer && ts.isIdentifier(variable.initializer) && variable.initializer.text === propsName)
          collect(variable.name);
      }
    }
  }
  return defaults;
}

/** The function inside `memo(function X …)`, `forwardRef(…)` or an arrow constant. */
function unwrapFunction(node) {
  if (!node) return undefined;
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return node;
  if (ts.isCallExpression(node)) return unwrapFunction(node.arguments[0]);
  return undefined;
}

/** A default stated in a prop's JSDoc: `@default x`, or a sentence "Default `x`." / "Defaults to `x`". */
function documentedDefault(symbol, checker) {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default');
  if (tag) return ts.displayPartsToString(tag.text).trim();
  const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return /\bDefaults?(?: to)?:? (`[^`]+`|\d[\w.]*)/.exec(doc)?.[1]?.replace(/^`|`$/g, '');
}

/**
 * A prop's type as its declaration writes it (`ReactNode`, `Partial<FooterText>`), which reads
 * better than the compiler's expansion; the compiler's text where there is no written type.
 */
function typeOf(prop, propDeclaration, component, checker, optional) {
  const written =
    propDeclaration && (ts.isPropertySignature(propDeclaration) || ts.isPropertyDeclaration(propDeclaration))
      ? propDeclaration.type
      : undefined;
  if (written)
    return written
      .getText()
      .replace(/\s+/g, ' ')
      .replace(/ \| undefined$/, '');
  const type = checker.getTypeOfSymbolAtLocation(prop, component);
  return checker.typeToString(optional ? checker.getNonNullableType(type) : type, undefined, FORMAT);
}

/** The whole JSDoc on one line, `{@link X}` as code. */
function describe(symbol, checker) {
  const deprecated = symbol.getJsDocTags(checker).find((t) => t.name === 'deprecated');
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const doc = deprecated ? `Deprecated: ${ts.displayPartsToString(deprecated.text)} ${text}` : text;
  return cell(doc.replace(/\{@link\s+([^}|\s]+)(?:[|\s][^}]*)?\}/g, '`$1`'));
}

/** Props of every exported component of the package's entry points, by entry, in name order. */
export function componentProps(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target['@rooted/source'])
    .map(([subpath, target]) => ({
      specifier: `${pkg.name}/${subpath.slice(2)}`,
      file: join(packageDir, target['@rooted/source']),
    }));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const result = [];
  for (const { specifier, file } of entries) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    if (!moduleSymbol) continue;
    const components = [];
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration || !/^[A-Z][a-z]/.test(exported.name)) continue;
      if (!ts.isFunctionDeclaration(declaration) && !ts.isVariableDeclaration(declaration)) continue;
      const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
      if (!signature) continue;
      const parameter = signature.getParameters()[0];
      const propsType = parameter ? checker.getTypeOfSymbolAtLocation(parameter, declaration) : undefined;
      const defaults = destructuringDefaults(declaration);
      const props = [];
      const inherited = new Set();
      for (const prop of propsType ? checker.getPropertiesOfType(propsType) : []) {
        const propDeclaration = prop.declarations?.[0];
        // React's own HTML attributes are summed up in one line, not listed one by one.
        if (propDeclaration?.getSourceFile().fileName.includes('/node_modules/')) {
          const owner = propDeclaration.parent;
          if (owner && ts.isInterfaceDeclaration(owner)) inherited.add(owner.name.text);
          continue;
        }
        const optional = Boolean(prop.flags & ts.SymbolFlags.Optional);
        const typeText = typeOf(prop, propDeclaration, declaration, checker, optional);
        const fallback = defaults.get(prop.name) ?? documentedDefault(prop, checker);
        props.push({
          name: prop.name,
          type: typeText,
          default: fallback !== undefined ? code(fallback) : optional ? '—' : 'required',
          summary: describe(prop, checker),
        });
      }
      components.push({
        name: exported.name,
        summary: describe(symbol, checker),
        props,
        inherited: [...inherited].sort(),
      });
    }
    if (components.length)
      result.push({ specifier, components: components.sort((a, b) => a.name.localeCompare(b.name)) });
  }
  return result;
}

/** The README section: one table per component. */
export function render(list) {
  const out = [
    START,
    '',
    "_Generated from the components' types and JSDoc by `node scripts/check-readme-props.mjs --write`; CI checks every prop, its type and its default._",
    '',
  ];
  for (const { specifier, components } of list) {
    for (const component of components) {
      out.push(`### \`${component.name}\` (\`${specifier}\`)`, '');
      if (component.summary) out.push(component.summary, '');
      if (component.props.length === 0) {
        out.push('No props.', '');
        continue;
      }
      out.push('| Prop | Type | Default | What it does |', '|---|---|---|---|');
      for (const p of component.props)
        out.push(`| \`${p.name}\` | ${code(cell(p.type))} | ${cell(p.default)} | ${p.summary} |`);
      // The element's own attribute interface names it (`InputHTMLAttributes`); its bases add nothing.
      const own = component.inherited.filter(
        (name) => !['AriaAttributes', 'DOMAttributes', 'HTMLAttributes'].includes(name),
      );
      if (component.inherited.length)
        out.push(
          '',
          `Any other attribute of React's ${(own.length ? own : component.inherited).map((name) => `\`${name}\``).join(', ')} is passed on to the element.`,
        );
      out.push('');
    }
  }
  out.push(END);
  return out.join('\n');
}

/** Rows of the README section, keyed `Component.prop`, each with its type and default cells. */
export function parseSection(section) {
  const rows = new Map();
  const components = new Set();
  let current;
  for (const line of section.split('\n')) {
    const heading = /^### `([A-Za-z]\w*)` /.exec(line);
    if (heading) components.add((current = heading[1]));
    const row = /^\| `([A-Za-z_$][\w$]*)` \| (.*?) \| (.*?) \| /.exec(line);
    if (row && current && row[1] !== 'Prop') rows.set(`${current}.${row[1]}`, { type: row[2], default: row[3] });
  }
  return { components, rows };
}

/** What the README's section gets wrong against the generated one. */
export function compare(readmeSection, generatedSection) {
  const listed = parseSection(readmeSection);
  const actual = parseSection(generatedSection);
  const problems = [];
  for (const name of actual.components)
    if (!listed.components.has(name)) problems.push(`component \`${name}\` has no props table`);
  for (const name of listed.components)
    if (!actual.components.has(name)) problems.push(`\`${name}\` has a table but is not an exported component`);
  for (const [key, row] of actual.rows) {
    const documented = listed.rows.get(key);
    if (!documented) problems.push(`\`${key}\` is a prop but not in its table`);
    else if (documented.type !== row.type)
      problems.push(`\`${key}\`: the table says type ${documented.type}, the code ${row.type}`);
    else if (documented.default !== row.default)
      problems.push(`\`${key}\`: the table says default ${documented.default}, the code ${row.default}`);
  }
  for (const key of listed.rows.keys())
    if (!actual.rows.has(key)) problems.push(`\`${key}\` is in a table but is not a prop`);
  return problems;
}

function main() {
  const write = process.argv.includes('--write');
  const packageDir = join(root, 'packages', 'ui');
  const readmePath = join(packageDir, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) {
    console.error(`✗ packages/ui/README.md has no ${START} … ${END} block; add one where the props belong.`);
    return 1;
  }
  const generated = render(componentProps(packageDir));
  const count = (generated.match(/^### /gm) ?? []).length;
  if (write) {
    writeFileSync(readmePath, readme.slice(0, start) + generated + readme.slice(end + END.length));
    console.log(`✓ @rooted/ui: props tables written for ${count} components`);
    return 0;
  }
  const problems = compare(readme.slice(start, end + END.length), generated);
  if (problems.length === 0) {
    console.log(
      `✓ @rooted/ui: the README has a props table for each of its ${count} components, every prop with its type and default`,
    );
    return 0;
  }
  console.error(
    '✗ @rooted/ui: README props tables out of date (fix with: node scripts/check-readme-props.mjs --write)',
  );
  for (const p of problems) console.error(`    ${p}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && existsSync(join(root, 'packages', 'ui')))
  process.exit(main());
