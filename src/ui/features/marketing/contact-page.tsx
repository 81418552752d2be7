import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_HONEYPOT_FIELD } from '../../../core/inquiries/inquiry-submission';
import type { ContactMessage, InquiryErrorCode } from '../../../core/validation/inquiry-validation';
import { useShell } from '../../services/services-context';
import { TextAreaField, TextField } from '../../components/form-field';
import { useValidationMessage } from '../../components/validation-message';
import { HoneypotField } from './honeypot-field';
import { useInquirySender } from './use-inquiry-sender';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/**
 * What a visitor typed into the page's prerendered fields before the app took the page over
 * (src/ui/prerender/page-behaviour.ts starts it when they turn to the form): hydration keeps the
 * fields as they are, so the form's state starts from them. Empty anywhere else.
 */
function typedBeforeStart(): ContactMessage {
  if (typeof document === 'undefined') return EMPTY;
  const value = (id: string) => (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  return { name: value('contact-name'), email: value('contact-email'), message: value('contact-message') };
}

/**
 * The contact form. A valid message is stored as an inquiry for the administrators (alerted by
 * the server); when storing fails the visitor is told why and keeps what they typed.
 */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  const { config } = useShell();
  const { send, sending, failure } = useInquirySender();
  const [honeypot, setHoneypot] = useState('');
  const errorText = useValidationMessage();
  const [values, setValues] = useState<ContactMessage>(typedBeforeStart);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, InquiryErrorCode>>>({});
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof ContactMessage) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const outcome = await send({ kind: 'contact', values }, honeypot);
    if (outcome === null) return;
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      // After the re-render, so the field marked invalid is the one focused.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setSent({ ...values, name: values.name.trim(), email: values.email.trim() });
    setValues(EMPTY);
  };

  return (
    <main className="marketing page" aria-labelledby="contact-title">
      <header className="page-header">
        <h1 id="contact-title">{t('contact.title')}</h1>
        <p className="page-header__lead">{t('contact.lead')}</p>
      </header>
      <div className="contact-layout">
        <div className="card form-card">
          {sent ? (
            <div role="status" className="confirmation">
              <h2>{t('contact.sentTitle', { name: sent.name })}</h2>
              <p>{t('contact.sentText', { email: sent.email })}</p>
              <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
                {t('contact.sendAnother')}
              </button>
            </div>
          ) : (
            <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
              <HoneypotField name={INQUIRY_HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
              <TextField id="contact-name" label={t('contact.name')} autoComplete="name" value={values.name} onChange={change('name')} error={errorText(errors.name)} />
              <TextField
                id="contact-email"
                type="email"
                label={t('contact.email')}
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
                error={errorText(errors.email)}
              />
              <TextAreaField
                id="contact-message"
                label={t('contact.message')}
                hint={t('contact.messageHint')}
                rows={6}
                value={values.message}
                onChange={change('message')}
                error={errorText(errors.message)}
              />
              {failure !== null && (
                <p role="alert" className="field__error">
                  {t('contact.sendFailed', { reason: failure })}
                </p>
              )}
              <button type="submit" className="button" disabled={sending}>
                {sending ? t('contact.sending') : t('contact.submit')}
              </button>
            </form>
          )}
        </div>
        <aside className="contact-aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t('contact.asideTitle')}</h2>
          <p>
            {t('contact.asideText', { email: config.supportEmail })}
          </p>
        </aside>
      </div>
    </main>
  );
}
