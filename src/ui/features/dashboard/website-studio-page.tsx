import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES, studioSectionPath } from '../../../core/dashboard/route-paths';
import { isStudioSection, studioSectionsFor } from '../../../core/plans/plan-gates';
import { useDashboardLabels } from './dashboard-labels';
import { useDashboard } from './dashboard-context';
import { DashboardPage } from './dashboard-page';

/** /dashboard/website-studio: the sections the member's plan lets them edit. */
export function WebsiteStudioPage() {
  const { t } = useTranslation('dashboard');
  const labels = useDashboardLabels();
  const { view } = useDashboard();
  return (
    <DashboardPage title={t('studio.title')}>
      <p className="plan-chip">{labels.plan(view.tier)}</p>
      <p>{t('studio.intro')}</p>
      <p className="notice">{t('studio.comingSoon')}</p>
      <ul className="section-list">
        {studioSectionsFor(view.tier).map((section) => (
          <li key={section}>
            <Link to={studioSectionPath(section)}>{labels.section(section)}</Link>
          </li>
        ))}
      </ul>
    </DashboardPage>
  );
}

/** /dashboard/website-studio/<section>: access was checked by the shell's gate. */
export function StudioSectionPage() {
  const { t } = useTranslation('dashboard');
  const labels = useDashboardLabels();
  const { section = '' } = useParams();
  if (!isStudioSection(section)) return <Navigate to={ROUTES.websiteStudio} replace />;
  return (
    <DashboardPage title={labels.section(section)}>
      <p>{t('studio.sectionIntro')}</p>
      <p className="notice">{t('studio.comingSoon')}</p>
      <Link to={ROUTES.websiteStudio}>{t('studio.allSections')}</Link>
    </DashboardPage>
  );
}
