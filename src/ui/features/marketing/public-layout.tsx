import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ROUTES, isPathUnder } from '../../../core/dashboard/route-paths';
import { showSpacerHeader, topNavigation } from '../../../core/dashboard/top-navigation';
import { useLoadedBackend, usePreloadBackend, useShell } from '../../services/services-context';
import { LanguageSwitch } from '../../components/language-switch';
import { useViewportWidth } from '../../components/use-viewport-width';
import { SiteFooter } from './site-footer';
import { TopNav, useTopNavMenu } from './top-nav';
import './marketing.css';

/** Public pages ask for the backend once painted, so the header learns who is signed in. */
const BACKEND_PRELOAD_DELAY_MS = 2000;

const MemberAwareTopNav = lazy(async () => ({ default: (await import('./member-aware-top-nav')).MemberAwareTopNav }));

function PublicFrame({ path }: { readonly path: string }) {
  const { t } = useTranslation('marketing');
  usePreloadBackend(BACKEND_PRELOAD_DELAY_MS);
  const backend = useLoadedBackend();
  const width = useViewportWidth();
  const { dashboardSnapshot } = useShell();
  // Until the session is known, a device where a member's dashboard was last shown gets the
  // member variant (signing out removes that snapshot); any other the visitor variant.
  const [hinted] = useState(() => dashboardSnapshot.read() !== null);
  const navigation = topNavigation({ signedIn: hinted, path, width });
  const menu = useTopNavMenu(path, navigation.collapsed);
  return (
    <div className="public-frame">
      <a className="skip-link" href="#content">
        {t('layout.skipToContent')}
      </a>
      {backend ? (
        <Suspense fallback={<TopNav navigation={navigation} menu={menu} />}>
          <MemberAwareTopNav session={backend.session} hinted={hinted} path={path} width={width} menu={menu} />
        </Suspense>
      ) : (
        <TopNav navigation={navigation} menu={menu} />
      )}
      {navigation.visible ? null : (
        // Pages without the top navigation keep the language switch, inside a landmark.
        <header className="floating-language">
          <LanguageSwitch />
        </header>
      )}
      {showSpacerHeader(path) ? <div className="spacer-header" aria-hidden="true" /> : null}
      <div id="content" className="public-frame__content" tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}

/**
 * The frame of every page outside the dashboard: header, language switch, spacer and footer.
 * The dashboard draws its own navigation, so under /dashboard only the page itself renders.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  if (isPathUnder(pathname, ROUTES.dashboard)) return <Outlet />;
  return (
    <>
      <PublicFrame path={pathname} />
      <ScrollRestoration />
    </>
  );
}
