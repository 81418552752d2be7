import type { RichText } from '../../../../core/site/rich-text';
import type { Raw } from './field-spec';

/** What the editor holds is raw input: these read it as a control needs it, whatever it is. */

export function asRecord(value: unknown): Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
}

export function asList(value: unknown): readonly Raw[] {
  return Array.isArray(value) ? value.map(asRecord) : [];
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function isRichText(value: unknown): value is RichText {
  return typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);
}
