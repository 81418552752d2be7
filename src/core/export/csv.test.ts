import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv';

describe('csvDocument', () => {
  it('quotes what needs quoting and writes formulas as text', () => {
    expect(csvDocument([['a', 'b,c', 'say "hi"'], ['=SUM(A1)', '+1', 'line\nbreak']])).toBe('\uFEFFa,"b,c","say ""hi"""\r\n\'=SUM(A1),\'+1,"line\nbreak"\r\n');
  });

  it('never lets a cell start a formula, and keeps every character of it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvDocument([[text]]).slice(1, -2);
        const quoted = cell.startsWith('"');
        const inner = quoted ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(inner).not.toMatch(/^[=+\-@\t\r]/);
        expect(inner).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        if (/[",\n\r]/.test(text)) expect(quoted).toBe(true);
      }),
    );
  });
});
