import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { PLAN_PRICES_USD_MONTHLY } from '../../../core/plans/plan-prices';
import { useFormat } from '../../services/use-format';
import { useLocalizedPath } from '../../services/use-localized-path';
import { GetStartedLink } from './get-started-link';

const FEATURES = [
  { id: 'fast', title: 'home.features.fast.title', text: 'home.features.fast.text', icon: '⚡' },
  { id: 'bilingual', title: 'home.features.bilingual.title', text: 'home.features.bilingual.text', icon: 'Aa' },
  { id: 'easy', title: 'home.features.easy.title', text: 'home.features.easy.text', icon: '✎' },
  { id: 'share', title: 'home.features.share.title', text: 'home.features.share.text', icon: '↗' },
] as const;

const STEPS = [
  { id: 'one', title: 'home.steps.one.title', text: 'home.steps.one.text' },
  { id: 'two', title: 'home.steps.two.title', text: 'home.steps.two.text' },
  { id: 'three', title: 'home.steps.three.title', text: 'home.steps.three.text' },
] as const;

export function HomePage() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('marketing');
  const format = useFormat();
  return (
    <main className="marketing" aria-labelledby="home-title">
      <section className="hero">
        <div className="hero__inner">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <GetStartedLink className="button button--large" text={t('home.primary')} />
            <Link className="button button--secondary button--large" to={localized(ROUTES.examples)}>
              {t('home.secondary')}
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <div className="mock-phone">
            <div className="mock-phone__bar" />
            <div className="mock-phone__cover" />
            <div className="mock-phone__line mock-phone__line--title" />
            <div className="mock-phone__line" />
            <div className="mock-phone__line mock-phone__line--short" />
            <div className="mock-phone__button" />
            <div className="mock-phone__grid">
              <span />
              <span />
              <span />
              <span />
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title">{t('home.featuresTitle')}</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="card feature">
              <span className="feature__icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{t(feature.title)}</h3>
              <p>{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--alt" aria-labelledby="steps-title">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.id} className="steps__item">
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section cta-band" aria-labelledby="home-cta-title">
        <h2 id="home-cta-title">{t('home.ctaTitle')}</h2>
        <p>{t('home.ctaText', { price: format.price(PLAN_PRICES_USD_MONTHLY.Basic, 'USD') })}</p>
        <Link className="button button--large" to={localized(ROUTES.pricing)}>
          {t('home.ctaButton')}
        </Link>
      </section>
    </main>
  );
}
