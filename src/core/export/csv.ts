// A cell starting with one of these is a formula to a spreadsheet: text someone typed must never run.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as a CSV document (RFC 4180, CRLF), every cell a spreadsheet would run as a formula
 * written as text. The byte order mark lets spreadsheet programs read accents as UTF-8.
 */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
