/**
 * Every entry of a section's lists carries an id of its own, so the studio keys, edits, moves
 * and undoes an entry by what it is rather than by where it stands. Entries stored before ids
 * existed get one from their place when read (the same one on every read until the section is
 * saved with it), so no migration is needed.
 */

export interface ListItemId {
  readonly id: string;
}

export type WithItemId<T> = T & ListItemId;

const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function isItemId(value: unknown): value is string {
  return typeof value === 'string' && ITEM_ID.test(value);
}

/** The id an entry keeps: its own when valid and not already taken in the list, else one from its place. */
export function itemIdFor(raw: unknown, index: number, taken: ReadonlySet<string>): string {
  if (isItemId(raw) && !taken.has(raw)) return raw;
  let id = `item-${index}`;
  for (let n = 1; taken.has(id); n++) id = `item-${index}-${n}`;
  return id;
}

/** The id of an entry as the editor holds it, if it has one. */
export function idOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as { readonly id?: unknown }).id;
  return isItemId(id) ? id : undefined;
}
