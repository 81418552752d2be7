import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ScrollRestoration } from '../../components/scroll-restoration';
import { ROUTES, isPathUnder } from '../../../core/dashboard/route-paths';
import { NAV_COLLAPSE_PX } from '../../../core/dashboard/layout-constants';
import { showSpacerHeader, topNavigation } from '../../../core/dashboard/top-navigation';
import type { AuthStatus } from '../../../core/auth/auth-session.machine';
import type { SessionActor } from '../../services/app-services';
import { useLoadedBackend, usePreloadBackend, useShell } from '../../services/services-context';
import { LanguageSwitch } from '../../components/language-switch';
import { useViewportWidth } from '../../components/use-viewport-width';
import { useStaticMarkup } from '../../services/static-markup';
import { useDocumentHead } from '../../services/document-head';
import { SiteFooter } from './site-footer';
import { TopNav, useTopNavMenu } from './top-nav';
import './marketing.css';

/** Public pages ask for the backend once painted, so the header learns who is signed in. */
const BACKEND_PRELOAD_DELAY_MS = 2000;

/**
 * Whether the header shows a member's variant: until the session is known, the guess of this
 * device (`hinted`); then the session's answer, followed as it changes. The header stays the same
 * element throughout, so an open menu and the focus inside it survive the backend's arrival.
 */
function useSignedIn(session: SessionActor | null, hinted: boolean): boolean {
  const { dashboardSnapshot } = useShell();
  const [status, setStatus] = useState<AuthStatus>('unknown');
  useEffect(() => {
    if (session === null) return;
    let live = true;
    let stop = () => {};
    void import('./member-session-status').then(({ followAuthStatus }) => {
      if (live) stop = followAuthStatus(session, setStatus);
    });
    return () => {
      live = false;
      stop();
    };
  }, [session]);
  useEffect(() => {
    // Signed out elsewhere (another tab, an expired session): the guess must not outlive it.
    if (status === 'signedOut') dashboardSnapshot.clear();
  }, [status, dashboardSnapshot]);
  return status === 'signedIn' || (status === 'unknown' && hinted);
}

/**
 * The header of a page served as a file: for narrow and wide windows, for visitors and for a
 * device where a member is signed in (html[data-member], set by the page's inline guard before
 * the first paint), so the right one shows at once without any script.
 */
function StaticTopNavs({ path, menu }: { readonly path: string; readonly menu: ReturnType<typeof useTopNavMenu> }) {
  const variants = [
    { audience: 'visitor', signedIn: false },
    { audience: 'member', signedIn: true },
  ].flatMap(({ audience, signedIn }) =>
    [
      { width: 'narrow', px: NAV_COLLAPSE_PX },
      { width: 'wide', px: NAV_COLLAPSE_PX + 1 },
    ].map(({ width, px }) => ({ key: `${audience}-${width}`, audience, width, navigation: topNavigation({ signedIn, path, width: px }) })),
  );
  return (
    <>
      {variants.map(({ key, audience, width, navigation }) => (
        <div key={key} className={`topnav-variant topnav-variant--${width}`} data-audience={audience}>
          <TopNav navigation={navigation} menu={menu} />
        </div>
      ))}
    </>
  );
}

function PublicFrame({ path }: { readonly path: string }) {
  const { t } = useTranslation('marketing');
  const staticMarkup = useStaticMarkup();
  usePreloadBackend(BACKEND_PRELOAD_DELAY_MS);
  const backend = useLoadedBackend();
  const width = useViewportWidth();
  const { dashboardSnapshot } = useShell();
  // Until the session is known, a device where a member's dashboard was last shown gets the
  // member variant (signing out removes that snapshot); any other the visitor variant.
  const [hinted] = useState(() => dashboardSnapshot.read() !== null);
  const signedIn = useSignedIn(backend?.session ?? null, hinted);
  const navigation = topNavigation({ signedIn, path, width });
  const menu = useTopNavMenu(path, navigation.collapsed);
  return (
    <div className="public-frame">
      <a className="skip-link" href="#content">
        {t('layout.skipToContent')}
      </a>
      {staticMarkup ? <StaticTopNavs path={path} menu={menu} /> : <TopNav navigation={navigation} menu={menu} />}
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
 * Every route is under it, so it keeps the document's title on every one.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  useDocumentHead();
  if (isPathUnder(pathname, ROUTES.dashboard)) return <Outlet />;
  return (
    <>
      <PublicFrame path={pathname} />
      <ScrollRestoration />
    </>
  );
}
