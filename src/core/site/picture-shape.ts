import type { CoverTemplate } from './site-limits';
import { COVER_TEMPLATES } from './site-limits';

/**
 * The shapes the public site cuts pictures to (site-styles.ts), so the studio can offer to crop a
 * picture to the shape it will be shown in: a team photo or the profile picture in a circle, a
 * product or service on a 4:3 card, and the cover as its template shows it.
 */
export type PictureShape = 'cover' | 'portrait' | 'card';

/** Width over height of each cover template's picture: 1 across the screen, 2 beside the text, 3 a band under it. */
export const COVER_ASPECTS: Readonly<Record<CoverTemplate, number>> = {
  // Full-bleed under the name: as wide as a computer's screen shows it; a phone cuts its sides, around the focal point.
  1: 16 / 9,
  2: 4 / 3,
  3: 21 / 9,
};

/** Width over height to crop a picture of `shape` to; the cover's follows its template (the first when unknown). */
export function cropAspectOf(shape: PictureShape, coverTemplate?: unknown): number {
  switch (shape) {
    case 'portrait':
      return 1;
    case 'card':
      return 4 / 3;
    case 'cover': {
      const template = (COVER_TEMPLATES as readonly unknown[]).includes(coverTemplate) ? (coverTemplate as CoverTemplate) : 1;
      return COVER_ASPECTS[template];
    }
  }
}
