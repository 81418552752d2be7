import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_TYPES,
  INTAKE_PAGES,
  type BusinessType,
  type InquiryErrorCode,
  type IntakePage,
  type WebsiteIntake,
} from '../../../core/validation/inquiry-validation';
import { INQUIRY_HONEYPOT_FIELD } from '../../../core/inquiries/inquiry-submission';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { useValidationMessage } from '../../components/validation-message';
import { HoneypotField } from './honeypot-field';
import { useInquirySender } from './use-inquiry-sender';

const EMPTY: WebsiteIntake = { businessName: '', contactName: '', email: '', phoneNumber: '', businessType: '', pages: [], description: '' };

function useIntakeLabels() {
  const { t } = useTranslation('marketing');
  const typeLabel = (type: BusinessType) => {
    switch (type) {
      case 'restaurant':
        return t('intake.types.restaurant');
      case 'bakery':
        return t('intake.types.bakery');
      case 'salon':
        return t('intake.types.salon');
      case 'trades':
        return t('intake.types.trades');
      case 'retail':
        return t('intake.types.retail');
      case 'health':
        return t('intake.types.health');
      case 'professional':
        return t('intake.types.professional');
      case 'other':
        return t('intake.types.other');
    }
  };
  const pageLabel = (page: IntakePage) => {
    switch (page) {
      case 'services':
        return t('intake.pageOptions.services');
      case 'products':
        return t('intake.pageOptions.products');
      case 'gallery':
        return t('intake.pageOptions.gallery');
      case 'hours':
        return t('intake.pageOptions.hours');
      case 'aboutUs':
        return t('intake.pageOptions.aboutUs');
      case 'contactForm':
        return t('intake.pageOptions.contactForm');
      case 'booking':
        return t('intake.pageOptions.booking');
      case 'blog':
        return t('intake.pageOptions.blog');
    }
  };
  return { t, typeLabel, pageLabel };
}

/**
 * A business describes the website it wants. Like the contact form, a valid request is stored as
 * an inquiry for the administrators; a failure keeps the answers and says why.
 */
export function WebsiteIntakePage() {
  const { t, typeLabel, pageLabel } = useIntakeLabels();
  const { send, sending, failure } = useInquirySender();
  const [honeypot, setHoneypot] = useState('');
  const errorText = useValidationMessage();
  const [values, setValues] = useState<WebsiteIntake>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof WebsiteIntake, InquiryErrorCode>>>({});
  const [sent, setSent] = useState<WebsiteIntake | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: Exclude<keyof WebsiteIntake, 'pages'>) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const togglePage = (page: IntakePage, checked: boolean) =>
    setValues((v) => ({ ...v, pages: checked ? [...v.pages, page] : v.pages.filter((p) => p !== page) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const outcome = await send({ kind: 'website-intake', values }, honeypot);
    if (outcome === null) return;
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setSent({ ...values, contactName: values.contactName.trim(), businessName: values.businessName.trim(), email: values.email.trim() });
    setValues(EMPTY);
  };

  const pagesError = errorText(errors.pages);
  return (
    <main className="marketing intake" aria-labelledby="intake-title">
      <header className="intake__hero">
        <div className="intake__hero-inner">
          <h1 id="intake-title">{t('intake.title')}</h1>
          <p className="page-header__lead">{t('intake.lead')}</p>
        </div>
      </header>
      <div className="page page--medium">
        <div className="card form-card">
          {sent ? (
            <div role="status" className="confirmation">
              <h2>{t('intake.sentTitle')}</h2>
              <p>{t('intake.sentText', { name: sent.contactName, email: sent.email, business: sent.businessName })}</p>
              <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
                {t('intake.another')}
              </button>
            </div>
          ) : (
            <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
              <HoneypotField name={INQUIRY_HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
              <fieldset className="form-section">
                <legend>{t('intake.sectionBusiness')}</legend>
                <TextField id="intake-business" label={t('intake.businessName')} autoComplete="organization" value={values.businessName} onChange={change('businessName')} error={errorText(errors.businessName)} />
                <SelectField id="intake-type" label={t('intake.businessType')} value={values.businessType} onChange={change('businessType')} error={errorText(errors.businessType)}>
                  <option value="">{t('intake.chooseType')}</option>
                  {BUSINESS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {typeLabel(type)}
                    </option>
                  ))}
                </SelectField>
                <TextField id="intake-contact" label={t('intake.contactName')} autoComplete="name" value={values.contactName} onChange={change('contactName')} error={errorText(errors.contactName)} />
                <div className="form-row">
                  <TextField id="intake-email" type="email" label={t('intake.email')} autoComplete="email" value={values.email} onChange={change('email')} error={errorText(errors.email)} />
                  <TextField id="intake-phone" type="tel" label={t('intake.phone')} autoComplete="tel" value={values.phoneNumber} onChange={change('phoneNumber')} error={errorText(errors.phoneNumber)} />
                </div>
              </fieldset>
              <fieldset className="form-section">
                <legend>{t('intake.sectionWebsite')}</legend>
                <fieldset className="choice-group" aria-describedby={pagesError ? 'intake-pages-hint intake-pages-error' : 'intake-pages-hint'}>
                  <legend>{t('intake.pages')}</legend>
                  <p className="field__hint" id="intake-pages-hint">
                    {t('intake.pagesHint')}
                  </p>
                  <div className="choice-grid">
                    {INTAKE_PAGES.map((page) => (
                      <label key={page} className="choice">
                        <input
                          type="checkbox"
                          name="pages"
                          value={page}
                          checked={values.pages.includes(page)}
                          aria-invalid={pagesError ? true : undefined}
                          onChange={(event) => togglePage(page, event.target.checked)}
                        />
                        {pageLabel(page)}
                      </label>
                    ))}
                  </div>
                  {pagesError ? (
                    <p className="field__error" id="intake-pages-error">
                      {pagesError}
                    </p>
                  ) : null}
                </fieldset>
                <TextAreaField
                  id="intake-description"
                  label={t('intake.description')}
                  hint={t('intake.descriptionHint')}
                  rows={6}
                  value={values.description}
                  onChange={change('description')}
                  error={errorText(errors.description)}
                />
              </fieldset>
              {failure !== null && (
                <p role="alert" className="field__error">
                  {t('intake.sendFailed', { reason: failure })}
                </p>
              )}
              <button type="submit" className="button button--large" disabled={sending}>
                {sending ? t('intake.sending') : t('intake.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
