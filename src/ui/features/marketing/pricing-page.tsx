import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { PLAN_CATALOGUE, type PlanFeature, type StudioSection } from '../../../core/plans/plan-gates';
import type { PlanTier } from '../../../core/plans/plan-level';
import { PLAN_PRICES_USD_MONTHLY } from '../../../core/plans/plan-prices';
import { useFormat } from '../../services/use-format';

/** The plan most small businesses pick; highlighted, not pre-selected. */
const HIGHLIGHTED: PlanTier = 'Professional';

function usePlanText() {
  const { t } = useTranslation('marketing');
  const planName = (tier: PlanTier) => {
    switch (tier) {
      case 'Basic':
        return t('pricing.plans.Basic.name');
      case 'Professional':
        return t('pricing.plans.Professional.name');
      case 'Elite':
        return t('pricing.plans.Elite.name');
    }
  };
  const planTagline = (tier: PlanTier) => {
    switch (tier) {
      case 'Basic':
        return t('pricing.plans.Basic.tagline');
      case 'Professional':
        return t('pricing.plans.Professional.tagline');
      case 'Elite':
        return t('pricing.plans.Elite.tagline');
    }
  };
  const feature = (id: PlanFeature) => {
    switch (id) {
      case 'forms':
        return t('pricing.features.forms');
      case 'usersPortal':
        return t('pricing.features.usersPortal');
      case 'groups':
        return t('pricing.features.groups');
    }
  };
  // Typed keys: a section added to the catalogue without its translations fails to compile.
  const section = (id: StudioSection) => t(`pricing.sections.${id}`);
  return { t, planName, planTagline, feature, section };
}

/** Basic, Professional and Elite, with what each unlocks straight from the core's plan gates. */
export function PricingPage() {
  const { t, planName, planTagline, feature, section } = usePlanText();
  const format = useFormat();
  return (
    <main className="marketing page" aria-labelledby="pricing-title">
      <header className="page-header">
        <h1 id="pricing-title">{t('pricing.title')}</h1>
        <p className="page-header__lead">{t('pricing.lead')}</p>
      </header>
      <ul className="plan-grid">
        {PLAN_CATALOGUE.map((plan) => {
          const price = PLAN_PRICES_USD_MONTHLY[plan.tier];
          const highlighted = plan.tier === HIGHLIGHTED;
          const titleId = `plan-${plan.tier}`;
          return (
            <li key={plan.tier} className={`plan card${highlighted ? ' plan--highlighted' : ''}`}>
              <article aria-labelledby={titleId} data-plan={plan.tier}>
                {highlighted ? <p className="plan__badge">{t('pricing.popular')}</p> : null}
                <h2 id={titleId} className="plan__name">
                  {planName(plan.tier)}
                </h2>
                <p className="plan__tagline">{planTagline(plan.tier)}</p>
                <p className="plan__price">
                  <span aria-hidden="true">
                    <span className="plan__amount">{format.price(price, 'USD')}</span>
                    <span className="plan__period">{t('pricing.perMonth')}</span>
                  </span>
                  <span className="visually-hidden">{t('pricing.priceLabel', { price })}</span>
                </p>
                <p className="plan__count">{t('pricing.sectionsCount', { count: plan.studioSections.length })}</p>
                <Link className={`button plan__cta${highlighted ? '' : ' button--secondary'}`} to={ROUTES.getStarted}>
                  {t('pricing.choose', { plan: planName(plan.tier) })}
                </Link>
                <h3 className="plan__list-title">{t('pricing.includes')}</h3>
                <ul className="plan__list" data-testid={`sections-${plan.tier}`}>
                  {plan.studioSections.map((id) => (
                    <li key={id} className={plan.addedSections.includes(id) && plan.level > 1 ? 'plan__item plan__item--new' : 'plan__item'}>
                      {section(id)}
                    </li>
                  ))}
                </ul>
                {plan.features.length > 0 ? (
                  <>
                    <h3 className="plan__list-title">{t('pricing.extras')}</h3>
                    <ul className="plan__list" data-testid={`features-${plan.tier}`}>
                      {plan.features.map((id) => (
                        <li key={id} className="plan__item">
                          {feature(id)}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <p className="pricing-note">{t('pricing.note')}</p>
    </main>
  );
}
