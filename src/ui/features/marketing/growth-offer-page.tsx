import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { PLAN_PRICES_USD_MONTHLY } from '../../../core/plans/plan-prices';
import { useFormat } from '../../services/use-format';
import { useLocalizedPath } from '../../services/use-localized-path';

const BULLETS = [
  { id: 'articles', text: 'growth.bullets.articles' },
  { id: 'albums', text: 'growth.bullets.albums' },
  { id: 'forms', text: 'growth.bullets.forms' },
  { id: 'bilingual', text: 'growth.bullets.bilingual' },
] as const;

/** A landing page for the Professional plan: no top navigation, one clear action. */
export function GrowthOfferPage() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const price = PLAN_PRICES_USD_MONTHLY.Professional;
  return (
    <main className="marketing growth" aria-labelledby="growth-title">
      <div className="growth__inner">
        <section className="growth__pitch">
          <p className="eyebrow eyebrow--light">{t('growth.eyebrow')}</p>
          <h1 id="growth-title">{t('growth.title')}</h1>
          <p className="growth__lead">{t('growth.lead', { price: format.price(price, 'USD') })}</p>
        </section>
        <section className="growth__card card" aria-labelledby="growth-bullets-title">
          <p className="growth__plan">{t('growth.priceLabel')}</p>
          <p className="plan__price">
            <span aria-hidden="true">
              <span className="plan__amount">{format.price(price, 'USD')}</span>
              <span className="plan__period">{t('pricing.perMonth')}</span>
            </span>
            <span className="visually-hidden">{t('pricing.priceLabel', { price })}</span>
          </p>
          <h2 id="growth-bullets-title" className="growth__bullets-title">
            {t('growth.bulletsTitle')}
          </h2>
          <ul className="check-list">
            {BULLETS.map((bullet) => (
              <li key={bullet.id}>{t(bullet.text)}</li>
            ))}
          </ul>
          <Link className="button button--large growth__cta" to={ROUTES.getStarted}>
            {t('growth.cta')}
          </Link>
          <p className="growth__reassurance">{t('growth.reassurance')}</p>
          <p className="growth__links">
            <Link to={localized(ROUTES.pricing)}>{t('growth.secondary')}</Link>
            <Link to={ROUTES.websiteIntake}>{t('growth.intake')}</Link>
          </p>
        </section>
      </div>
    </main>
  );
}
