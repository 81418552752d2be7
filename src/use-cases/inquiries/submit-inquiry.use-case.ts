import { inject, injectable } from 'inversify';
import type { InquiryLanguage } from '../../core/inquiries/inquiry';
import type { InquiryForm, InquiryFormErrors } from '../../core/inquiries/inquiry-submission';
import { readInquiryForm } from '../../core/inquiries/inquiry-submission';
import { INQUIRIES, type InquiriesPort } from '../../ports/inquiries.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';

export type SubmitInquiryOutcome =
  | { readonly kind: 'stored'; readonly id: string }
  /** The honeypot was filled: the visitor is thanked, nothing is stored. */
  | { readonly kind: 'ignored' }
  | { readonly kind: 'invalid'; readonly errors: InquiryFormErrors };

/**
 * A visitor sends the Contact or the website-intake form. Validated by the core, then stored for
 * the administrators (who are alerted by the server once it is stored). A store failure rejects
 * with its error code, so the page can say so and keep what was typed.
 */
@injectable()
export class SubmitInquiryUseCase {
  constructor(
    @inject(INQUIRIES) private readonly inquiries: InquiriesPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async execute(form: InquiryForm, honeypot: string, language: InquiryLanguage): Promise<SubmitInquiryOutcome> {
    const outcome = readInquiryForm(form, honeypot, language);
    if (outcome.kind === 'invalid') return outcome;
    if (outcome.kind === 'bot') {
      this.logger.info(`A ${form.kind} form with its hidden field filled was ignored`);
      return { kind: 'ignored' };
    }
    return { kind: 'stored', id: await this.inquiries.submit(outcome.inquiry) };
  }
}
