import { BUSINESS_NAME_MAX_LENGTH } from '../../validation/profile-validation';
import { DISPLAY_NAME_MAX_LENGTH } from '../../validation/sign-up-validation';
import { defineSectionContent } from './section-definition';
import { nameSection } from './name.section';

export interface NameSection {
  readonly publicName: string;
  readonly businessName: string;
}

/**
 * The public name and business name: public member fields, shown in the site's header, so they
 * keep the member record's lengths (not SITE_LIMITS.name, which bounds names inside sections).
 */
export const nameContent = defineSectionContent(nameSection, {
  blank: () => ({ publicName: '', businessName: '' }),
  read: (raw, r): NameSection => ({
    publicName: r.line(raw.publicName, 'publicName', DISPLAY_NAME_MAX_LENGTH, true),
    businessName: r.line(raw.businessName, 'businessName', BUSINESS_NAME_MAX_LENGTH),
  }),
  fields: [
    { kind: 'text', key: 'publicName', translatable: false, label: 'fields.publicName', hint: 'fields.publicNameHint', max: DISPLAY_NAME_MAX_LENGTH, required: true },
    { kind: 'text', key: 'businessName', translatable: false, label: 'fields.businessName', max: BUSINESS_NAME_MAX_LENGTH },
  ],
  publicSite: {
    kind: 'member-fields',
    toMember: (name: NameSection) => ({ namePublico: name.publicName, businessName: name.businessName === '' ? null : name.businessName }),
    fromMember: (member) => ({ publicName: member.namePublico, businessName: member.businessName ?? '' }),
  },
});
