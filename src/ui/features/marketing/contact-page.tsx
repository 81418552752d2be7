import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateContactMessage, type ContactMessage, type InquiryErrorCode } from '../../../core/validation/inquiry-validation';
import { useShell } from '../../services/services-context';
import { TextAreaField, TextField } from '../../components/form-field';
import { useValidationMessage } from '../../components/validation-message';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/**
 * The contact form. There is no mail service behind it yet: a valid message is recorded in the
 * app log, and the page says so only by thanking the visitor (see docs/decisions.md).
 */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  const { logger, config } = useShell();
  const errorText = useValidationMessage();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, InquiryErrorCode>>>({});
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof ContactMessage) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateContactMessage(values);
    setErrors(result.errors);
    if (!result.ok) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    logger.info(`Contact message from ${result.normalized.email} (${result.normalized.message.length} characters)`);
    setSent(result.normalized);
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
            <form ref={formRef} noValidate onSubmit={submit}>
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
              <button type="submit" className="button">
                {t('contact.submit')}
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
