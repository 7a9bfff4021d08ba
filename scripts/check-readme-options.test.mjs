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
  '',
  '<!-- options: Widget from @rooted/widget -->',
  '| Member | |',
  '|---|---|',
  '| `close()` | Closes it. |',
].join('\n');

test('reads the marked tables’ option and member names (several per row) and reports a table without a marker', () => {
  const { tables, unmarked } = optionTables(readme);
  assert.deepEqual(tables, [
    {
      line: 6,
      type: 'WidgetOptions',
      specifier: '@rooted/widget',
      names: ['size', 'backoff', 'probeBackoff', 'onRequest'],
    },
    { line: 17, type: 'Widget', specifier: '@rooted/widget', names: ['close'] },
  ]);
  assert.deepEqual(unmarked, [12]);
});

test('names the options a table lacks and the rows that are no option', () => {
  assert.deepEqual(compareOptions(['size', 'backoff', 'colour'], ['size', 'backoff', 'probeBackoff']), {
    missing: ['probeBackoff'],
    unknown: ['colour'],
  });
  assert.deepEqual(compareOptions(['size'], ['size']), { missing: [], unknown: [] });
});
