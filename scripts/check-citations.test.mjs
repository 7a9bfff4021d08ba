import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findCitations, findRepositoryLinks, isChecked } from './check-citations.mjs';

test('flags section numbers, outside decision numbers and "the spec"', () => {
  const text = [
    // Assembled from parts, so that this file does not itself hold the citations it checks for.
    ['/** The tabs of spec ', '§2, in order. */'].join(''),
    ['// redirects (decision ', 'D1)'].join(''),
    "The spec's email pattern.",
    ['See ux-', 'patterns for the toast.'].join(''),
    'the previous session measured 2 s',
  ].join('\n');
  assert.deepEqual(
    findCitations(text).map((hit) => hit.line),
    [1, 2, 3, 4, 5],
  );
});

test('passes rules stated in place and links to our own records', () => {
  const text = [
    '/** Old paths redirect to the canonical page (docs/decisions/0015-every-link-resolves.md). */',
    'const spec = parse(input); // a fault spec, not a document',
    'fault(spec) and FaultSpec; 3D transforms; ID1 and D12 are not ours',
  ].join('\n');
  assert.deepEqual(findCitations(text), []);
});

test('skips only the folders listed as not yet clean, and its own files', () => {
  const notYetClean = ['apps/site/server/'];
  assert.equal(isChecked('apps/site/server/app.ts', notYetClean), false);
  assert.equal(isChecked('apps/site/src/main.tsx', notYetClean), true);
  assert.equal(isChecked('packages/omnisend/README.md', []), true);
  assert.equal(isChecked('scripts/check-citations.test.mjs', []), false);
});

test('flags README links that only work inside the repository', () => {
  const text = [
    'Built on [`@rooted/readiness`](../readiness/README.md) and [the records](../../docs/decisions/0001-x.md).',
    'See [Omnisend](https://api-docs.omnisend.com/), [usage](#usage) and the [changelog](./CHANGELOG.md).',
  ].join('\n');
  assert.deepEqual(
    findRepositoryLinks(text).map((hit) => hit.why),
    [
      'a link that only works inside the repository (../readiness/README.md)',
      'a link that only works inside the repository (../../docs/decisions/0001-x.md)',
    ],
  );
});
