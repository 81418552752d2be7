import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { isStudioSection } from '../../../core/plans/plan-gates';

// The studio (editors, the public-site renderer for the preview) loads only when opened, so
// the first dashboard screen stays within its JavaScript budget.
const StudioOverview = lazy(() => import('./studio-overview-page').then((m) => ({ default: m.StudioOverviewPage })));
const StudioSection = lazy(() => import('./studio-section-page').then((m) => ({ default: m.StudioSectionPage })));

function Loading() {
  const { t } = useTranslation('dashboard');
  return (
    <p className="dashboard-page" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/** /dashboard/website-studio: the sections the member's plan lets them edit. */
export function WebsiteStudioPage() {
  return (
    <Suspense fallback={<Loading />}>
      <StudioOverview />
    </Suspense>
  );
}

/** /dashboard/website-studio/<section>: access was checked by the shell's gate. */
export function StudioSectionPage() {
  const { section = '' } = useParams();
  if (!isStudioSection(section)) return <Navigate to={ROUTES.websiteStudio} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <StudioSection key={section} section={section} />
    </Suspense>
  );
}
