import type { ListSpec, Raw } from './field-spec';
import { newItemId } from './item-keys';

/** The field of a list's entries that holds its picture, when an entry has one. */
export function pictureKeyOf(spec: ListSpec): string | null {
  return spec.fields.find((field) => field.kind === 'image')?.key ?? null;
}

/**
 * A new entry made of a picture that landed: the list's blank entry with the picture, and, where
 * an entry needs a name (a product), the file's name to start from, so the entry can be saved.
 */
export function pictureEntry(spec: ListSpec, pictureKey: string, url: string, fileName: string): Raw {
  const named = spec.fields.find((field) => field.kind === 'text' && field.required === true);
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_-]+/g, ' ').trim();
  return {
    id: newItemId(),
    ...spec.blank(),
    [pictureKey]: url,
    ...(named !== undefined && named.kind === 'text' ? { [named.key]: base.slice(0, named.max) } : {}),
  };
}
