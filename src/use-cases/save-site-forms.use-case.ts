import { toErrorCode } from '../core/errors/error-codes';
import { validateSiteForms } from '../core/forms/form-definition';
import type { SiteContentPort } from '../ports/site-content.port';
import type { SaveSiteContentResult } from './save-site-section.use-case';

/**
 * Saves the site's forms as the member built them: the core checks every form and field first,
 * so nothing invalid is stored and the member learns which field is wrong. Built by the form
 * builder itself (it needs only the site-content port), so the forms' reader loads with the
 * builder and not with every dashboard screen.
 */
export class SaveSiteFormsUseCase {
  constructor(private readonly siteContent: SiteContentPort) {}

  async execute(memberId: string, forms: unknown): Promise<SaveSiteContentResult> {
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
