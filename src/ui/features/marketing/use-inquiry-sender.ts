import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../core/errors/error-codes';
import { inquiryLanguageOf } from '../../../core/inquiries/inquiry';
import type { InquiryForm } from '../../../core/inquiries/inquiry-submission';
import type { SubmitInquiryOutcome } from '../../../use-cases/inquiries/submit-inquiry.use-case';
import { useErrorMessage } from '../../components/error-message';
import { useBackend } from '../../services/services-context';

/**
 * Sends a marketing form to the inquiry store. The backend starts loading with the page, so it is
 * there by the time a visitor has typed; a failure gives the translated reason, and the page
 * keeps what was typed.
 */
export function useInquirySender() {
  const { i18n } = useTranslation();
  const { backend } = useBackend();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(form: InquiryForm, honeypot: string): Promise<SubmitInquiryOutcome | null> {
    setFailure(null);
    if (backend === null) {
      setFailure(errorMessage('services-not-initialised'));
      return null;
    }
    setSending(true);
    try {
      return await backend.useCases.submitInquiry.execute(form, honeypot, inquiryLanguageOf(i18n.language));
    } catch (error) {
      setFailure(errorMessage(toErrorCode(error)));
      return null;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, failure };
}
