import { EMPTY_RICH_TEXT } from '../rich-text';
import type { RichText } from '../rich-text';
import type { FieldReader } from '../site-fields';
import type { RawSection } from './section-definition';
import { readRichText } from './section-readers';

/** About us and additional information: one rich text each. */

export interface RichTextSection {
  readonly body: RichText;
}

export function readRichTextSection(raw: RawSection, r: FieldReader): RichTextSection {
  return { body: raw.body === undefined ? EMPTY_RICH_TEXT : readRichText(raw.body, 'body', r) };
}

export const isEmptyRichTextSection = (section: RichTextSection): boolean => section.body.blocks.length === 0;
