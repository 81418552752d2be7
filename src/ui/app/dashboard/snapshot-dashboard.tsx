import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { DashboardSnapshot } from '../../../core/dashboard/dashboard-snapshot';
import { topBarShowsBookings } from '../../../core/dashboard/dashboard-navigation';
import { dashboardView } from '../../../core/dashboard/dashboard-view';
import { useViewportWidth } from '../../components/use-viewport-width';
import { useShell } from '../../services/services-context';
import { MobileBottomNav, MobileTopBar, Sidebar } from './dashboard-nav';
import { useShareSite } from './use-share-site';
import { SnapshotMyWebPage, useDeviceShare } from './snapshot-pages';

/**
 * The dashboard's first screen as the snapshot draws it (src/core/dashboard/dashboard-snapshot.ts),
 * at its own address: the markup the saved screen keeps for the app's HTML (saved-screen.tsx).
 * The app itself draws the same frame from the snapshot in dashboard-app.tsx, where it turns live.
 */
export function SnapshotDashboard({ snapshot, offline }: { readonly snapshot: DashboardSnapshot; readonly offline: boolean }) {
  const { t } = useTranslation('dashboard');
  const { config, clock } = useShell();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const { member, subscriptions, unreadCount } = snapshot;
  const view = useMemo(() => dashboardView({ member, subscriptions, config, path: pathname, width, now: clock.now() }), [member, subscriptions, config, pathname, width, clock]);
  const shareSite = useShareSite(useDeviceShare(), member.domain, member.namePublico);
  const themeStyle = { '--color-theme': view.themeColor } as CSSProperties;
  return (
    <div className={`dashboard dashboard--${view.chrome}`} style={themeStyle} data-testid="dashboard-snapshot" aria-busy={!offline}>
      {view.chrome === 'sidebar' && <Sidebar links={view.sidebarLinks} unreadCount={unreadCount} onShare={() => void shareSite()} pictureUrl={member.picture} />}
      {view.chrome === 'mobile' && <MobileTopBar unreadCount={unreadCount} bookingsAwaiting={topBarShowsBookings(view.tier) ? 0 : null} />}
      <div className="dashboard__body">
        <p className="dashboard-snapshot__status" role="status">
          {offline ? t('snapshot.offline') : t('snapshot.connecting')}
        </p>
        <SnapshotMyWebPage member={member} />
      </div>
      {view.chrome === 'mobile' && <MobileBottomNav links={view.mobileBottomLinks} />}
    </div>
  );
}
