import { EMPTY_RICH_TEXT } from '../rich-text';
import type { RichText } from '../rich-text';
import type { SearchText } from '../search-text';
import { NO_SEARCH_TEXT, SEARCH_TEXT_LIMITS, readSearchText } from '../search-text';
import { defineSectionContent } from './section-definition';
import { aboutUsSection } from './about-us.section';
import { isEmptyRichTextSection, readRichTextSection } from './rich-text-section';

/** The business in its own words, and how its home page reads in search results. */
export interface AboutUsSection {
  readonly body: RichText;
  readonly search: SearchText;
}

export const aboutUsContent = defineSectionContent(aboutUsSection, {
  blank: () => ({ body: EMPTY_RICH_TEXT, search: NO_SEARCH_TEXT }),
  read: (raw, r): AboutUsSection => ({ ...readRichTextSection(raw, r), search: readSearchText(raw.search, r.child('search')) }),
  fields: [
    { kind: 'richtext', key: 'body', label: 'fields.aboutUs' },
    {
      kind: 'group',
      key: 'search',
      label: 'fields.searchText',
      hint: 'search.hint',
      fields: [
        { kind: 'text', key: 'title', label: 'search.title', max: SEARCH_TEXT_LIMITS.title },
        { kind: 'textarea', key: 'description', label: 'search.description', max: SEARCH_TEXT_LIMITS.description },
      ],
    },
  ],
  // The search text belongs to the page's head, not to the About us block.
  publicSite: { kind: 'block', isEmpty: isEmptyRichTextSection },
});
