import { EMPTY_RICH_TEXT } from '../rich-text';
import { defineSection } from './section-definition';
import { isEmptyRichTextSection, readRichTextSection } from './rich-text-section';

export const additionalInfoSection = defineSection({
  id: 'additional-info',
  blank: () => ({ body: EMPTY_RICH_TEXT }),
  read: readRichTextSection,
  fields: [{ kind: 'richtext', key: 'body', label: 'fields.additionalInfo' }],
  publicSite: { kind: 'block', isEmpty: isEmptyRichTextSection },
});
