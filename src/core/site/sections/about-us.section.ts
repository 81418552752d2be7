import { EMPTY_RICH_TEXT } from '../rich-text';
import { defineSection } from './section-definition';
import { isEmptyRichTextSection, readRichTextSection } from './rich-text-section';

export const aboutUsSection = defineSection({
  id: 'about-us',
  blank: () => ({ body: EMPTY_RICH_TEXT }),
  read: readRichTextSection,
  fields: [{ kind: 'richtext', key: 'body', label: 'fields.aboutUs' }],
  publicSite: { kind: 'block', isEmpty: isEmptyRichTextSection },
});
