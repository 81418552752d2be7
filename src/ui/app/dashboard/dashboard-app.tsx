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
import { DashboardContext, DashboardFrameContext, useDashboardFrame, type DashboardFrame, type DashboardState } from '../../services/dashboard-context';
import { MobileBottomNav, MobileTopBar, Sidebar } from './dashboard-nav';
import { PortalGateScreen } from './portal-gate-screen';
import { useEarlyTapReplay } from './early-tap';
import { SnapshotMyWebPage, useDeviceShare } from './snapshot-pages';
import { useShareSite } from './use-share-site';
import { usePushOnVisit } from './use-push-on-visit';
import { demandToasts } from '../../services/toast-demand';
import { loadNamespaces, withNamespaces } from '../../i18n/lazy-namespaces';
import { SettingsPage } from '../../features/settings/settings-page';
import { StudioSectionPage, WebsiteStudioPage } from '../../features/studio/website-studio-page';
import type { MyWebPage as MyWebPageType } from '../../features/my-web/my-web-page';
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
 * frames every dashboard page with the navigation, banners and gates the core decides. On a
 * device that has shown it before, the frame is drawn at once from the snapshot the last visit
 * saved, and the navigation answers before the backend has loaded; the same frame then turns
 * live, so what the member opened, typed or asked for meanwhile is kept.
 */
export function DashboardApp() {
  const { dashboardSnapshot } = useShell();
  // Read once: what this device last showed draws the first screen while the backend loads.
  const [snapshot] = useState(() => dashboardSnapshot.read());
  // Drawn from the snapshot, the first screen (with a tap made on the saved one) comes first.
  const { backend, error } = useBackend({ afterPaint: snapshot !== null });
  // A tap on the screen the page drew before the app is followed now (prerender-guard.ts).
  useEarlyTapReplay(rootElement);
  return <DashboardSession backend={backend} failed={Boolean(error)} snapshot={snapshot} />;
}

const rootElement = () => document.getElementById('root');

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function DashboardSession({ backend, failed, snapshot: saved }: { readonly backend: BackendServices | null; readonly failed: boolean; readonly snapshot: DashboardSnapshot | null }) {
  const { t } = useTranslation('dashboard');
  const { t: te } = useTranslation('errors');
  const { dashboardSnapshot } = useShell();
  const session = backend?.session;
  const authStatus = useSelector(session, (state) => (state ? selectAuthStatus(state) : 'unknown'));
  const memberStatus = useSelector(session, (state) => (state ? selectMemberStatus(state) : 'loading'));
  const member = useSelector(session, (state) => (state ? selectMember(state) : null));
  const user = useSelector(session, (state) => (state ? selectUser(state) : null));
  const snapshot = snapshotFor(saved, user?.uid ?? null);
  useEffect(() => {
    // While the session restores and the member's record is read.
    if (backend !== null) void importMyWebPage();
  }, [backend]);
  useEffect(() => {
    // Signed out (here or in another tab): the next person on this device sees nothing of it.
    if (authStatus === 'signedOut') dashboardSnapshot.clear();
  }, [authStatus, dashboardSnapshot]);
  // The backend could not load (offline, or a bad configuration): what the device knows stays.
  if (failed) return saved ? <DashboardShell live={null} saved={saved} offline /> : <StatusScreen alert>{te('services-not-initialised')}</StatusScreen>;
  if (authStatus === 'signedOut') return <Navigate to={ROUTES.getStarted} replace />;
  // Every frame below is the same element, live or not, so turning live keeps the open page.
  if (backend !== null && member !== null) return <DashboardShell live={{ backend, member }} saved={snapshot} offline={false} />;
  const offline = isOffline();
  if (backend === null) return snapshot ? <DashboardShell live={null} saved={snapshot} offline={offline} /> : <StatusScreen>{t('loading')}</StatusScreen>;
  // Offline, the database answers "no such record" from its empty cache: not a fact to show.
  const keepSnapshot = memberStatus === 'loading' || memberStatus === 'error' || authStatus === 'unknown' || (memberStatus === 'missing' && offline);
  if (snapshot && keepSnapshot) return <DashboardShell live={null} saved={snapshot} offline={offline || memberStatus === 'error'} />;
  if (authStatus === 'unknown') return <StatusScreen>{t('loading')}</StatusScreen>;
  if (memberStatus === 'error') return <StatusScreen alert>{t('memberError')}</StatusScreen>;
  return <StatusScreen>{memberStatus === 'missing' ? t('memberMissing') : t('loading')}</StatusScreen>;
}

function useLive<T>(initial: T, watch: (listener: (value: T) => void) => () => void, deps: readonly unknown[]): T {
  const [value, setValue] = useState<T>(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => watch(setValue), deps);
  return value;
}

