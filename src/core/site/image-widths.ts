/**
 * A website picture is stored at its own size (at most 1600 px wide) and, beside it, as WebP
 * copies at the smaller widths a phone or a grid cell needs. The saved reference stays the
 * picture's own URL, so everything that shows one picture keeps working; its fragment (never
 * sent to a server) lists the widths stored, the picture's own last:
 * `https://…/o/vMember%2Fm%2Fsite%2F1700?alt=media&token=t#w=480,960,1600`. A copy lives beside
 * the picture, its name the picture's with `-<width>.webp`; site pictures may be fetched by
 * anyone by name (storage.rules), so a copy's URL needs no token of its own.
 */

/** The widths a picture is copied at, when it is wider. */
export const IMAGE_COPY_WIDTHS = [480, 960] as const;

/** The widest a website picture is stored. */
export const IMAGE_MAX_WIDTH = 1600;

import { pictureFragment, splitPictureRef } from './picture-fragment';

export interface ImageCandidate {
  readonly url: string;
  readonly width: number;
}


/** The copy widths a picture of `width` pixels gets: those narrower than itself. */
export function copyWidthsFor(width: number): readonly number[] {
  return IMAGE_COPY_WIDTHS.filter((w) => w < width);
}

/** The reference saved for a picture stored at `ownWidth` with copies at `copyWidths`; a focal point it had stays. */
export function withWidths(url: string, copyWidths: readonly number[], ownWidth: number): string {
  const { bare, fragment } = splitPictureRef(url);
  const widths = copyWidths.length === 0 ? null : `${[...copyWidths].sort((a, b) => a - b).join(',')},${Math.round(ownWidth)}`;
  return `${bare}${pictureFragment({ widths, focus: fragment.focus })}`;
}

/** The picture's own URL, what a browser fetches: the reference without its widths and focal point. */
export function withoutWidths(ref: string): string {
  return splitPictureRef(ref).bare;
}

/** The object name of a picture's copy at `width`: `vMember/m/site/1700` → `vMember/m/site/1700-480.webp`. */
export function copyObjectName(objectName: string, width: number): string {
  return `${objectName.replace(/\.(png|jpe?g|webp)$/, '')}-${width}.webp`;
}

/** A copy's URL, from the picture's: the last segment of the object name takes the suffix, and the token goes. */
export function copyUrl(pictureUrl: string, width: number): string | null {
  const bare = withoutWidths(pictureUrl);
  // A picture the app serves itself (the demo's, by path) has its copies beside it on the same origin.
  const relative = bare.startsWith('/') && !bare.startsWith('//');
  let url: URL;
  try {
    url = new URL(bare, relative ? RELATIVE_BASE : undefined);
  } catch {
    return null;
  }
  const path = url.pathname;
  // Storage download URLs encode the object name's slashes; other stores keep them.
  const slash = path.lastIndexOf('/');
  const encoded = path.lastIndexOf('%2F');
  const start = encoded > slash ? encoded + 3 : slash + 1;
  const last = path.slice(start);
  if (last === '') return null;
  url.pathname = `${path.slice(0, start)}${copyObjectName(last, width)}`;
  url.searchParams.delete('token');
  url.hash = '';
  return relative ? `${url.pathname}${url.search}` : url.href;
}

const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Every stored width of a picture, narrowest first, or null for a picture stored at one size
 * (saved before copies existed, a default picture, or one narrower than the first copy width).
 */
export function imageCandidates(ref: string): readonly ImageCandidate[] | null {
  const { bare, fragment } = splitPictureRef(ref);
  if (fragment.widths === null) return null;
  const widths = fragment.widths.split(',').map(Number);
  const own = widths.pop();
  if (own === undefined || widths.length === 0) return null;
  const copies: ImageCandidate[] = [];
  for (const width of widths) {
    const url = copyUrl(bare, width);
    if (url === null || width >= own) return null;
    copies.push({ url, width });
  }
  return [...copies, { url: bare, width: own }];
}

/** A `srcset` value for a picture, or null when it has one size. */
export function srcsetOf(ref: string): string | null {
  const candidates = imageCandidates(ref);
  return candidates === null ? null : candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
}
