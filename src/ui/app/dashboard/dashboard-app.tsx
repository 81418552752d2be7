import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { selectAuthStatus, selectMember, selectMemberStatus, selectUser } from '../../../core/auth/auth-session.machine';
import { snapshotFor, type DashboardSnapshot } from '../../../core/dashboard/dashboard-snapshot';
import { dashboardView } from '../../../core/dashboard/dashboard-view';
import { ROUTES, isPathUnder } from '../../../core/dashboard/route-paths';
import { canUseUsersPortal } from '../../../core/plans/plan-gates';
import { topBarShowsBookings } from '../../../core/dashboard/dashboard-navigation';
import type { MemberRecord } from '../../../core/member/member-record';
import type { Subscription } from '../../../core/plans/subscription';
import type { BackendServices } from '../../services/app-services';
import { useBackend, useShell } from '../../services/services-context';
import { UnauthorizedScreen } from '../../components/unauthorized-screen';
import { useViewportWidth } from '../../components/use-viewport-width';
import { DashboardBanner } from './banners';
import { DashboardContext, type DashboardState } from '../../services/dashboard-context';
import { MobileBottomNav, MobileTopBar, Sidebar } from './dashboard-nav';
import { MyWebPage } from '../../features/my-web/my-web-page';
import { PortalGateScreen } from './portal-gate-screen';
import { SavedScreenRecorder } from './saved-screen';
import { useEarlyTapReplay } from './early-tap';
import { SnapshotDashboard } from './snapshot-dashboard';
import { useShareSite } from './use-share-site';
import { usePushOnVisit } from './use-push-on-visit';
import { demandToasts } from '../../services/toast-demand';
import { loadNamespaces, withNamespaces } from '../../i18n/lazy-namespaces';
import { SettingsPage } from '../../features/settings/settings-page';
import { StudioSectionPage, WebsiteStudioPage } from '../../features/studio/website-studio-page';
import './dashboard.css';

function StatusScreen({ children, alert = false }: { readonly children: ReactNode; readonly alert?: boolean }) {
  return (
    <main className="dashboard-status" role={alert ? 'alert' : 'status'}>
      <p>{children}</p>
    </main>
  );
}

/**
 * The signed-in dashboard (spec section 2): loads the backend, sends visitors to sign in, and
 * frames every dashboard page with the navigation, banners and gates the core decides.
 */
export function DashboardApp() {
  const { backend, error } = useBackend();
  const { dashboardSnapshot } = useShell();
  const { t } = useTranslation('dashboard');
  const { t: te } = useTranslation('errors');
  // Read once: what this device last showed draws the first screen while the backend loads.
  const [snapshot] = useState(() => dashboardSnapshot.read());
  // A tap on the screen the page drew before the app is followed now (prerender-guard.ts).
  useEarlyTapReplay(rootElement);
  if (error) return snapshot ? <SnapshotDashboard snapshot={snapshot} offline /> : <StatusScreen alert>{te('services-not-initialised')}</StatusScreen>;
  if (backend === null) return snapshot ? <SnapshotDashboard snapshot={snapshot} offline={isOffline()} /> : <StatusScreen>{t('loading')}</StatusScreen>;
  return <DashboardSession backend={backend} snapshot={snapshot} />;
}

const rootElement = () => document.getElementById('root');

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function DashboardSession({ backend, snapshot: saved }: { readonly backend: BackendServices; readonly snapshot: DashboardSnapshot | null }) {
  const { t } = useTranslation('dashboard');
  const { dashboardSnapshot } = useShell();
  const authStatus = useSelector(backend.session, selectAuthStatus);
  const memberStatus = useSelector(backend.session, selectMemberStatus);
  const member = useSelector(backend.session, selectMember);
  const user = useSelector(backend.session, selectUser);
  const snapshot = snapshotFor(saved, user?.uid ?? null);
  useEffect(() => {
    // Signed out (here or in another tab): the next person on this device sees nothing of it.
    if (authStatus === 'signedOut') dashboardSnapshot.clear();
  }, [authStatus, dashboardSnapshot]);
  if (authStatus === 'signedOut') return <Navigate to={ROUTES.getStarted} replace />;
  if (member === null) {
    // Offline, the database answers "no such record" from its empty cache: not a fact to show.
    const offline = isOffline();
    const keepSnapshot = memberStatus === 'loading' || memberStatus === 'error' || authStatus === 'unknown' || (memberStatus === 'missing' && offline);
    if (snapshot && keepSnapshot) return <SnapshotDashboard snapshot={snapshot} offline={offline || memberStatus === 'error'} />;
    if (authStatus === 'unknown') return <StatusScreen>{t('loading')}</StatusScreen>;
    if (memberStatus === 'error') return <StatusScreen alert>{t('memberError')}</StatusScreen>;
    return <StatusScreen>{memberStatus === 'missing' ? t('memberMissing') : t('loading')}</StatusScreen>;
  }
  return <DashboardShell backend={backend} member={member} />;
}

