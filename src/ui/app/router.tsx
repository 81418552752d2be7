import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../features/marketing/public-layout';
import { HomePage } from '../features/marketing/home-page';
import { loadNamespaces, withNamespaces } from '../i18n/lazy-namespaces';
import { SPANISH_PREFIX } from '../../core/dashboard/route-paths';
import { lazyPage, type LazyPage } from './routing/lazy-page';
import type { PrepareRoute } from './routing/app-router';
import { RouteErrorBoundary } from './routing/route-error-boundary';

/** A route whose screen is loaded on demand; its `handle` lets the app preload it (preloadRoute). */
const onDemand = (path: string, Page: LazyPage): RouteObject => ({ path, element: <Page />, handle: Page });

const ExamplesPage = lazyPage(async () => (await import('../features/marketing/examples-page')).ExamplesPage);
const ExampleSitePage = lazyPage(async () => (await import('../features/marketing/examples-page')).ExampleSitePage);
const PricingPage = lazyPage(async () => (await import('../features/marketing/pricing-page')).PricingPage);
// Public forms bring the validation messages with them, so other pages never load them.
const ContactPage = lazyPage(async () => {
  const [page, namespaces] = await Promise.all([import('../features/marketing/contact-page'), loadNamespaces('validation')]);
  return withNamespaces(page.ContactPage, namespaces);
});
const FaqsPage = lazyPage(async () => (await import('../features/marketing/faqs-page')).FaqsPage);
const GrowthOfferPage = lazyPage(async () => (await import('../features/marketing/growth-offer-page')).GrowthOfferPage);
const WebsiteIntakePage = lazyPage(async () => {
  const [page, namespaces] = await Promise.all([import('../features/marketing/website-intake-page'), loadNamespaces('validation')]);
  return withNamespaces(page.WebsiteIntakePage, namespaces);
});
// Screens behind sign-in bring their translations with them (only public pages' are in the first chunk).
const EntrarPage = lazyPage(async () => {
  const [page, namespaces] = await Promise.all([import('../features/auth/entrar-page'), loadNamespaces('auth', 'validation')]);
  return withNamespaces(page.EntrarPage, namespaces);
});
const SetupPage = lazyPage(async () => {
  const [page, namespaces] = await Promise.all([import('../features/setup/setup-page'), loadNamespaces('setup', 'validation')]);
  prefetchAfterSetup();
  return withNamespaces(page.SetupPage, namespaces);
});
const DashboardApp = lazyPage(async () => {
  const [page, namespaces] = await loadDashboard();
  return withNamespaces(page.DashboardApp, namespaces);
});
const NotFoundPage = lazyPage(async () => (await import('./not-found-page')).NotFoundPage);

/** The marketing pages: English at these paths, Spanish under /es (both prerendered). */
const MARKETING_PAGES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  onDemand('examples', ExamplesPage),
  onDemand('pricing', PricingPage),
  onDemand('contact', ContactPage),
  onDemand('faqs', FaqsPage),
  onDemand('growth-offer', GrowthOfferPage),
];

/** The dashboard's code and translations (its sub-routes are its own). */
function loadDashboard() {
  return Promise.all([import('./dashboard/dashboard-app'), loadNamespaces('dashboard', 'studio', 'billing', 'validation')]);
}

/**
 * /setup's next screen is the dashboard, and with a first draft My Web's checklist: fetched while
 * the member answers, so the tap that sends /setup waits for the writes only. A failed fetch here
 * is tried again when the route needs it.
 */
function prefetchAfterSetup(): void {
  void loadDashboard()
    .then(([dashboard]) => dashboard.preloadMyWebPage())
    .catch(() => undefined);
}

/**
 * The spec's routes (section 2). Marketing pages ship in the first chunk (they must be fast);
 * everything behind sign-in is loaded on demand, together with the backend.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...MARKETING_PAGES,
      // The same pages in Spanish at their own addresses (core/dashboard/route-paths.ts).
      { path: SPANISH_PREFIX.slice(1), children: MARKETING_PAGES.map((route) => ({ ...route })) },
      onDemand('examples/:exampleId', ExampleSitePage),
      onDemand('forms/website-intake', WebsiteIntakePage),
      onDemand('entrar', EntrarPage),
      onDemand('setup', SetupPage),
      // The dashboard owns its sub-routes (src/ui/app/dashboard/dashboard-app.tsx).
      onDemand('dashboard/*', DashboardApp),
      onDemand('*', NotFoundPage),
    ],
  },
];

/**
 * Loads the code of the screens that `pathname` shows; null when they are all in the first chunk.
 * The app starts once it is there, so its first render draws the page itself (and adopts a
 * prerendered page's markup as it is).
 */
export const preloadRoute: PrepareRoute = (pathname) => {
  const loading = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (typeof route.handle === 'function' ? [(route.handle as LazyPage).preload()] : [])).filter((load) => load !== null);
  return loading.length === 0 ? null : Promise.all(loading);
};

function Routes() {
  return useRoutes(routes);
}

/**
 * The app's screens. A screen that throws shows the error page in place of the whole frame, until
 * the next navigation. The router draws a page once its code is there (preloadRoute), so no
 * Suspense boundary stands between the frame and the page: a prerendered page is adopted in one
 * pass, and the page script holds a form sent before that pass ends (page-behaviour.ts).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes />
    </RouteErrorBoundary>
  );
}
