import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../core/errors/error-codes';
import { inquiryLanguageOf } from '../../../core/inquiries/inquiry';
import type { InquiryForm } from '../../../core/inquiries/inquiry-submission';
import type { SubmitInquiryOutcome } from '../../../use-cases/inquiries/submit-inquiry.use-case';
import { useErrorMessage } from '../../components/error-message';
import type { BackendServices } from '../../services/app-services';
import { useBackend } from '../../services/services-context';

/**
 * Sends a marketing form to the inquiry store. The backend starts loading with the page; a form
 * sent before it is there (a quick visitor, or a submit the page held while the app started)
 * waits for it, busy. A failure gives the translated reason, and the page keeps what was typed.
 */
export function useInquirySender() {
  const { i18n } = useTranslation();
  const { backend, error } = useBackend();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = useRef<((ready: BackendServices | null) => void) | null>(null);

  useEffect(() => {
    if (backend === null && error === null) return;
    waiting.current?.(backend);
    waiting.current = null;
  }, [backend, error]);

  async function send(form: InquiryForm, honeypot: string): Promise<SubmitInquiryOutcome | null> {
    setFailure(null);
    setSending(true);
    try {
      const ready = backend ?? (error !== null ? null : await new Promise<BackendServices | null>((resolve) => (waiting.current = resolve)));
      if (ready === null) {
        setFailure(errorMessage('services-not-initialised'));
        return null;
      }
      return await ready.useCases.submitInquiry.execute(form, honeypot, inquiryLanguageOf(i18n.language));
    } catch (caught) {
      setFailure(errorMessage(toErrorCode(caught)));
      return null;
    } finally {
      setSending(false);
    }
  }

  return { send, sending, failure };
}
