import { ROUTES, marketingPageOf, normalizePath } from './route-paths.ts';

/**
 * Every page of the product by name: what its title and description are looked up by (the
 * `pages` translations of the common namespace), in the prerendered files and in the browser.
 */
export type PageId =
  | 'home'
  | 'examples'
  | 'exampleSite'
  | 'pricing'
  | 'contact'
  | 'faqs'
  | 'growthOffer'
  | 'getStarted'
  | 'setup'
  | 'websiteIntake'
  | 'myWeb'
  | 'websiteStudio'
  | 'users'
  | 'groups'
  | 'forms'
  | 'formsEdit'
  | 'notifications'
  | 'results'
  | 'bookings'
  | 'bookingSettings'
  | 'settings'
  | 'subscription'
  | 'admin'
  | 'notFound';

const MARKETING_PAGES: Readonly<Record<string, PageId>> = {
  [ROUTES.home]: 'home',
  [ROUTES.examples]: 'examples',
  [ROUTES.pricing]: 'pricing',
  [ROUTES.contact]: 'contact',
  [ROUTES.faqs]: 'faqs',
  [ROUTES.growthOffer]: 'growthOffer',
};

/**
 * The addresses the app's HTML serves (the marketing pages are files of their own): Hosting
 * rewrites exactly these to app.html (firebase.json, held to this list by a test), the preview
 * does the same, and any other address is a 404. ':name' stands for one path segment. They are
 * the router's routes (src/ui/app/router.tsx and the dashboard's own, dashboard-app.tsx).
 */
export const APP_ROUTES: readonly { readonly pattern: string; readonly page: PageId }[] = [
  { pattern: `${ROUTES.examples}/:exampleId`, page: 'exampleSite' },
  { pattern: ROUTES.getStarted, page: 'getStarted' },
  { pattern: ROUTES.setup, page: 'setup' },
  { pattern: ROUTES.websiteIntake, page: 'websiteIntake' },
  { pattern: ROUTES.dashboard, page: 'myWeb' },
  { pattern: ROUTES.websiteStudio, page: 'websiteStudio' },
  { pattern: `${ROUTES.websiteStudio}/:section`, page: 'websiteStudio' },
  { pattern: ROUTES.users, page: 'users' },
  { pattern: ROUTES.groups, page: 'groups' },
  { pattern: ROUTES.forms, page: 'forms' },
  { pattern: ROUTES.formsEdit, page: 'formsEdit' },
  { pattern: ROUTES.notifications, page: 'notifications' },
  { pattern: ROUTES.results, page: 'results' },
  { pattern: ROUTES.bookings, page: 'bookings' },
  { pattern: ROUTES.bookingSettings, page: 'bookingSettings' },
  { pattern: ROUTES.settings, page: 'settings' },
  { pattern: ROUTES.subscription, page: 'subscription' },
  { pattern: ROUTES.admin, page: 'admin' },
];

const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
const MATCHERS = APP_ROUTES.map((route) => ({ ...route, matcher: matcherOf(route.pattern) }));

/** The app route `path` is served by, or null (a marketing page's file, or no page at all). */
function appRouteOf(path: string): (typeof APP_ROUTES)[number] | null {
  const p = normalizePath(path);
  return MATCHERS.find((route) => route.matcher.test(p)) ?? null;
}

/** Whether the app's HTML serves `path` (and so Hosting rewrites it to app.html). */
export function isAppRoute(path: string): boolean {
  return appRouteOf(path) !== null;
}

/** The page at `path`, in either language: 'notFound' for an address that is no page. */
export function pageIdOf(path: string): PageId {
  const marketing = marketingPageOf(path);
  if (marketing !== null) return MARKETING_PAGES[marketing.route] ?? 'notFound';
  return appRouteOf(path)?.page ?? 'notFound';
}

/** A route's pattern as a Hosting glob: one segment for each ':name'. */
export function hostingGlobOf(pattern: string): string {
  return pattern.replace(/:[a-zA-Z]+/g, '*');
}

/**
 * Where search engines are not welcome: the screens behind sign-in. Sign-in itself, the intake
 * form and the examples stay open; the marketing pages are what the sitemap lists.
 */
export const PRIVATE_PATHS: readonly string[] = [ROUTES.dashboard, ROUTES.setup];
