import type { EpochMs } from '../core/time/time';
import { terminalSafe } from './cli-errors';

/** A moment as people read it in a table: UTC, to the minute, so every admin sees the same. */
export function humanTime(value: EpochMs | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A moment as machines read it: ISO 8601, or null. */
export function isoTime(value: EpochMs | null | undefined): string | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : new Date(value).toISOString();
}

export function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

export interface Column<Row> {
  readonly header: string;
  readonly width: number;
  readonly value: (row: Row) => string;
}

function fit(text: string, width: number): string {
  const safe = terminalSafe(text.replace(/[\n\t]/g, ' '));
  const chars = [...safe];
  if (chars.length > width) return `${chars.slice(0, width - 1).join('')}…`;
  return safe + ' '.repeat(width - chars.length);
}

/**
 * A table with fixed column widths, so rows can be printed as they arrive instead of after all
 * of them are known (listing every member must not hold every member in memory).
 */
export function tableWriter<Row>(columns: readonly Column<Row>[], write: (line: string) => void) {
  const line = (cells: readonly string[]) => write(cells.map((cell, index) => fit(cell, columns[index]?.width ?? 10)).join('  ').trimEnd());
  return {
    header: () => line(columns.map((column) => column.header)),
    row: (row: Row) => line(columns.map((column) => column.value(row))),
  };
}

/** Label/value lines for one record. */
export function detailLines(pairs: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${terminalSafe(value)}`);
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
