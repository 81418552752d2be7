import { pictureFragment, splitPictureRef } from './picture-fragment';

/**
 * Where the subject of a picture is, in whole per cent of its width and height from its top left
 * corner. Wherever the site shows a picture cut to a shape (a cover across a phone, a round team
 * photo, a product card), it is cut around this point (CSS `object-position`), so a face or a cake
 * stays in view. It travels in the picture's reference, beside its widths: `…#w=480,960,1600&f=40,30`.
 */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** The middle: how a picture without a focal point is cut. */
export const CENTRE: FocalPoint = { x: 50, y: 50 };

const clampPercent = (n: number): number => (Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 50);

/** A focal point within the picture, whole per cent. */
export function focalPoint(x: number, y: number): FocalPoint {
  return { x: clampPercent(x), y: clampPercent(y) };
}

/** The focal point a reference carries, or null (the picture is cut around its middle). */
export function focalPointOf(ref: string): FocalPoint | null {
  const { focus } = splitPictureRef(ref).fragment;
  if (focus === null) return null;
  const [x, y] = focus.split(',').map(Number);
  if (x === undefined || y === undefined || x > 100 || y > 100) return null;
  return { x, y };
}

/** The reference with `point` as its focal point (null, or the middle, removes it); its widths stay. */
export function withFocalPoint(ref: string, point: FocalPoint | null): string {
  const { bare, fragment } = splitPictureRef(ref);
  const kept = point === null ? null : focalPoint(point.x, point.y);
  const focus = kept === null || (kept.x === CENTRE.x && kept.y === CENTRE.y) ? null : `${kept.x},${kept.y}`;
  return `${bare}${pictureFragment({ widths: fragment.widths, focus })}`;
}

/** The CSS `object-position` for a picture, or null when it is cut around its middle. */
export function objectPositionOf(ref: string): string | null {
  const point = focalPointOf(ref);
  return point === null ? null : `${point.x}% ${point.y}%`;
}