function useLive<T>(initial: T, watch: (listener: (value: T) => void) => () => void, deps: readonly unknown[]): T {
  const [value, setValue] = useState<T>(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => watch(setValue), deps);
  return value;
}

const NO_SUBSCRIPTIONS: readonly Subscription[] = [];

function DashboardShell({ backend, member }: { readonly backend: BackendServices; readonly member: MemberRecord }) {
  const { config, clock, dashboardSnapshot } = useShell();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const memberId = member.id;

  // Null until the first answer: before it, "no subscription" is a guess, not a fact.
  const liveSubscriptions = useLive<readonly Subscription[] | null>(null, (set) => backend.subscriptions.watchValidPlanSubscriptions(memberId, set), [backend, memberId]);
  const subscriptions = liveSubscriptions ?? NO_SUBSCRIPTIONS;
  const unreadCount = useLive(0, (set) => backend.messages.watchUnreadCount(memberId, set), [backend, memberId]);
  const formsUnread = useLive<number | null>(null, (set) => backend.useCases.forms.watchSubmissions.unreadCount(memberId, set), [backend, memberId]);
  const hasSubmissions = useLive(false, (set) => backend.useCases.forms.watchSubmissions.hasAny(memberId, set), [backend, memberId]);
  useNewSubmissionToast(formsUnread);
  usePushOnVisit(backend, memberId);

  // "Now" for the rules: taken again whenever the inputs change and when the trial runs out,
  // so the banner and plan switch at the right moment without re-rendering every second.
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => setNow(clock.now()), [clock, member, subscriptions]);
  const onTrialEnded = useCallback(() => setNow(clock.now()), [clock]);

  const view = useMemo(
    () => dashboardView({ member, subscriptions, config, path: pathname, width, now, hasSubmissions }),
    [member, subscriptions, config, pathname, width, now, hasSubmissions],
  );

  // Customers awaiting approval, for the Users Portal link: watched only while the plan shows it.
  const portalOpen = canUseUsersPortal(view.tier);
  const portalPending = useLive<number>(
    0,
    (set) => {
      if (portalOpen) return backend.useCases.portal.watch.pendingCount(memberId, set);
      set(0);
      return () => {};
    },
    [backend, memberId, portalOpen],
  );

  // Booking requests awaiting an answer, for the Bookings link: watched only while the plan shows it.
  const bookingsOpen = topBarShowsBookings(view.tier);
  const bookingsAwaiting = useLive<number>(
    0,
    (set) => {
      if (bookingsOpen) return backend.useCases.bookings.watch.awaitingCount(memberId, set);
      set(0);
      return () => {};
    },
    [backend, memberId, bookingsOpen],
  );

  const { syncStatusTrial, shareSite: shareSiteUseCase } = backend.useCases;
  const isPrivileged = view.roles.isPrivileged;
  useEffect(() => {
    // Synced only from real subscriptions: a paying member whose trial has ended would
    // otherwise be written as ended while their subscriptions are still loading.
    if (liveSubscriptions === null) return;
    void syncStatusTrial.execute({ member, subscriptions: liveSubscriptions, roles: { isPrivileged } });
  }, [syncStatusTrial, member, liveSubscriptions, isPrivileged, now]);

  useEffect(() => {
    if (!view.bodyScrollLocked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [view.bodyScrollLocked]);

  const shareSite = useShareSite(shareSiteUseCase, member.domain, member.namePublico);

  // Saved once the subscriptions are known, so the next first screen shows the right plan.
  const nextSnapshot = useMemo<DashboardSnapshot | null>(
    () => (liveSubscriptions === null ? null : { member, subscriptions: liveSubscriptions, unreadCount, savedAt: clock.now() }),
    [member, liveSubscriptions, unreadCount, clock],
  );
  useEffect(() => {
    if (nextSnapshot !== null) dashboardSnapshot.save(nextSnapshot);
  }, [dashboardSnapshot, nextSnapshot]);

  const state: DashboardState = useMemo(
    () => ({ backend, member, subscriptions, view, unreadCount, shareSite }),
    [backend, member, subscriptions, view, unreadCount, shareSite],
  );
  const themeStyle = { '--color-theme': view.themeColor } as CSSProperties;

  return (
    <DashboardContext.Provider value={state}>
      <div className={`dashboard dashboard--${view.chrome}`} style={themeStyle} data-testid="dashboard">
        {view.chrome === 'sidebar' && (
          <Sidebar links={view.sidebarLinks} unreadCount={unreadCount} formsUnread={formsUnread ?? 0} portalPending={portalPending} bookingsAwaiting={bookingsAwaiting} onShare={() => void shareSite()} pictureUrl={member.picture} />
        )}
        {view.chrome === 'mobile' && <MobileTopBar unreadCount={unreadCount} bookingsAwaiting={bookingsOpen ? bookingsAwaiting : null} />}
        <div className="dashboard__body">
          {/* Until the subscriptions answer, a paying member would flash the red banner and the overlay. */}
          {liveSubscriptions !== null && <DashboardBanner banner={view.banner} onTrialEnded={onTrialEnded} />}
          {view.authorized ? <DashboardRoutes /> : isPortalPath(pathname) ? <PortalGateScreen /> : <UnauthorizedScreen />}
        </div>
        {view.chrome === 'mobile' && <MobileBottomNav links={view.mobileBottomLinks} formsUnread={formsUnread ?? 0} portalPending={portalPending} />}
      </div>
      {nextSnapshot !== null && <SavedScreenRecorder snapshot={nextSnapshot} />}
    </DashboardContext.Provider>
  );
}

/**
 * A toast when a visitor's message arrives while the dashboard is open: the unread count rises
 * after its first answer (what was unread before this page opened is not news).
 */
function useNewSubmissionToast(formsUnread: number | null) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = formsUnread;
    if (before === null || formsUnread === null || formsUnread <= before) return;
    demandToasts();
    void import('react-toastify').then(({ toast }) => toast.info(t('formsToast'), { onClick: () => navigate(ROUTES.forms) }));
  }, [formsUnread, t, navigate]);
}

