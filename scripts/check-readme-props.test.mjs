import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { compare, componentProps, render } from './check-readme-props.mjs';

const ui = fileURLToPath(new URL('../packages/ui', import.meta.url));
const props = componentProps(ui);
const generated = render(props);

test('the props of the Footer, with the slot a sibling team looked for, are read from the sources', () => {
  const footer = props.flatMap((entry) => entry.components).find((c) => c.name === 'Footer');
  assert.ok(footer, 'Footer is an exported component');
  const newsletter = footer.props.find((p) => p.name === 'newsletter');
  assert.deepEqual({ type: newsletter.type, default: newsletter.default }, { type: 'ReactNode', default: '—' });
  assert.match(newsletter.summary, /contact column/);
  assert.equal(footer.props.find((p) => p.name === 'company').default, 'required');
});

test('a default written in the destructuring shows in the table', () => {
  assert.match(generated, /^\| `privacyHref` \| `string` \| `'\/privacy'` \|/m);
});

test('the generated section passes its own check', () => {
  assert.deepEqual(compare(generated, generated), []);
});

test('a table that lacks a prop, a component or has a stale type or default is reported', () => {
  const withoutNewsletter = generated.replace(/^\| `newsletter` \|.*\n/m, '');
  assert.deepEqual(compare(withoutNewsletter, generated), ['`Footer.newsletter` is a prop but not in its table']);
  const withoutFooter = generated.replace(/^### `Footer` [\s\S]*?(?=^### )/m, '');
  assert.ok(compare(withoutFooter, generated).includes('component `Footer` has no props table'));
  const staleType = generated.replace(/^(\| `year` \| )`number`/m, '$1`string`');
  assert.deepEqual(compare(staleType, generated), ['`Footer.year`: the table says type `string`, the code `number`']);
  const staleDefault = generated.replace(/^(\| `privacyHref` \| `string` \| )`'\/privacy'`/m, '$1—');
  assert.ok(compare(staleDefault, generated).some((p) => /privacyHref`: the table says default —/.test(p)));
  const extra = generated.replace(/^(\| `year` .*\n)/m, '$1| `colour` | `string` | — | Not a prop. |\n');
  assert.deepEqual(compare(extra, generated), ['`Footer.colour` is in a table but is not a prop']);
});
