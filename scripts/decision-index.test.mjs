import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecords, renderIndex } from './decision-index.mjs';

test('lists each record with its number, title and date, grouped by hundreds', () => {
  const folder = mkdtempSync(join(tmpdir(), 'records-'));
  writeFileSync(join(folder, '0099-last.md'), '# 0099 — The last of the first hundred\n\n- Date: 2026-11-01\n');
  writeFileSync(join(folder, '0100-first.md'), '# 0100 — A new hundred\n\n- Date: 2026-12-07\n');
  writeFileSync(join(folder, 'notes.txt'), 'not a record');
  const index = renderIndex(readRecords(folder));
  assert.match(
    index,
    /## 0000–0099\n\n- \[0099\]\(0099-last\.md\) The last of the first hundred \(2026-11-01\)\n\n## 0100–0199\n\n- \[0100\]\(0100-first\.md\) A new hundred \(2026-12-07\)/,
  );
  assert.doesNotMatch(index, /notes/);
});

test("the repository's index is the index of its records", () => {
  const index = readFileSync(fileURLToPath(new URL('../docs/decisions/README.md', import.meta.url)), 'utf8');
  assert.equal(index, renderIndex(readRecords()));
});
