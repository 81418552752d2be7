import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE } from '../../../core/plans/plan-gates';
import { useShell } from '../../app/services-context';
import { useDashboardLabels } from './dashboard-labels';
import { useDashboard } from './dashboard-context';
import { DashboardPage } from './dashboard-page';

/** /dashboard/settings/subscription: where every Activate button leads. */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { config, clock } = useShell();
  const labels = useDashboardLabels();
  const { member, view } = useDashboard();
  const trialEnd = new Date(member.activeUntil).toLocaleString(i18n.language);
  const trialRunning = member.activeUntil > clock.now();

  return (
    <DashboardPage title={t('subscription.title')}>
      <dl className="facts card">
        <div>
          <dt>{t('subscription.current')}</dt>
          <dd>{labels.plan(view.tier)}</dd>
        </div>
        <div>
          <dt>{t('subscription.status')}</dt>
          <dd>{member.status ? t('subscription.active') : t('subscription.inactive')}</dd>
        </div>
        <div>
          <dt>{trialRunning ? t('subscription.trialEnds') : t('subscription.trialEnded')}</dt>
          <dd>{trialEnd}</dd>
        </div>
      </dl>
      <h2>{t('subscription.plans')}</h2>
      <p className="notice" id="payment-soon">
        {t('subscription.paymentSoon', { email: config.supportEmail })}
      </p>
      <ul className="plan-list">
        {PLAN_CATALOGUE.map((plan) => (
          <li key={plan.tier} className={plan.tier === view.tier ? 'card plan plan--current' : 'card plan'}>
            <h3>{labels.plan(plan.tier)}</h3>
            {plan.tier === view.tier && <p className="plan-chip">{t('subscription.yourPlan')}</p>}
            <p>{t('subscription.sections', { count: plan.studioSections.length })}</p>
            <ul>
              {plan.features.includes('usersPortal') && <li>{t('subscription.usersPortal')}</li>}
              {plan.features.includes('groups') && <li>{t('subscription.groups')}</li>}
              {plan.features.includes('forms') && <li>{t('subscription.forms')}</li>}
            </ul>
            <button type="button" className="button" disabled aria-describedby="payment-soon">
              {t('subscription.choose')}
              <span className="visually-hidden"> {labels.plan(plan.tier)}</span>
            </button>
          </li>
        ))}
      </ul>
    </DashboardPage>
  );
}
