import { memo, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Route, Routes } from 'react-router-dom';
import type { DashboardSnapshot } from '../../../core/dashboard/dashboard-snapshot';
import { isMobileViewport } from '../../../core/dashboard/layout-constants';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { useViewportWidth } from '../../components/use-viewport-width';
import { DASHBOARD_PRELOAD_META } from '../../prerender/prerender-guard';
import { useLanguage } from '../../services/use-language';
import { useShell } from '../../services/services-context';
import { SnapshotDashboard } from './snapshot-dashboard';

/** The build's dashboard files as its HTML lists them; none outside a build's app HTML (the dev server). */
function buildOfThisPage(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${DASHBOARD_PRELOAD_META}"]`)?.content ?? '';
}

/**
 * Keeps, beside the snapshot, the markup of the first screen the next visit draws from it (the
 * snapshot dashboard at the dashboard's address), so the app's HTML can show that screen before
 * any script has loaded (src/ui/prerender/prerender-guard.ts). The screen is drawn off the page,
 * inside this tree so it has the same translations and services, and saved whenever the snapshot,
 * the layout or the language change.
 */
export const SavedScreenRecorder = memo(function SavedScreenRecorder({ snapshot }: { readonly snapshot: DashboardSnapshot }) {
  const { dashboardSnapshot } = useShell();
  const { language } = useLanguage();
  const chrome = isMobileViewport(useViewportWidth()) ? 'mobile' : 'sidebar';
  const [build] = useState(buildOfThisPage);
  const [target] = useState(() => document.createElement('div'));
  useEffect(() => {
    const html = target.innerHTML;
    if (build !== '' && html !== '') dashboardSnapshot.saveScreen({ build, chrome, language, html });
  }, [dashboardSnapshot, build, target, snapshot, chrome, language]);
  if (build === '') return null;
  // At the dashboard's own address, where the screen is drawn, whatever page is open now.
  return createPortal(
    <Routes location={ROUTES.dashboard}>
      <Route path="*" element={<SnapshotDashboard snapshot={snapshot} offline={false} />} />
    </Routes>,
    target,
  );
});
