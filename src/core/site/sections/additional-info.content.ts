import { EMPTY_RICH_TEXT } from '../rich-text';
import { defineSectionContent } from './section-definition';
import { additionalInfoSection } from './additional-info.section';
import { isEmptyRichTextSection, readRichTextSection } from './rich-text-section';

export const additionalInfoContent = defineSectionContent(additionalInfoSection, {
  blank: () => ({ body: EMPTY_RICH_TEXT }),
  read: readRichTextSection,
  fields: [{ kind: 'richtext', key: 'body', label: 'fields.additionalInfo' }],
  publicSite: { kind: 'block', isEmpty: isEmptyRichTextSection },
});
