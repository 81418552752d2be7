import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { checkoutLocaleOf, checkoutReturnOf } from '../../../core/billing/checkout-request';
import type { BillingAction, PeriodLine } from '../../../core/billing/subscription-standing';
import { planChoice, planSubscriptionToShow } from '../../../core/billing/subscription-standing';
import { hadTrial } from '../../../core/dashboard/banner';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { toErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import { planInForce } from '../../../core/plans/effective-plan';
import { PLAN_CATALOGUE } from '../../../core/plans/plan-gates';
import type { PlanTier } from '../../../core/plans/plan-level';
import { monthlyPriceUsd } from '../../../core/plans/plan-prices';
import type { Subscription, SubscriptionStatus } from '../../../core/plans/subscription';
import { useShell } from '../../services/services-context';
import { siteLanguageOf } from '../../i18n/i18n';
import { externalNavigation } from './external-navigation';
import { useDashboardLabels } from '../../services/dashboard-labels';
import { useDashboard } from '../../services/dashboard-context';
import { DashboardPage } from '../../components/dashboard-page';
import { useFormat } from '../../services/use-format';
import { OnboardingSteps } from '../../components/onboarding-steps';
import './billing.css';

interface AllSubscriptions {
  readonly subscriptions: readonly Subscription[];
  /**
   * Whether the first read has answered (or failed). Before that a member with a plan would
   * look plan-less, and a checkout started then would charge a second subscription.
   */
  readonly loaded: boolean;
}

/** Every subscription of the member: the live valid ones over a one-time read of all of them. */
function useAllSubscriptions(): AllSubscriptions {
  const { backend, member, subscriptions: live } = useDashboard();
  const { logger } = useShell();
  const [listed, setListed] = useState<readonly Subscription[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Re-read whenever the live set or the record changes: that is when a status may have moved
  // to one the live query (valid statuses only) no longer returns, e.g. past_due.
  useEffect(() => {
    let current = true;
    backend.useCases.planSubscriptions.list(member.id).then(
      (all) => {
        if (!current) return;
        setListed(all);
        setLoaded(true);
      },
      // Spec section 8: subscription read errors are logged only; the live valid ones still show.
      (error: unknown) => {
        logger.error('Subscription read failed', error);
        if (current) setLoaded(true);
      },
    );
    return () => {
      current = false;
    };
  }, [backend, logger, member.id, member.status, live]);
  return useMemo(() => {
    const byId = new Map(listed.map((sub) => [sub.id, sub]));
    for (const sub of live) byId.set(sub.id, sub);
    return { subscriptions: [...byId.values()], loaded };
  }, [listed, live, loaded]);
}

/**
 * Leaving for a payment page and coming back with the browser's Back button can restore this
 * page from the back-forward cache as it was left: waiting for a page it already opened.
 */
function useOnRestoredFromCache(restored: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored]);
}

