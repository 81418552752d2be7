import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import type { StudioSection } from '../core/plans/plan-gates';
import type { DraftAnswers, DraftMember } from '../core/site/examples/first-draft';
import type { SiteContent } from '../core/site/site-content';
import { SITE_CONTENT, type SiteContentPort, type SiteDraft } from '../ports/site-content.port';

export type CreateFirstDraftResult = { readonly outcome: 'created' } | { readonly outcome: 'failed'; readonly code: ErrorCode };

export interface FirstDraftRequest {
  readonly answers: DraftAnswers;
  readonly member: DraftMember;
  /** Where the app serves the example's pictures (e.g. 'https://sitio.app'). */
  readonly origin: string;
  /**
   * The content in place, when the draft is made again from another type or language: the
   * sections the new draft has no use for are emptied, the member's contact is kept, and the
   * look is replaced only while its cover is still the example's.
   */
  readonly replacing?: SiteContent;
}

/**
 * Writes a new member's first draft (core's firstDraft) in one write of the studio's own shape:
 * each section validated like a save from the studio, the layout, and the site's language, so
 * the studio, its preview and the public site read it like any member's content. A first draft
 * leaves the site unpublished and marked `draft` until the member publishes it.
 */
@injectable()
export class CreateFirstDraftUseCase {
  constructor(@inject(SITE_CONTENT) private readonly siteContent: SiteContentPort) {}

  /**
   * Fetches the draft's code (the examples, the catalogue and its checks) ahead of `execute`, so
   * the tap that makes the draft waits for no download: /setup calls it once a trade is chosen.
   */
  async prepare(): Promise<void> {
    await this.modules();
  }

  private modules() {
    return Promise.all([import('../core/site/examples/first-draft'), import('../core/site/site-content'), import('../core/site/sections/catalogue')]);
  }

  /**
   * `whenApplied` is called as soon as this device shows the draft (its own reads see it), which
   * may be before the server has stored it; the result waits for the server's answer.
   */
  async execute(memberId: string, request: FirstDraftRequest, whenApplied?: () => void): Promise<CreateFirstDraftResult> {
    const [{ firstDraft }, { validateSection, validateSiteLayout }, { sectionDefinition }] = await this.modules();
    const draft = firstDraft(request.answers, request.member, request.origin);
    const replacing = request.replacing;
    const sections = { ...draft.sections };
    const layout: Record<string, unknown> = { ...draft.layout };
    if (replacing !== undefined) {
      const kept = new Set<StudioSection>();
      if (replacing.sections['social-links'] !== undefined) kept.add('social-links');
      if (replacing.layout.toConfirm?.styles !== true) {
        kept.add('styles');
        delete layout['toConfirm'];
      }
      for (const section of kept) delete sections[section];
      for (const section of Object.keys(replacing.sections) as StudioSection[]) {
        const definition = sectionDefinition(section);
        if (!kept.has(section) && !(section in sections) && definition.publicSite.kind === 'block') sections[section] = definition.blank();
      }
    }
    const checkedSections: Partial<Record<StudioSection, unknown>> = {};
    for (const [section, raw] of Object.entries(sections) as [StudioSection, unknown][]) {
      const checked = validateSection(section, raw);
      if (!checked.ok) return { outcome: 'failed', code: 'invalid-input' };
      checkedSections[section] = checked.value;
    }
    const checkedLayout = validateSiteLayout(layout);
    if (!checkedLayout.ok) return { outcome: 'failed', code: 'invalid-input' };
    try {
      // A new draft waits, unpublished, for the member's first publication; one made again is
      // already waiting. The phone is the member's profile, written with the draft so that
      // /setup has one write to wait for.
      const record = replacing === undefined ? { siteLanguage: draft.siteLanguage, phoneNumber: request.member.phoneNumber, published: false, draft: true } : { siteLanguage: draft.siteLanguage };
      // One write for the whole draft: on a phone every round trip is felt.
      await this.siteContent.saveDraft(memberId, { sections: checkedSections as SiteDraft['sections'], layout: checkedLayout.value, member: record }, whenApplied);
      return { outcome: 'created' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
