import { inject, injectable } from 'inversify';
import { toErrorCode } from '../../core/errors/error-codes';
import { SITE_CONTENT, type SiteContentPort } from '../../ports/site-content.port';
import type { SaveSiteContentResult } from '../save-site-section.use-case';

/**
 * Saves the site's forms as the member built them: the core checks every form and field first,
 * so nothing invalid is stored and the member learns which field is wrong.
 */
@injectable()
export class SaveSiteFormsUseCase {
  constructor(@inject(SITE_CONTENT) private readonly siteContent: SiteContentPort) {}

  async execute(memberId: string, forms: unknown): Promise<SaveSiteContentResult> {
    // The forms' rules load with the form builder, not with the dashboard's first screen.
    const { validateSiteForms } = await import('../../core/forms/form-definition');
    const checked = validateSiteForms(forms);
    if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
    try {
      await this.siteContent.saveForms(memberId, checked.value);
      return { outcome: 'saved' };
    } catch (error) {
      return { outcome: 'failed', code: toErrorCode(error) };
    }
  }
}
