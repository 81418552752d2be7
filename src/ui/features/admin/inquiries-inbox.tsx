import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Inquiry, InquiryStatus } from '../../../core/inquiries/inquiry';
import type { InquiryStatusFilter } from '../../../core/inquiries/inquiry';
import { useAdminUseCases } from './use-admin-use-cases';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';

/** How many requests the inbox keeps live; older ones stay in the CLI's `inquiries list`. */
const INBOX_LIMIT = 100;

/** Requests from the marketing site's Contact and website-intake forms: read, answer, mark handled. */
export function InquiriesInbox() {
  const { t } = useTranslation('dashboard');
  const { t: tm } = useTranslation('marketing');
  const format = useFormat();
  const { logger } = useShell();
  const admin = useAdminUseCases();
  const [status, setStatus] = useState<InquiryStatusFilter>('open');
  const [inquiries, setInquiries] = useState<readonly Inquiry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    setInquiries(null);
    if (admin.state !== 'ready') return undefined;
    return admin.admin.watchInquiries.execute(status, INBOX_LIMIT, setInquiries);
  }, [admin, status]);

  async function setInquiryStatus(inquiry: Inquiry, next: InquiryStatus) {
    setFailed(null);
    try {
      if (admin.state !== 'ready') throw new Error('the admin page has not loaded');
      await admin.admin.setInquiryStatus.execute(inquiry.id, next);
    } catch (error) {
      logger.error('Updating an inquiry failed', error);
      setFailed(inquiry.id);
    }
  }

  return (
    <section id="inquiries" className="card" aria-labelledby="inquiries-title">
      <h2 id="inquiries-title">{t('inquiries.title')}</h2>
      <p className="muted">{t('inquiries.intro')}</p>
      <div className="field">
        <label htmlFor="inquiries-status">{t('inquiries.show')}</label>
        <select id="inquiries-status" value={status} onChange={(event) => setStatus(event.target.value as InquiryStatusFilter)}>
          <option value="open">{t('inquiries.open')}</option>
          <option value="handled">{t('inquiries.handled')}</option>
          <option value="all">{t('inquiries.all')}</option>
        </select>
      </div>
      {inquiries === null ? (
        <p aria-busy="true">{t('inquiries.loading')}</p>
      ) : inquiries.length === 0 ? (
        <p>{t('inquiries.empty')}</p>
      ) : (
        <ul className="inquiry-list">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <article className="inquiry" aria-labelledby={`inquiry-${inquiry.id}`}>
                <h3 id={`inquiry-${inquiry.id}`}>
                  {inquiry.name} <span className="plan-chip">{inquiry.kind === 'contact' ? t('inquiries.contact') : t('inquiries.intake')}</span>
                </h3>
                <p className="muted">
                  <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> · {t('inquiries.received', { when: format.dateTime(inquiry.createdAt) })}
                  {inquiry.handledAt !== null && <> · {t('inquiries.handledAt', { when: format.dateTime(inquiry.handledAt) })}</>}
                </p>
                {inquiry.intake !== null && (
                  <ul className="muted">
                    <li>{t('inquiries.business', { name: inquiry.intake.businessName })}</li>
                    {inquiry.intake.phoneNumber !== '' && <li>{t('inquiries.phone', { phone: inquiry.intake.phoneNumber })}</li>}
                    <li>{t('inquiries.pages', { pages: inquiry.intake.pages.map((page) => tm(`intake.pageOptions.${page}`)).join(', ') })}</li>
                  </ul>
                )}
                <p className="inquiry__message">{inquiry.message}</p>
                <p className="inquiry__actions">
                  <a className="button button--secondary" href={`mailto:${inquiry.email}`}>
                    {t('inquiries.reply')}
                  </a>
                  <button type="button" className="button" onClick={() => void setInquiryStatus(inquiry, inquiry.status === 'open' ? 'handled' : 'open')}>
                    {inquiry.status === 'open' ? t('inquiries.close') : t('inquiries.reopen')}
                  </button>
                </p>
                {failed === inquiry.id && (
                  <p className="field__error" role="alert">
                    {t('inquiries.closeFailed')}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
