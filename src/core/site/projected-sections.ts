import type { MemberRecord } from '../member/member-record';
import type { StudioSection } from '../plans/plan-gates';
import type { PublicField, PublicMemberFields } from './public-projection';
import type { ProjectedSection } from './sections/catalogue';
import { sectionDefinition } from './sections/catalogue';
import type { SectionContentMap } from './site-content';
import { parseSection } from './site-content';

/*
 * The studio sections whose facts are public member fields (name and styles): saving one sets
 * record fields, which the projection (public-projection.ts) copies. Kept apart from the
 * projection so that what every member write needs does not carry the section catalogue.
 */

/** Studio sections that edit public member fields rather than a document of their own. */
export type { ProjectedSection } from './sections/catalogue';

export function isProjectedSection(section: StudioSection): section is ProjectedSection {
  return sectionDefinition(section).publicSite.kind === 'member-fields';
}

/** The member-record fields a saved section sets (as its catalogue entry says); null for sections that set none. */
export function memberPatchOfSection<S extends StudioSection>(section: S, content: SectionContentMap[S]): Partial<Pick<MemberRecord, PublicField>> | null {
  const placement = sectionDefinition(section).publicSite;
  return placement.kind === 'member-fields' ? placement.toMember(content) : null;
}

/**
 * The current value of a projected section: read from the member's public fields, which are the
 * one store of these facts, so the studio shows what visitors see whoever changed it last.
 */
export function projectedSectionOf<S extends ProjectedSection>(section: S, member: PublicMemberFields): SectionContentMap[S] {
  const placement = sectionDefinition(section).publicSite;
  // Stored values predate the section rules; whatever does not pass them reads as the default.
  return parseSection(section, placement.kind === 'member-fields' ? placement.fromMember(member) : {}).value;
}
