import type { RichText } from '../rich-text';
import { parseRichText } from '../rich-text';
import type { FieldReader } from '../site-fields';
import { isCalendarDate, isClockTime } from '../site-fields';
import { SITE_LIMITS } from '../site-limits';
import type { EditorField, RawSection } from './section-definition';

/** Readers and editor fields several sections share. */

export interface SiteImage {
  readonly url: string;
  readonly alt: string;
}

export function readImage(item: RawSection, r: FieldReader): SiteImage {
  return { url: r.image(item.url, 'url', true), alt: r.line(item.alt, 'alt', SITE_LIMITS.alt) };
}

export function readRichText(raw: unknown, path: string, r: FieldReader): RichText {
  const { value, errors } = parseRichText(raw);
  for (const [key, code] of Object.entries(errors)) r.fail(key === '' ? path : `${path}.${key}`, code);
  return value;
}

export function readDate(raw: unknown, path: string, r: FieldReader, required: boolean): string {
  if ((raw === undefined || raw === null || raw === '') && !required) return '';
  if (!isCalendarDate(raw)) {
    r.fail(path, raw === undefined || raw === '' ? 'required' : 'invalid-date');
    return '';
  }
  return raw;
}

export function readTime(raw: unknown, path: string, r: FieldReader, required: boolean): string {
  if ((raw === undefined || raw === null || raw === '') && !required) return '';
  if (!isClockTime(raw)) {
    r.fail(path, 'invalid-time');
    return '';
  }
  return raw;
}

/** A list of pictures with their descriptions (gallery, album pictures, logos). */
export function imageListField(key: string, label: string, max: number): EditorField {
  return {
    kind: 'list',
    key,
    label,
    max,
    itemLabel: 'fields.imageN',
    addLabel: 'list.addImage',
    fields: [
      { kind: 'image', key: 'url', label: 'fields.image' },
      { kind: 'text', key: 'alt', label: 'fields.alt', hint: 'fields.altHint', max: SITE_LIMITS.alt },
    ],
    blank: () => ({ url: '', alt: '' }),
  };
}
