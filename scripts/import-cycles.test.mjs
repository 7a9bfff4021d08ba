import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findCycles, importGraph, relativeImports, repositoryCycles } from './import-cycles.mjs';

test('reads static, type-only, re-export and dynamic relative imports', () => {
  const text = [
    "import { a } from './a';",
    "import type { B } from '../b/index';",
    "export { c } from './c';",
    "const d = () => import('./d');",
    "import React from 'react';",
  ].join('\n');
  assert.deepEqual(relativeImports(text), ['./a', '../b/index', './c', './d']);
});

test('finds a cycle through three files and none in a one-way graph', () => {
  const sources = {
    'x/a.ts': "import './b';\nimport { c } from './c';",
    'x/b.ts': '',
    'x/c.ts': "import type { A } from './a';",
  };
  const graph = importGraph(Object.keys(sources), (file) => sources[file]);
  assert.deepEqual(findCycles(graph), [['x/a.ts', 'x/c.ts']]);
  const oneWay = { 'y/a.ts': "import { b } from './b';", 'y/b.ts': "import { c } from './c';", 'y/c.ts': '' };
  assert.deepEqual(findCycles(importGraph(Object.keys(oneWay), (file) => oneWay[file])), []);
});

test('the repository has no import cycle outside the known list', () => {
  assert.deepEqual(repositoryCycles(), []);
});
