import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { DashboardSnapshot } from '../../../core/dashboard/dashboard-snapshot';
import { topBarShowsBookings } from '../../../core/dashboard/dashboard-navigation';
import { dashboardView } from '../../../core/dashboard/dashboard-view';
import { siteUrlFor } from '../../../core/share/share-outcome';
import { DashboardPage } from '../../components/dashboard-page';
import { useViewportWidth } from '../../components/use-viewport-width';
import { useShell } from '../../services/services-context';
import { MobileBottomNav, MobileTopBar, Sidebar } from './dashboard-nav';
import { useShareSite } from './use-share-site';
import { shareSiteLink } from '../../../use-cases/share-site';

/**
 * The dashboard drawn from what it last showed on this device (src/core/dashboard/dashboard-snapshot.ts):
 * the navigation and the member's own page, on screen before the backend has loaded and while
 * it cannot be reached. Read only: every action waits for the live dashboard, which replaces
 * this one as soon as the member's record arrives. Share works here already: it needs only the
 * link and the device.
 */
export function SnapshotDashboard({ snapshot, offline }: { readonly snapshot: DashboardSnapshot; readonly offline: boolean }) {
  const { t } = useTranslation('dashboard');
  const { config, clock, share, logger } = useShell();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const { member, subscriptions, unreadCount } = snapshot;
  const view = useMemo(() => dashboardView({ member, subscriptions, config, path: pathname, width, now: clock.now() }), [member, subscriptions, config, pathname, width, clock]);
  const url = siteUrlFor(member.domain);
  // Sharing needs only the link and the device, so it works before the backend and offline.
  const shareUseCase = useMemo(() => ({ execute: (input: Parameters<typeof shareSiteLink>[2]) => shareSiteLink(share, logger, input) }), [share, logger]);
  const shareSite = useShareSite(shareUseCase, member.domain, member.namePublico);
  const themeStyle = { '--color-theme': view.themeColor } as CSSProperties;
  return (
    <div className={`dashboard dashboard--${view.chrome}`} style={themeStyle} data-testid="dashboard-snapshot" aria-busy={!offline}>
      {view.chrome === 'sidebar' && <Sidebar links={view.sidebarLinks} unreadCount={unreadCount} onShare={() => void shareSite()} pictureUrl={member.picture} />}
      {view.chrome === 'mobile' && <MobileTopBar unreadCount={unreadCount} bookingsAwaiting={topBarShowsBookings(view.tier) ? 0 : null} />}
      <div className="dashboard__body">
        <p className="dashboard-snapshot__status" role="status">
          {offline ? t('snapshot.offline') : t('snapshot.connecting')}
        </p>
        <DashboardPage title={t('myWeb.title')}>
          <p className="lead">{t('myWeb.welcome', { name: member.namePublico })}</p>
          <div className="card-grid">
            <section className="card" aria-labelledby="site-link-title">
              <h2 id="site-link-title">{t('myWeb.siteLink')}</h2>
              <p>
                <a href={url} target="_blank" rel="noreferrer">
                  {url}
                </a>
              </p>
              <p className="muted">{member.published ? t('myWeb.published') : t('myWeb.unpublished')}</p>
            </section>
          </div>
        </DashboardPage>
      </div>
      {view.chrome === 'mobile' && <MobileBottomNav links={view.mobileBottomLinks} />}
    </div>
  );
}
