// @vitest-environment node
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv-export';

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];
/** Cells as visitors could type them, biased towards formula starts, quotes, commas and line breaks. */
const cell = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom(...FORMULA_START, '"', ',', '\n', "'"), fc.string({ maxLength: 20 }))
    .map(([start, rest]) => `${start}${rest}`),
);

describe('the CSV export', () => {
  it('never lets a cell start a formula, and reads back as the values it was given', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), (rows) => {
        const header = ['a', 'b', 'c'];
        const parsed = parse(toCsv(header, rows), { bom: true, relax_column_count: false }) as string[][];
        expect(parsed).toEqual([header, ...rows].map((row) => row.map(neutralizeCell)));
        for (const row of parsed) {
          for (const value of row)
            expect(
              FORMULA_START.some((start) => value.startsWith(start)),
              JSON.stringify(value),
            ).toBe(false);
        }
        // The owner reads what the visitor typed: only the one mark in front is added.
        for (const [index, row] of rows.entries()) {
          for (const [column, value] of row.entries()) {
            const shown = parsed[index + 1]![column]!;
            expect(shown === value || shown === `'${value}`).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('marks exactly the formula starts', () => {
    expect(['=1+1', '+44 20', '-2', '@SUM(A1)', '\t=1', '\r=1', 'plain', "'quoted", ''].map(neutralizeCell)).toEqual([
      "'=1+1",
      "'+44 20",
      "'-2",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      'plain',
      "'quoted",
      '',
    ]);
  });
});