/** /dashboard/settings/subscription: where every Activate button leads. */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tb } = useTranslation('billing');
  const { t: te } = useTranslation('errors');
  const { config, clock, logger } = useShell();
  const labels = useDashboardLabels();
  const { backend, member, view, subscriptions: live } = useDashboard();
  const { search } = useLocation();
  const { subscriptions: all, loaded } = useAllSubscriptions();
  const shown = planSubscriptionToShow(all, config.planPriceIds);
  const returned = checkoutReturnOf(search);
  const [pendingPlan, setPendingPlan] = useState<PlanTier | null>(null);
  const [openingPortal, setOpeningPortal] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  useOnRestoredFromCache(
    useCallback(() => {
      setPendingPlan(null);
      setOpeningPortal(false);
    }, []),
  );

  const language = siteLanguageOf(i18n.language);
  const format = useFormat();
  const date = format.date;
  const price = (tier: PlanTier) => format.price(monthlyPriceUsd(tier), 'USD');
  const now = clock.now();
  const trialRunning = member.activeUntil > now;
  // The studio's gate falls back to Basic, but a member who pays nothing has no plan to name.
  const plan = planInForce({ member, subscriptions: live, roles: view.roles, now });
  const choosing = plan === null && shown === null;
  const busy = pendingPlan !== null || openingPortal || !loaded;

  async function choose(plan: PlanTier) {
    setError(null);
    setPendingPlan(plan);
    try {
      const { url } = await backend.useCases.startCheckout.execute({ memberId: member.id, plan, language, origin: window.location.origin });
      externalNavigation.assign(url);
    } catch (failure) {
      setError(toErrorCode(failure));
      setPendingPlan(null);
    }
  }

  async function manageBilling() {
    setError(null);
    setOpeningPortal(true);
    try {
      const { url } = await backend.useCases.openCustomerPortal.execute(`${window.location.origin}${ROUTES.subscription}`, checkoutLocaleOf(language));
      externalNavigation.assign(url);
    } catch (failure) {
      logger.error('Billing portal failed', failure);
      setError(toErrorCode(failure));
      setOpeningPortal(false);
    }
  }

  return (
    <DashboardPage title={t('subscription.title')}>
      {choosing && (
        <>
          <OnboardingSteps current="plan" />
          <p className="lead">{t('subscription.chooseLead')}</p>
        </>
      )}
      {returned === 'success' && (
        <p className="notice notice--good" role="status">
          {shown?.grantsAccess ? tb('activeNow') : tb('returned.success')}
        </p>
      )}
      {returned === 'success' && shown?.grantsAccess === true && (
        <p>
          <Link className="button" to={ROUTES.websiteStudio}>
            {t('subscription.buildSite')}
          </Link>
        </p>
      )}
      {returned === 'cancelled' && (
        <p className="notice" role="status">
          {tb('returned.cancelled')}
        </p>
      )}
      <section className="card billing-summary" aria-label={tb('subscription')} aria-busy={!loaded}>
        <dl className="facts">
          <div>
            <dt>{t('subscription.current')}</dt>
            <dd>{plan === null ? t('subscription.noPlan') : labels.plan(plan)}</dd>
          </div>
          <div>
            <dt>{tb('subscription')}</dt>
            <dd data-tone={shown?.tone}>{shown !== null ? statusLabel(tb, shown.status) : loaded ? tb('noSubscription') : tb('loading')}</dd>
          </div>
          {shown !== null && shown.period.kind !== 'none' && (
            <div>
              <dt>{shown.tier === null ? tb('subscription') : labels.plan(shown.tier)}</dt>
              <dd>{periodMessage(tb, shown.period.kind, date(shown.period.at))}</dd>
            </div>
          )}
          <div>
            <dt>{t('subscription.status')}</dt>
            <dd>{member.status ? t('subscription.active') : t('subscription.inactive')}</dd>
          </div>
          {trialRunning || hadTrial(member) ? (
            <div>
              <dt>{trialRunning ? t('subscription.trialEnds') : t('subscription.trialEnded')}</dt>
              <dd>{date(member.activeUntil)}</dd>
            </div>
          ) : (
            <div>
              <dt>{tb('freeTrial')}</dt>
              <dd>{tb('noFreeTrial')}</dd>
            </div>
          )}
        </dl>
        {shown !== null && shown.period.kind === 'ends' && <p className="notice">{tb('endsOnDetail', { date: date(shown.period.at) })}</p>}
        {shown !== null && shown.action !== 'none' && (
          <p className={shown.tone === 'attention' ? 'notice notice--attention' : 'notice'} role={shown.tone === 'attention' ? 'alert' : undefined}>
            {actionMessage(tb, shown.action)}
          </p>
        )}
        {shown !== null && (
          <button type="button" className="button button--secondary" onClick={() => void manageBilling()} disabled={busy} aria-busy={openingPortal}>
            {openingPortal ? tb('openingPortal') : tb('manage')}
          </button>
        )}
      </section>

      <h2>{t('subscription.plans')}</h2>
      {error !== null && (
        <p className="notice notice--attention" role="alert">
          {te(error)}
        </p>
      )}
      {pendingPlan !== null && (
        <p className="notice" role="status">
          {tb('opening')}
        </p>
      )}
      <ul className="plan-list">
        {PLAN_CATALOGUE.map((plan) => {
          const choice = planChoice(plan.tier, shown);
          const name = labels.plan(plan.tier);
          return (
            <li key={plan.tier} className={choice === 'current' ? 'card plan plan--current' : 'card plan'}>
              <h3>{name}</h3>
              <p className="plan__price">{tb('perMonth', { price: price(plan.tier) })}</p>
              <p>{tb('sectionsCount', { count: plan.studioSections.length })}</p>
              {plan.addedSections.length > 0 && plan.level > 1 && (
                <p className="muted">{tb('adds', { sections: plan.addedSections.map((s) => labels.section(s)).join(', ') })}</p>
              )}
              {plan.features.length > 0 && (
                <ul>
                  {plan.features.includes('usersPortal') && <li>{t('subscription.usersPortal')}</li>}
                  {plan.features.includes('groups') && <li>{t('subscription.groups')}</li>}
                  {plan.features.includes('forms') && <li>{t('subscription.forms')}</li>}
                </ul>
              )}
              {choice === 'current' && <p className="plan-chip">{tb('current')}</p>}
              {choice === 'checkout' && (
                <button type="button" className="button" onClick={() => void choose(plan.tier)} disabled={busy} aria-busy={pendingPlan === plan.tier}>
                  {shown === null ? tb('activate', { plan: name }) : tb('choose', { plan: name })}
                </button>
              )}
              {choice === 'change-in-portal' && (
                <button type="button" className="button button--secondary" onClick={() => void manageBilling()} disabled={busy}>
                  {tb('changeInPortal', { plan: name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </DashboardPage>
  );
}

type BillingT = ReturnType<typeof useTranslation<'billing'>>['t'];

function statusLabel(tb: BillingT, status: SubscriptionStatus): string {
  switch (status) {
    case 'active':
      return tb('status.active');
    case 'trialing':
      return tb('status.trialing');
    case 'incomplete':
      return tb('status.incomplete');
    case 'past_due':
      return tb('status.past_due');
    case 'unpaid':
      return tb('status.unpaid');
    case 'paused':
      return tb('status.paused');
    case 'canceled':
      return tb('status.canceled');
    case 'incomplete_expired':
      return tb('status.incomplete_expired');
  }
}

function periodMessage(tb: BillingT, kind: Exclude<PeriodLine['kind'], 'none'>, date: string): string {
  switch (kind) {
    case 'renews':
      return tb('renewsOn', { date });
    case 'trial-ends':
      return tb('trialEndsOn', { date });
    case 'ends':
      return tb('endsOn', { date });
  }
}

function actionMessage(tb: BillingT, action: Exclude<BillingAction, 'none'>): string {
  switch (action) {
    case 'complete-payment':
      return tb('action.complete-payment');
    case 'update-card':
      return tb('action.update-card');
    case 'choose-plan':
      return tb('action.choose-plan');
  }
}
