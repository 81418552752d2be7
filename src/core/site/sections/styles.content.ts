import { isHexColor } from '../../validation/safe-values';
import type { CoverTemplate, SiteFont } from '../site-limits';
import { COVER_TEMPLATES, DEFAULT_FONT, DEFAULT_THEME_COLOR, SITE_FONTS } from '../site-limits';
import type { SectionMemberFields } from './section-definition';
import { defineSectionContent } from './section-definition';
import { stylesSection } from './styles.section';

export interface StylesSection {
  readonly themeColor: string;
  readonly font: SiteFont;
  readonly coverTemplate: CoverTemplate;
  readonly coverPicture: string;
}

/** Theme colour, font, cover template and cover picture: public member fields, the site's look. */
export const stylesContent = defineSectionContent(stylesSection, {
  blank: () => ({ themeColor: DEFAULT_THEME_COLOR, font: DEFAULT_FONT, coverTemplate: 1, coverPicture: '' }),
  read: (raw, r): StylesSection => {
    let themeColor = DEFAULT_THEME_COLOR;
    if (isHexColor(raw.themeColor)) themeColor = raw.themeColor.toUpperCase();
    else if (raw.themeColor !== undefined) r.fail('themeColor', 'invalid-color');
    let font: SiteFont = DEFAULT_FONT;
    if ((SITE_FONTS as readonly unknown[]).includes(raw.font)) font = raw.font as SiteFont;
    else if (raw.font !== undefined) r.fail('font', 'invalid-font');
    let coverTemplate: CoverTemplate = 1;
    if ((COVER_TEMPLATES as readonly unknown[]).includes(raw.coverTemplate)) coverTemplate = raw.coverTemplate as CoverTemplate;
    else if (raw.coverTemplate !== undefined) r.fail('coverTemplate', 'invalid');
    return { themeColor, font, coverTemplate, coverPicture: r.image(raw.coverPicture, 'coverPicture') };
  },
  fields: [
    { kind: 'color', key: 'themeColor', label: 'fields.themeColor', hint: 'fields.themeColorHint' },
    { kind: 'select', key: 'font', label: 'fields.font', options: SITE_FONTS.map((f) => ({ value: f, label: { text: f } })) },
    { kind: 'select', key: 'coverTemplate', label: 'fields.coverTemplate', options: COVER_TEMPLATES.map((n) => ({ value: n, label: { label: 'fields.templateN', n } })) },
    { kind: 'image', key: 'coverPicture', label: 'fields.coverPicture', shape: 'cover' },
  ],
  publicSite: {
    kind: 'member-fields',
    toMember: (styles: StylesSection) => {
      const fields: SectionMemberFields = { themeColor: styles.themeColor, font: styles.font, coverTemplate: styles.coverTemplate };
      // An emptied cover falls back to the record's (the default picture), as the public site does.
      return styles.coverPicture === '' ? fields : { ...fields, coverPicture: styles.coverPicture };
    },
    fromMember: (member) => ({ themeColor: member.themeColor, font: member.font, coverTemplate: member.coverTemplate, coverPicture: member.coverPicture ?? '' }),
  },
});