// The inbox and the builder load with their routes, with their own translations.
const FormsInboxPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/forms/forms-inbox-page'), loadNamespaces('forms')]);
  return { default: withNamespaces(page.FormsInboxPage, namespaces) };
});
const FormBuilderPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/forms/form-builder-page'), loadNamespaces('forms')]);
  return { default: withNamespaces(page.FormBuilderPage, namespaces) };
});

// Users Portal and Groups (Elite) load with their routes, with their own translations.
const UsersPortalPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/portal/users-page'), loadNamespaces('portal')]);
  return { default: withNamespaces(page.UsersPortalPage, namespaces) };
});
const GroupsPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/portal/groups-page'), loadNamespaces('portal')]);
  return { default: withNamespaces(page.GroupsPage, namespaces) };
});

/** Pages of Users Portal and Groups, which a member below Elite keeps the data of. */
const isPortalPath = (path: string) => isPathUnder(path, ROUTES.users) || isPathUnder(path, ROUTES.groups);

// The Bookings pages load with their routes, as Results does, with their own translations.
const BookingsPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/bookings/bookings-page'), loadNamespaces('bookings')]);
  return { default: withNamespaces(page.BookingsPage, namespaces) };
});
const BookingSettingsPage = lazy(async () => {
  const [page, namespaces] = await Promise.all([import('../../features/bookings/booking-settings-page'), loadNamespaces('bookings')]);
  return { default: withNamespaces(page.BookingSettingsPage, namespaces) };
});
// The Results page loads with its route: the first screen does not carry it.
const ResultsPage = lazy(async () => ({ default: (await import('../../features/results/results-page')).ResultsPage }));

// The notifications page loads with its route too: the first screen's bell shows the unread
// count without it.
const NotificationsPage = lazy(async () => ({ default: (await import('../../features/notifications/notifications-page')).NotificationsPage }));

// The plan page loads with its route: a member opens it seldom after choosing a plan, and the
// first screen is My Web, which stays within its bundle budget without it.
const SubscriptionPage = lazy(async () => ({ default: (await import('../../features/billing/subscription-page')).SubscriptionPage }));

// Only administrators open it: it loads with its route, keeping the first dashboard screen within
// its bundle budget.
const AdminPage = lazy(async () => ({ default: (await import('../../features/admin/admin-page')).AdminPage }));

function DashboardRoutes() {
  const { t } = useTranslation('dashboard');
  return (
    <Suspense fallback={<StatusScreen>{t('loading')}</StatusScreen>}>
      <Routes>
        <Route index element={<MyWebPage />} />
        <Route path="website-studio" element={<WebsiteStudioPage />} />
        <Route path="website-studio/:section" element={<StudioSectionPage />} />
        <Route path="users" element={<UsersPortalPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="forms" element={<FormsInboxPage />} />
        <Route path="forms/edit" element={<FormBuilderPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/settings" element={<BookingSettingsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/subscription" element={<SubscriptionPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="*" element={<Navigate to={ROUTES.dashboard} replace />} />
      </Routes>
    </Suspense>
  );
}
