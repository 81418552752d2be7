import { copyObjectName } from '../site/image-widths';
import { splitPictureRef } from '../site/picture-fragment';
import { PRUNE_AGE_MS } from './storage-quota';

/**
 * Pictures the studio's undo history can bring back. Pruning removes a site picture once nothing
 * saved refers to it and it is over a day old (storage-quota.ts); a picture deleted or replaced in
 * the studio is not referenced any more, yet an undo would put it back. While the studio is open
 * it keeps such pictures: it marks them (and their copies) as written now, so they count as new,
 * and marks them again well within the day, for as long as the undo history holds them.
 */

/** How often the studio marks the pictures its undo history holds again: well within PRUNE_AGE_MS. */
export const KEEP_AGAIN_MS = PRUNE_AGE_MS / 4;

/** At most this many pictures are kept at once (the undo history holds 50 edits of one section). */
export const KEEP_MAX = 200;

const SITE_PICTURE = /vMember(?:%2F|\/)([A-Za-z0-9_-]{1,128})(?:%2F|\/)site(?:%2F|\/)([0-9]{1,16}(?:\.(?:png|jpe?g|webp))?)(?=[?#"]|$)/;

/** The stored objects behind one picture reference of `memberId`'s site: the picture and its copies. */
export function siteObjectsOf(ref: string, memberId: string): readonly string[] {
  const { bare, fragment } = splitPictureRef(ref);
  const match = SITE_PICTURE.exec(bare);
  if (match === null || match[1] !== memberId) return [];
  const name = `vMember/${memberId}/site/${match[2] ?? ''}`;
  const widths = fragment.widths?.split(',').map(Number).slice(0, -1) ?? [];
  return [name, ...widths.map((width) => copyObjectName(name, width))];
}

function referencesIn(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const entry of value) referencesIn(entry, out);
  else if (value !== null && typeof value === 'object') for (const entry of Object.values(value)) referencesIn(entry, out);
}

function objectsIn(snapshots: readonly unknown[], memberId: string): Set<string> {
  const refs: string[] = [];
  for (const snapshot of snapshots) referencesIn(snapshot, refs);
  return new Set(refs.flatMap((ref) => siteObjectsOf(ref, memberId)));
}

/**
 * The stored objects an undo or a redo could bring back that the section as it is does not use:
 * what the studio keeps from pruning while it is open.
 */
export function picturesToKeep(history: { readonly past: readonly unknown[]; readonly present: unknown; readonly future: readonly unknown[] }, memberId: string): readonly string[] {
  const inUse = objectsIn([history.present], memberId);
  return [...objectsIn([...history.past, ...history.future], memberId)].filter((name) => !inUse.has(name)).slice(0, KEEP_MAX);
}
