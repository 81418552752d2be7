import type { EditorField, RawSection } from './sections/section-definition';
import type { FieldReader } from './site-fields';
import { isRecord } from './site-fields';

/*
 * A first draft is made of an example business's content: its prices, hours, team and story are
 * true of that business, not yet of the member's. Each such fact carries a mark until the member
 * confirms it (or replaces it), on the object it qualifies, so it follows its entry through
 * reordering, adding and removing:
 *
 *   { items: [{ name: 'Cut and style', price: 55, toConfirm: true }, ...] }   one entry
 *   { week: {...}, exceptions: [], toConfirm: true }                          the whole section
 *
 * `true` waits for the member; `false` is confirmed (kept so the checklist can count what is
 * done). The public site leaves an entry marked `true` out, and a section marked `true` out
 * whole (docs/decisions.md): never shown as fact.
 */

export const TO_CONFIRM_KEY = 'toConfirm';

type Mutable = Record<string, unknown>;

type ListField = Extract<EditorField, { kind: 'list' }>;

function listFields(fields: readonly EditorField[]): readonly ListField[] {
  return fields.filter((f): f is ListField => f.kind === 'list');
}

function readMark(raw: unknown, path: string, r: FieldReader): boolean | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'boolean') return raw;
  r.fail(path, 'invalid');
  return null;
}

function marked(value: Mutable, mark: boolean | null): Mutable {
  const out: Mutable = { ...value };
  delete out[TO_CONFIRM_KEY];
  if (mark !== null) out[TO_CONFIRM_KEY] = mark;
  return out;
}

/**
 * The section's value with the marks its input holds: on the section itself and on each entry of
 * its lists. Run after the section's own reader, on the same input and reader (like translations).
 */
export function readSectionMarks<Value>(fields: readonly EditorField[], raw: RawSection, value: Value, r: FieldReader): Value {
  if (!isRecord(value)) return value;
  const out = marked(value as Mutable, readMark(raw[TO_CONFIRM_KEY], TO_CONFIRM_KEY, r));
  for (const field of listFields(fields)) {
    const inner = out[field.key];
    const rawList = raw[field.key];
    if (!Array.isArray(inner) || !Array.isArray(rawList)) continue;
    out[field.key] = inner.map((entry: unknown) => {
      if (!isRecord(entry)) return entry;
      const source = r.sourceOf(entry);
      const index = source === undefined ? -1 : rawList.indexOf(source);
      if (source === undefined || index < 0) return entry;
      const copy = marked(entry, readMark(source[TO_CONFIRM_KEY], `${field.key}.${index}.${TO_CONFIRM_KEY}`, r));
      r.sameSource(entry, copy);
      return copy;
    });
  }
  return out as Value;
}

/** Whether the section as a whole waits for the member's word. */
export function isSectionToConfirm(value: unknown): boolean {
  return isRecord(value) && value[TO_CONFIRM_KEY] === true;
}

/**
 * What a visitor may see of the section: null when the section itself is to confirm, else the
 * section without the entries still to confirm.
 */
export function withoutUnconfirmed<Value>(fields: readonly EditorField[], value: Value): Value | null {
  if (!isRecord(value)) return value;
  if (isSectionToConfirm(value)) return null;
  let out: Mutable | null = null;
  for (const field of listFields(fields)) {
    const inner = value[field.key];
    if (!Array.isArray(inner) || !inner.some(isSectionToConfirm)) continue;
    out ??= { ...value };
    out[field.key] = inner.filter((entry) => !isSectionToConfirm(entry));
  }
  return (out ?? value) as Value;
}

/** One fact of a draft: the whole section (path '') or one entry of a list ('items.2'). */
export interface ToConfirmItem {
  readonly path: string;
  /** The entry's own name, when it has one, for the member to recognise it. */
  readonly name: string;
  readonly confirmed: boolean;
}

function hasMark(value: unknown): boolean {
  return isRecord(value) && typeof value[TO_CONFIRM_KEY] === 'boolean';
}

function entryName(entry: Readonly<Mutable>): string {
  for (const key of ['name', 'title', 'label']) {
    const text = entry[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}

/** The facts of a section that came from a draft, confirmed or not, in the order the member sees them. */
export function draftItems(fields: readonly EditorField[], value: unknown): readonly ToConfirmItem[] {
  if (!isRecord(value)) return [];
  if (hasMark(value)) return [{ path: '', name: '', confirmed: value[TO_CONFIRM_KEY] === false }];
  const items: ToConfirmItem[] = [];
  for (const field of listFields(fields)) {
    const inner = value[field.key];
    if (!Array.isArray(inner)) continue;
    inner.forEach((entry: unknown, i) => {
      if (isRecord(entry) && hasMark(entry)) items.push({ path: `${field.key}.${i}`, name: entryName(entry), confirmed: entry[TO_CONFIRM_KEY] === false });
    });
  }
  return items;
}

/** The facts of a section still to confirm. */
export function itemsToConfirm(fields: readonly EditorField[], value: unknown): readonly ToConfirmItem[] {
  return draftItems(fields, value).filter((item) => !item.confirmed);
}

/** The section as stored, with the fact at `path` ('' for the section, 'items.2' for an entry) confirmed. */
export function confirmedAt(value: RawSection, path: string): RawSection {
  if (path === '') return hasMark(value) ? marked(value, false) : value;
  const [key, index] = path.split('.');
  const list = key === undefined ? undefined : value[key];
  const at = Number(index);
  if (key === undefined || !Array.isArray(list) || !Number.isInteger(at) || !isRecord(list[at])) return value;
  return { ...value, [key]: list.map((entry: unknown, i) => (i === at && isRecord(entry) && hasMark(entry) ? marked(entry, false) : entry)) };
}
