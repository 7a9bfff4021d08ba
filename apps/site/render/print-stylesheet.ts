import postcss, { type AtRule } from 'postcss';

/**
 * Splits the built stylesheet into what the screen needs and what only paper needs.
 *
 * The screen part is inlined into every page, so the first 14 KB of a page's HTML carry all the CSS
 * its first paint needs; rules that apply only in print would spend that room on nothing a visitor
 * sees. They go to a file linked with `media="print"`, which the browser fetches at low priority
 * without holding back the first paint, and applies when the page is printed.
 *
 * Each print rule keeps the at-rules around it (its cascade layer above all: the print rules of
 * @rooted/ui sit in the base layer on purpose), so the two parts together cascade as the whole did.
 * The layer order is set by the inline part, which comes first and declares every layer.
 */
export function splitPrintRules(css: string): { screen: string; print: string } {
  const root = postcss.parse(css);
  const printRules: string[] = [];
  root.walkAtRules('media', (rule) => {
    if (!onlyPrint(rule.params)) return;
    printRules.push(wrapInAncestors(rule));
    rule.remove();
  });
  removeEmptyBlocks(root);
  return { screen: root.toString(), print: printRules.join('') };
}

/** `print`, `only print` or `print and (…)`: rules no screen ever applies. */
function onlyPrint(params: string): boolean {
  return params.split(',').every((query) => /^\s*(?:only\s+)?print\s*(?:$|and\b)/i.test(query));
}

function wrapInAncestors(rule: AtRule): string {
  let text = rule.toString();
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule') throw new Error(`A print rule inside a ${parent.type} cannot be moved out.`);
    const at = parent as AtRule;
    text = `@${at.name}${at.params ? ` ${at.params}` : ''}{${text}}`;
  }
  return text;
}

/** A layer block left empty still names its layer (its place in the order): keep it as a statement. */
function removeEmptyBlocks(root: postcss.Root): void {
  root.walkAtRules((rule) => {
    if (!rule.nodes || rule.nodes.length > 0) return;
    if (rule.name === 'layer') rule.replaceWith(postcss.atRule({ name: 'layer', params: rule.params }));
    else rule.remove();
  });
}
