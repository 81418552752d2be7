import type { FieldReader } from './site-fields';
import { isRecord } from './site-fields';

/*
 * What search engines and shared links show of the home page: a title and a description the
 * member may write. Left empty, the page keeps the ones made from the site's name and its
 * About us text.
 */

/** Longer ones are cut by search engines, so the studio says so before they are. */
export const SEARCH_TEXT_LIMITS = { title: 60, description: 160 } as const;

export interface SearchText {
  readonly title: string;
  readonly description: string;
}

export const NO_SEARCH_TEXT: SearchText = { title: '', description: '' };

export function readSearchText(raw: unknown, r: FieldReader): SearchText {
  if (raw === undefined || raw === null) return NO_SEARCH_TEXT;
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return NO_SEARCH_TEXT;
  }
  return {
    title: r.line(raw.title, 'title', SEARCH_TEXT_LIMITS.title),
    description: r.line(raw.description, 'description', SEARCH_TEXT_LIMITS.description),
  };
}
