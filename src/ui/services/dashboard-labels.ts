import { useTranslation } from 'react-i18next';
import type { DashboardLinkId } from '../../core/dashboard/dashboard-navigation';
import type { PlanTier } from '../../core/plans/plan-level';
import type { StudioSection } from '../../core/plans/plan-gates';

/** Translated names of navigation entries, studio sections and plans; every key is static. */
export function useDashboardLabels() {
  const { t } = useTranslation('dashboard');

  function link(id: DashboardLinkId): string {
    switch (id) {
      case 'myWeb':
        return t('nav.myWeb');
      case 'websiteStudio':
        return t('nav.websiteStudio');
      case 'users':
        return t('nav.users');
      case 'groups':
        return t('nav.groups');
      case 'forms':
        return t('nav.forms');
      case 'bookings':
        return t('nav.bookings');
      case 'notifications':
        return t('nav.notifications');
      case 'share':
        return t('nav.share');
      case 'admin':
        return t('nav.admin');
      case 'settings':
        return t('nav.settings');
    }
  }

  // Typed keys: a section added to the catalogue without its translations fails to compile.
  function section(id: StudioSection): string {
    return t(`sections.${id}`);
  }

  function plan(tier: PlanTier): string {
    switch (tier) {
      case 'Basic':
        return t('plans.basic');
      case 'Professional':
        return t('plans.professional');
      case 'Elite':
        return t('plans.elite');
    }
  }

  return { link, section, plan };
}
