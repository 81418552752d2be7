import type { MemberRecord, SiteLanguage } from '../../../core/member/member-record';
import type { PlanTier } from '../../../core/plans/plan-level';
import type { StudioSection } from '../../../core/plans/plan-gates';
import { memberPatchOfSection } from '../../../core/site/projected-sections';
import { publicProjectionOf } from '../../../core/site/public-projection';
import { publicSiteModel } from '../../../core/site/public-site-model';
import type { SiteContent } from '../../../core/site/site-content';
import { parseSection } from '../../../core/site/site-content';
import { frameDocument } from '../../../public-site/render/frame-document';
import { renderPublicSite } from '../../../public-site/render/render-public-site';

/**
 * The studio preview's rendering, without the DOM: the same code runs in the preview's worker
 * (off the page's main thread, so typing never waits for it) and, where a browser has no
 * workers, on the page itself.
 */

/** The section being edited and its unsaved value, shown in place of the stored one. */
export interface EditedSection {
  readonly section: StudioSection;
  readonly raw: unknown;
}

/** Everything one preview is drawn from. */
export interface PreviewRequest {
  readonly member: MemberRecord;
  readonly content: SiteContent;
  readonly tier: PlanTier;
  readonly language: SiteLanguage;
  readonly edited: EditedSection | null;
  /** The app's origin, against which the frame resolves the app's own pictures. */
  readonly origin: string;
}

/** The HTML the public site would send for this member and content, without the view counter, to a visitor reading `language`. */
export function previewHtml(member: MemberRecord, content: SiteContent, tier: PlanTier, language: SiteLanguage | undefined, origin: string): string {
  const model = publicSiteModel(publicProjectionOf(member), content, tier, language);
  // Rendered for a sandboxed frame: its menu links stay in the frame, default pictures still load.
  return frameDocument(renderPublicSite(model, { basePath: `/s/${member.username}`, countViews: false }).html, origin);
}

/**
 * The stored site with one section replaced by what the member is typing (its valid part): the
 * name and styles sections change the member's public fields, the others their own section.
 */
export function withEditedSection(member: MemberRecord, content: SiteContent, section: StudioSection, raw: unknown): { member: MemberRecord; content: SiteContent } {
  const value = parseSection(section, raw).value;
  const patch = memberPatchOfSection(section, value);
  if (patch !== null) return { member: { ...member, ...patch }, content };
  return { member, content: { ...content, sections: { ...content.sections, [section]: value } } };
}

/** The preview's document for `request`. */
export function renderPreview(request: PreviewRequest): string {
  const { member, content, tier, language, edited, origin } = request;
  const shown = edited === null ? { member, content } : withEditedSection(member, content, edited.section, edited.raw);
  return previewHtml(shown.member, shown.content, tier, language, origin);
}