const NO_SUBSCRIPTIONS: readonly Subscription[] = [];

const NOT_YET = () => () => {};

/** The backend once the frame is live, for an action taken before: it waits instead of being dropped. */
function useWhenLive(backend: BackendServices | null): () => Promise<BackendServices> {
  const current = useRef(backend);
  const waiting = useRef<((backend: BackendServices) => void)[]>([]);
  useEffect(() => {
    current.current = backend;
    if (backend === null) return;
    const callers = waiting.current;
    waiting.current = [];
    for (const resolve of callers) resolve(backend);
  }, [backend]);
  return useCallback(() => (current.current !== null ? Promise.resolve(current.current) : new Promise((resolve) => waiting.current.push(resolve))), []);
}

type ShellProps =
  | { readonly live: { readonly backend: BackendServices; readonly member: MemberRecord }; readonly saved: DashboardSnapshot | null; readonly offline: false }
  | { readonly live: null; readonly saved: DashboardSnapshot; readonly offline: boolean };

function DashboardShell({ live, saved, offline }: ShellProps) {
  const { t } = useTranslation('dashboard');
  const { config, clock, dashboardSnapshot } = useShell();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const backend = live?.backend ?? null;
  const member = live?.member ?? saved!.member;
  const memberId = member.id;
  // What the last visit saw of this member stands in for what is not live yet.
  const savedHere = saved?.member.id === memberId ? saved : null;

  // Null until the first answer: before it, "no subscription" is a guess, not a fact.
  const liveSubscriptions = useLive<readonly Subscription[] | null>(null, backend ? (set) => backend.useCases.planSubscriptions.watchValid(memberId, set) : NOT_YET, [backend, memberId]);
  const subscriptions = liveSubscriptions ?? savedHere?.subscriptions ?? NO_SUBSCRIPTIONS;
  const unreadCount = useLive(savedHere?.unreadCount ?? 0, backend ? (set) => backend.useCases.watchMessages.watchUnreadCount(memberId, set) : NOT_YET, [backend, memberId]);
  const formsUnread = useLive<number | null>(null, backend ? (set) => backend.useCases.forms.watchSubmissions.unreadCount(memberId, set) : NOT_YET, [backend, memberId]);
  const hasSubmissions = useLive(false, backend ? (set) => backend.useCases.forms.watchSubmissions.hasAny(memberId, set) : NOT_YET, [backend, memberId]);
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
      if (backend && portalOpen) return backend.useCases.portal.watch.pendingCount(memberId, set);
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
      if (backend && bookingsOpen) return backend.useCases.bookings.watch.awaitingCount(memberId, set);
      set(0);
      return () => {};
    },
    [backend, memberId, bookingsOpen],
  );

  const syncStatusTrial = backend?.useCases.syncStatusTrial;
  const isPrivileged = view.roles.isPrivileged;
  useEffect(() => {
    // Synced only from real subscriptions: a paying member whose trial has ended would
    // otherwise be written as ended while their subscriptions are still loading.
    if (syncStatusTrial === undefined || liveSubscriptions === null) return;
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

  // Sharing needs only the link and the device: before the backend, the device shares it.
  const deviceShare = useDeviceShare();
  const shareSite = useShareSite(backend?.useCases.shareSite ?? deviceShare, member.domain, member.namePublico);
  const whenBackend = useWhenLive(backend);

  // Saved once the subscriptions are known, so the next first screen shows the right plan.
  const nextSnapshot = useMemo<DashboardSnapshot | null>(
    () => (backend === null || liveSubscriptions === null ? null : { member, subscriptions: liveSubscriptions, unreadCount, savedAt: clock.now() }),
    [backend, member, liveSubscriptions, unreadCount, clock],
  );
  useEffect(() => {
    if (nextSnapshot !== null) dashboardSnapshot.save(nextSnapshot);
  }, [dashboardSnapshot, nextSnapshot]);

  const state: DashboardState | null = useMemo(
    () => (backend === null ? null : { backend, member, subscriptions, view, unreadCount, shareSite }),
    [backend, member, subscriptions, view, unreadCount, shareSite],
  );
  const frame: DashboardFrame = useMemo(
    () => ({ backend, member, subscriptions, view, unreadCount, shareSite, whenBackend }),
    [backend, member, subscriptions, view, unreadCount, shareSite, whenBackend],
  );
  const themeStyle = { '--color-theme': view.themeColor } as CSSProperties;
  const isLive = backend !== null;

  return (
    <DashboardFrameContext.Provider value={frame}>
      <DashboardContext.Provider value={state}>
        <div className={`dashboard dashboard--${view.chrome}`} style={themeStyle} data-testid={isLive ? 'dashboard' : 'dashboard-snapshot'} aria-busy={!isLive && !offline ? true : undefined}>
          {view.chrome === 'sidebar' && (
            <Sidebar links={view.sidebarLinks} unreadCount={unreadCount} formsUnread={formsUnread ?? 0} portalPending={portalPending} bookingsAwaiting={bookingsAwaiting} onShare={() => void shareSite()} pictureUrl={member.picture} />
          )}
          {view.chrome === 'mobile' && <MobileTopBar unreadCount={unreadCount} bookingsAwaiting={bookingsOpen ? bookingsAwaiting : null} />}
          <div className="dashboard__body">
            {!isLive && (
              <p className="dashboard-snapshot__status" role="status">
                {offline ? t('snapshot.offline') : t('snapshot.connecting')}
              </p>
            )}
            {/* Until the subscriptions answer, a paying member would flash the red banner and the overlay. */}
            {liveSubscriptions !== null && <DashboardBanner banner={view.banner} onTrialEnded={onTrialEnded} />}
            {view.authorized ? <DashboardRoutes live={isLive} /> : isPortalPath(pathname) ? <PortalGateScreen /> : <UnauthorizedScreen />}
          </div>
          {view.chrome === 'mobile' && <MobileBottomNav links={view.mobileBottomLinks} formsUnread={formsUnread ?? 0} portalPending={portalPending} />}
        </div>
        {nextSnapshot !== null && (
          <Suspense fallback={null}>
            <SavedScreenRecorder snapshot={nextSnapshot} />
          </Suspense>
        )}
      </DashboardContext.Provider>
    </DashboardFrameContext.Provider>
  );
}

// My Web as the live dashboard draws it: the first screen draws the snapshot's summary, so its
// code (figures, publishing, the QR code) is asked for with the backend, not before.
// Once its code is here, it is drawn without a Suspense round, whose reveal React holds back by
// up to 300 ms: a new member coming from /setup (which fetches it ahead) sees the draft sooner.
let loadedMyWebPage: typeof MyWebPageType | null = null;
const importMyWebPage = () => import('../../features/my-web/my-web-page').then((module) => (loadedMyWebPage = module.MyWebPage));
const LazyMyWebPage = lazy(async () => ({ default: await importMyWebPage() }));

/** Fetches live My Web's code before the dashboard is opened (after /setup), with its draft checklist. */
export function preloadMyWebPage(): Promise<unknown> {
  return import('../../features/my-web/my-web-page').then((module) => {
    loadedMyWebPage = module.MyWebPage;
    return module.preloadDraftChecklist();
  });
}

// What the next visit draws first is recorded once the dashboard is live: its code comes after
// the first screen.
const SavedScreenRecorder = lazy(async () => ({ default: (await import('./saved-screen')).SavedScreenRecorder }));

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

/**
 * The dashboard's pages. Before the frame is live, My Web shows what the snapshot knows and
 * Settings is drawn from it (its actions wait for the backend); the other pages need live data
 * and say they are loading, at their own address, so a tap on the navigation is answered at once.
 */
function DashboardRoutes({ live }: { readonly live: boolean }) {
  const { t } = useTranslation('dashboard');
  const { member } = useDashboardFrame();
  const waiting = <StatusScreen>{t('loading')}</StatusScreen>;
  const whenLive = (page: ReactNode) => (live ? page : waiting);
  // Chosen once: a page switching from the lazy stand-in to its code would be drawn anew.
  const [MyWebPage] = useState(() => loadedMyWebPage ?? LazyMyWebPage);
  return (
    <Suspense fallback={<StatusScreen>{t('loading')}</StatusScreen>}>
      <Routes>
        <Route index element={live ? <MyWebPage /> : <SnapshotMyWebPage member={member} />} />
        <Route path="website-studio" element={whenLive(<WebsiteStudioPage />)} />
        <Route path="website-studio/:section" element={whenLive(<StudioSectionPage />)} />
        <Route path="users" element={whenLive(<UsersPortalPage />)} />
        <Route path="groups" element={whenLive(<GroupsPage />)} />
        <Route path="forms" element={whenLive(<FormsInboxPage />)} />
        <Route path="forms/edit" element={whenLive(<FormBuilderPage />)} />
        <Route path="notifications" element={whenLive(<NotificationsPage />)} />
        <Route path="results" element={whenLive(<ResultsPage />)} />
        <Route path="bookings" element={whenLive(<BookingsPage />)} />
        <Route path="bookings/settings" element={whenLive(<BookingSettingsPage />)} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/subscription" element={whenLive(<SubscriptionPage />)} />
        <Route path="admin" element={whenLive(<AdminPage />)} />
        <Route path="*" element={<Navigate to={ROUTES.dashboard} replace />} />
      </Routes>
    </Suspense>
  );
}
