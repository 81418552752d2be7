import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { teamSection } from './team.section';

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly photo: string;
}
export interface TeamSection {
  readonly members: readonly TeamMember[];
}

export const teamContent = defineSectionContent(teamSection, {
  blank: () => ({ members: [] }),
  read: (raw, r): TeamSection => ({
    members: r.items(raw.members, 'members', SITE_LIMITS.team, (item, ir) => ({
      name: ir.line(item.name, 'name', SITE_LIMITS.name, true),
      role: ir.line(item.role, 'role', SITE_LIMITS.shortText),
      photo: ir.image(item.photo, 'photo'),
    })),
  }),
  fields: [
    {
      kind: 'list',
      key: 'members',
      label: 'fields.team',
      max: SITE_LIMITS.team,
      itemLabel: 'fields.personN',
      addLabel: 'list.addPerson',
      fields: [
        { kind: 'text', key: 'name', translatable: false, label: 'fields.personName', max: SITE_LIMITS.name, required: true },
        { kind: 'text', key: 'role', label: 'fields.role', max: SITE_LIMITS.shortText },
        { kind: 'image', key: 'photo', label: 'fields.photo', shape: 'portrait' },
      ],
      blank: () => ({ name: '', role: '', photo: '' }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: TeamSection) => section.members.length === 0 },
});
