import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareOptions, optionTables } from './check-readme-options.mjs';

const readme = [
  '## Configuration',
  '',
  '<!-- options: WidgetOptions from @rooted/widget -->',
  '`createWidget(options)`:',
  '',
  '| Option | Default | |',
  '|---|---|---|',
  '| `size` | 1 | How big. |',
  '| `backoff`, `probeBackoff` | 30 s | Delays; `ignored` in later cells. |',
  '| `onRequest(event)` | none | A hook. |',
  '',
  '| Option | Default |',
  '|---|---|',
  '| `colour` | red |',
].join('\n');

test('reads the marked table’s option names (several per row) and reports a table without a marker', () => {
  const { tables, unmarked } = optionTables(readme);
  assert.deepEqual(tables, [{ line: 6, type: 'WidgetOptions', specifier: '@rooted/widget', names: ['size', 'backoff', 'probeBackoff', 'onRequest'] }]);
  assert.deepEqual(unmarked, [12]);
});

test('names the options a table lacks and the rows that are no option', () => {
  assert.deepEqual(compareOptions(['size', 'backoff', 'colour'], ['size', 'backoff', 'probeBackoff']), { missing: ['probeBackoff'], unknown: ['colour'] });
  assert.deepEqual(compareOptions(['size'], ['size']), { missing: [], unknown: [] });
});
