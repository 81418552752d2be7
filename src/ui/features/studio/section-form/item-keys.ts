import { idOf } from '../../../../core/site/list-item-id';
import type { Raw } from './field-spec';

/** What the editor knows an entry by: its id, or its place for an entry drafted without one. */
export function keyOf(item: Raw, index: number): string {
  return idOf(item) ?? `#${index}`;
}

export function indexOfKey(list: readonly Raw[], key: string): number {
  return list.findIndex((item, i) => keyOf(item, i) === key);
}

/** A fresh id for a new entry; random, so an id is never given again after an entry is removed. */
export function newItemId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24);
}
