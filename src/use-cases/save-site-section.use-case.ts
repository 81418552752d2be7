import { inject, injectable } from 'inversify';
import { toErrorCode, type ErrorCode } from '../core/errors/error-codes';
import type { StudioSection } from '../core/plans/plan-gates';
import type { SiteErrors } from '../core/site/site-fields';
import { SITE_CONTENT, type SiteContentPort } from '../ports/site-content.port';

export type SaveSiteContentResult =
  | { readonly outcome: 'saved' }
  | { readonly outcome: 'invalid'; readonly errors: SiteErrors }
  | { readonly outcome: 'failed'; readonly code: ErrorCode };

/**
 * Saves one website-studio section as the member edited it: the core validates and normalises
 * it first, so nothing invalid is ever sent and the member learns which field is wrong.
 */
@injectable()
export class SaveSiteSectionUseCase {
  constructor(@inject(SITE_CONTENT) private readonly siteContent: SiteContentPort) {}

  async execute<S extends StudioSection>(memberId: string, section: S, content: unknown): Promise<SaveSiteContentResult> {
    // The section rules load when the member first saves, not with the dashboard's first screen.
    const { validateSection } = await import('../core/site/site-content');
    const checked = validateSection(section, content);
    if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
    try {
      await this.siteContent.saveSection(memberId, section, checked.value);
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}

/** Saves the order and hidden flags of the site's sections, validated by the core. */
@injectable()
export class SaveSiteLayoutUseCase {
  constructor(@inject(SITE_CONTENT) private readonly siteContent: SiteContentPort) {}

  async execute(memberId: string, layout: unknown): Promise<SaveSiteContentResult> {
    const { validateSiteLayout } = await import('../core/site/site-content');
    const checked = validateSiteLayout(layout);
    if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
    try {
      await this.siteContent.saveLayout(memberId, checked.value);
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
