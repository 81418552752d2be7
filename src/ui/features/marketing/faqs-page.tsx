import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { useLocalizedPath } from '../../services/use-localized-path';

const FAQS = [
  { id: 'what', q: 'faqs.items.what.q', a: 'faqs.items.what.a' },
  { id: 'skills', q: 'faqs.items.skills.q', a: 'faqs.items.skills.a' },
  { id: 'languages', q: 'faqs.items.languages.q', a: 'faqs.items.languages.a' },
  { id: 'cost', q: 'faqs.items.cost.q', a: 'faqs.items.cost.a' },
  { id: 'change', q: 'faqs.items.change.q', a: 'faqs.items.change.a' },
  { id: 'domain', q: 'faqs.items.domain.q', a: 'faqs.items.domain.a' },
  { id: 'edit', q: 'faqs.items.edit.q', a: 'faqs.items.edit.a' },
  { id: 'help', q: 'faqs.items.help.q', a: 'faqs.items.help.a' },
] as const;

/** Native <details> disclosures: keyboard and screen-reader support without any script. */
export function FaqsPage() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('marketing');
  return (
    <main className="marketing page page--medium" aria-labelledby="faqs-title">
      <header className="page-header">
        <h1 id="faqs-title">{t('faqs.title')}</h1>
        <p className="page-header__lead">{t('faqs.lead')}</p>
      </header>
      <div className="faq-list">
        {FAQS.map((faq) => (
          <details key={faq.id} className="faq">
            <summary className="faq__question">{t(faq.q)}</summary>
            <p className="faq__answer">{t(faq.a)}</p>
          </details>
        ))}
      </div>
      <section className="cta-band" aria-labelledby="faqs-more-title">
        <h2 id="faqs-more-title">{t('faqs.moreTitle')}</h2>
        <Link className="button" to={localized(ROUTES.contact)}>
          {t('faqs.moreButton')}
        </Link>
      </section>
    </main>
  );
}
