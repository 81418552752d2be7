import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv';

describe('csvDocument', () => {
  it('quotes what needs quoting and writes formulas as text', () => {
    expect(csvDocument([['a', 'b,c', 'say "hi"'], ['=SUM(A1)', '+1', 'line\nbreak']])).toBe('\uFEFFa,"b,c","say ""hi"""\r\n\'=SUM(A1),\'+1,"line\nbreak"\r\n');
  });

  it('never lets a cell start a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const cells = csvDocument(rows).slice(1).split(/,|\r\n/);
        for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
      }),
    );
  });
});
