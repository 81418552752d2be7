import { useTranslation } from 'react-i18next';
import './onboarding-steps.css';

export type OnboardingStep = 'account' | 'business' | 'plan' | 'site';

const STEPS: readonly OnboardingStep[] = ['account', 'business', 'plan', 'site'];

/**
 * Sign-up, setup, a plan, the studio: shown on /setup and on the plan page of a member without
 * a plan, so the way from a new account to a site reads as one path.
 */
export function OnboardingSteps({ current }: { readonly current: OnboardingStep }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(current);
  const label = (step: OnboardingStep): string => {
    switch (step) {
      case 'account':
        return t('onboarding.account');
      case 'business':
        return t('onboarding.business');
      case 'plan':
        return t('onboarding.plan');
      case 'site':
        return t('onboarding.site');
    }
  };
  return (
    <ol className="onboarding-steps" aria-label={t('onboarding.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={index < at ? 'onboarding-steps__done' : undefined} aria-current={index === at ? 'step' : undefined}>
          <span className="onboarding-steps__number" aria-hidden="true">
            {index < at ? '✓' : index + 1}
          </span>
          <span>
            {label(step)}
            {index < at && <span className="visually-hidden"> ({t('onboarding.done')})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
