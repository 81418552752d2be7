/**
 * What a saved picture reference carries after its URL, in its fragment (a browser never sends
 * it): the widths it is stored in (image-widths.ts) and its focal point (focal-point.ts), as
 * `#w=480,960,1600&f=40,30`, either part alone, widths first. Anything else after a `#` is left
 * as part of the URL.
 */

export interface PictureFragment {
  /** The widths as written, e.g. '480,960,1600', or null. */
  readonly widths: string | null;
  /** The focal point as written, e.g. '40,30', or null. */
  readonly focus: string | null;
}

const WIDTHS = '\\d{2,4}(?:,\\d{2,4}){0,7}';
const FOCUS = '\\d{1,3},\\d{1,3}';
const FRAGMENT = new RegExp(`#(?:w=(${WIDTHS})(?:&f=(${FOCUS}))?|f=(${FOCUS}))$`);

/** The picture's own URL and what its fragment says. */
export function splitPictureRef(ref: string): { readonly bare: string; readonly fragment: PictureFragment } {
  const match = FRAGMENT.exec(ref);
  if (match === null) return { bare: ref, fragment: { widths: null, focus: null } };
  return { bare: ref.slice(0, match.index), fragment: { widths: match[1] ?? null, focus: match[2] ?? match[3] ?? null } };
}

/** The fragment for `parts`, '' when there is nothing to say. */
export function pictureFragment(parts: PictureFragment): string {
  const said = [parts.widths === null ? null : `w=${parts.widths}`, parts.focus === null ? null : `f=${parts.focus}`].filter((p) => p !== null);
  return said.length === 0 ? '' : `#${said.join('&')}`;
}
