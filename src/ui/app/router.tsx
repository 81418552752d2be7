import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../features/marketing/public-layout';
import { HomePage } from '../features/marketing/home-page';
import { loadNamespaces, withNamespaces } from '../i18n/lazy-namespaces';
import { RouteError } from './route-error';
import { SPANISH_PREFIX } from '../../core/dashboard/route-paths';

/** The marketing pages: English at these paths, Spanish under /es (both prerendered). */
const MARKETING_PAGES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'examples', lazy: async () => ({ Component: (await import('../features/marketing/examples-page')).ExamplesPage }) },
  { path: 'pricing', lazy: async () => ({ Component: (await import('../features/marketing/pricing-page')).PricingPage }) },
  // Public forms bring the validation messages with them, so other pages never load them.
  {
    path: 'contact',
    lazy: async () => {
      const [page, namespaces] = await Promise.all([import('../features/marketing/contact-page'), loadNamespaces('validation')]);
      return { Component: withNamespaces(page.ContactPage, namespaces) };
    },
  },
  { path: 'faqs', lazy: async () => ({ Component: (await import('../features/marketing/faqs-page')).FaqsPage }) },
  { path: 'growth-offer', lazy: async () => ({ Component: (await import('../features/marketing/growth-offer-page')).GrowthOfferPage }) },
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
    errorElement: <RouteError />,
    // Nothing is drawn until a lazy route's code is there: main.tsx starts the app only then, so
    // this is what screen tests see meanwhile, said outright rather than by the router's warning.
    HydrateFallback: () => null,
    children: [
      ...MARKETING_PAGES,
      // The same pages in Spanish at their own addresses (core/dashboard/route-paths.ts).
      { path: SPANISH_PREFIX.slice(1), children: MARKETING_PAGES.map((route) => ({ ...route })) },
      { path: 'examples/:exampleId', lazy: async () => ({ Component: (await import('../features/marketing/examples-page')).ExampleSitePage }) },
      {
        path: 'forms/website-intake',
        lazy: async () => {
          const [page, namespaces] = await Promise.all([import('../features/marketing/website-intake-page'), loadNamespaces('validation')]);
          return { Component: withNamespaces(page.WebsiteIntakePage, namespaces) };
        },
      },
      // Screens behind sign-in bring their translations with them (only public pages' are in the
      // first chunk).
      {
        path: 'entrar',
        lazy: async () => {
          const [page, namespaces] = await Promise.all([import('../features/auth/entrar-page'), loadNamespaces('auth', 'validation')]);
          return { Component: withNamespaces(page.EntrarPage, namespaces) };
        },
      },
      {
        path: 'setup',
        lazy: async () => {
          const [page, namespaces] = await Promise.all([import('../features/setup/setup-page'), loadNamespaces('setup', 'validation')]);
          prefetchAfterSetup();
          return { Component: withNamespaces(page.SetupPage, namespaces) };
        },
      },
      // The dashboard owns its sub-routes (src/ui/features/dashboard/dashboard-app.tsx).
      {
        path: 'dashboard/*',
        lazy: async () => {
          const [page, namespaces] = await loadDashboard();
          return { Component: withNamespaces(page.DashboardApp, namespaces) };
        },
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
