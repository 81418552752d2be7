import type { SiteForms } from '../core/forms/form-shapes';
import type { StudioSection } from '../core/plans/plan-gates';
import type { SectionContentMap, SiteContent, SiteLayout } from '../core/site/site-content';
import type { MemberProfilePatch } from './member-records.port';
import type { PortToken, Unsubscribe } from './port-token';
import { portToken } from './port-token';

/** A whole first draft, every part already validated: what `saveDraft` stores at once. */
export interface SiteDraft {
  readonly sections: Readonly<Partial<SectionContentMap>>;
  readonly layout: SiteLayout;
  /** Member-record fields set with it (the site's language, its publication, the draft mark). */
  readonly member: MemberProfilePatch;
}

/** The member's own site content, as the website studio edits it. */
export interface SiteContentPort {
  /**
   * Saves one section (already validated by the core's validateSection). The name and styles
   * sections are public member fields (memberPatchOfSection): they are written to the member
   * record and its public projection in one write, and to no section document, so each of
   * those facts has one store. The record must exist ('not-found' otherwise).
   */
  saveSection<S extends StudioSection>(memberId: string, section: S, content: SectionContentMap[S]): Promise<void>;
  /**
   * Stores a first draft in one write: every section as saveSection stores it (name and styles
   * on the member record and its projection), the layout, and the record's fields; all or
   * nothing. `whenApplied` is called once this device's own reads (watchSiteContent, the
   * member's watch) see the draft, which may be before the server has it; the promise resolves
   * once stored. The record must exist ('not-found' otherwise, writing nothing).
   */
  saveDraft(memberId: string, draft: SiteDraft, whenApplied?: () => void): Promise<void>;
  /** The site's forms (vMember/{id}/site/forms), already validated by the core's validateSiteForms. */
  saveForms(memberId: string, forms: SiteForms): Promise<void>;
  /** Section order and hidden flags. */
  saveLayout(memberId: string, layout: SiteLayout): Promise<void>;
  /** Calls back with the whole content at once, then on every change (name and styles are read from the member). */
  watchSiteContent(memberId: string, listener: (content: SiteContent) => void): Unsubscribe;
}

export const SITE_CONTENT: PortToken<SiteContentPort> = portToken<SiteContentPort>('SiteContentPort');
