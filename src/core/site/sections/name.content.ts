import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { nameSection } from './name.section';

export interface NameSection {
  readonly publicName: string;
  readonly businessName: string;
}

/** The public name and business name: public member fields, shown in the site's header. */
export const nameContent = defineSectionContent(nameSection, {
  blank: () => ({ publicName: '', businessName: '' }),
  read: (raw, r): NameSection => ({
    publicName: r.line(raw.publicName, 'publicName', SITE_LIMITS.name, true),
    businessName: r.line(raw.businessName, 'businessName', SITE_LIMITS.name),
  }),
  fields: [
    { kind: 'text', key: 'publicName', translatable: false, label: 'fields.publicName', hint: 'fields.publicNameHint', max: SITE_LIMITS.name, required: true },
    { kind: 'text', key: 'businessName', translatable: false, label: 'fields.businessName', max: SITE_LIMITS.name },
  ],
  publicSite: {
    kind: 'member-fields',
    toMember: (name: NameSection) => ({ namePublico: name.publicName, businessName: name.businessName === '' ? null : name.businessName }),
    fromMember: (member) => ({ publicName: member.namePublico, businessName: member.businessName ?? '' }),
  },
});
