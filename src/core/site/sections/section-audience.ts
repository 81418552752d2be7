import type { Audience } from '../../portal/audience';
import { EVERYONE, readAudience } from '../../portal/audience';
import { FieldReader, isRecord } from '../site-fields';
import type { EditorField, RawSection } from './section-definition';

/*
 * Who may see a part of the site (Elite's Users Portal): an item of a list (an article, an
 * album, a video, an event, a payment link) or a whole section. It is stored beside what it
 * guards as `audience`, and only when it is narrower than everyone, so a site that never uses it
 * is stored exactly as before. The public page leaves out what a viewer may not see
 * (src/core/portal/gate-content.ts).
 */

/** The key of an item's or a section's audience in its stored object. */
export const AUDIENCE_KEY = 'audience';

/** The control of a list entry's audience. */
export const ITEM_AUDIENCE_FIELD: EditorField = { kind: 'audience', key: AUDIENCE_KEY, label: 'audience.item' };

/** The control of a whole section's audience, shown above the section's own fields. */
export const SECTION_AUDIENCE_FIELD: EditorField = { kind: 'audience', key: AUDIENCE_KEY, label: 'audience.section' };

/** The stored audience of an entry, to spread into what its reader returns: nothing when it is everyone. */
export function readItemAudience(raw: unknown, r: FieldReader): { readonly audience?: Audience } {
  const audience = readAudience(raw, AUDIENCE_KEY, r);
  return audience.kind === 'everyone' ? {} : { audience };
}

/**
 * The audience kept on an item or section value. Values the core has read hold a checked one;
 * anything else found there reads as narrower than everyone, never wider.
 */
export function audienceOf(value: unknown): Audience {
  if (!isRecord(value) || !Object.hasOwn(value, AUDIENCE_KEY)) return EVERYONE;
  return readAudience(value[AUDIENCE_KEY], AUDIENCE_KEY, new FieldReader());
}

/** Whether only some viewers may see this item or section. */
export function isGated(value: unknown): boolean {
  return audienceOf(value).kind !== 'everyone';
}

/** `to` (an edited shape of `from`) with the audience `from` has, if any. */
export function keepAudience(from: object, to: RawSection): RawSection {
  const audience = (from as Readonly<Record<string, unknown>>)[AUDIENCE_KEY];
  return audience === undefined ? to : { ...to, [AUDIENCE_KEY]: audience };
}

/** The keys of a section's lists whose entries each have an audience (from its editor fields). */
export function gatedListsOf(fields: readonly EditorField[]): readonly string[] {
  return fields.filter((f) => f.kind === 'list' && f.fields.some((inner) => inner.kind === 'audience')).map((f) => f.key);
}
