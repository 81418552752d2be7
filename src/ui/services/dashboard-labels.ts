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

  function section(id: StudioSection): string {
    switch (id) {
      case 'name':
        return t('sections.name');
      case 'styles':
        return t('sections.styles');
      case 'gallery':
        return t('sections.gallery');
      case 'videos':
        return t('sections.videos');
      case 'articles':
        return t('sections.articles');
      case 'products':
        return t('sections.products');
      case 'services':
        return t('sections.services');
      case 'events':
        return t('sections.events');
      case 'team':
        return t('sections.team');
      case 'hours':
        return t('sections.hours');
      case 'about-us':
        return t('sections.aboutUs');
      case 'albums':
        return t('sections.albums');
      case 'payment-links':
        return t('sections.paymentLinks');
      case 'they-trust-us':
        return t('sections.theyTrustUs');
      case 'additional-info':
        return t('sections.additionalInfo');
      case 'social-links':
        return t('sections.socialLinks');
    }
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
