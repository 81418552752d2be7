import type { SiteLanguage } from '../member/member-record';

/** The product's routes (spec section 2). */
export const ROUTES = {
  home: '/',
  examples: '/examples',
  pricing: '/pricing',
  contact: '/contact',
  faqs: '/faqs',
  getStarted: '/entrar',
  dashboard: '/dashboard',
  websiteStudio: '/dashboard/website-studio',
  users: '/dashboard/users',
  groups: '/dashboard/groups',
  forms: '/dashboard/forms',
  formsEdit: '/dashboard/forms/edit',
  notifications: '/dashboard/notifications',
  results: '/dashboard/results',
  bookings: '/dashboard/bookings',
  bookingSettings: '/dashboard/bookings/settings',
  admin: '/dashboard/admin',
  settings: '/dashboard/settings',
  subscription: '/dashboard/settings/subscription',
  setup: '/setup',
  growthOffer: '/growth-offer',
  websiteIntake: '/forms/website-intake',
} as const;

/**
 * The path part of a location, lowercased, without query, hash or trailing slashes, so that
 * '/Dashboard/?tab=1' is judged like '/dashboard' (the router matches case-insensitively).
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const lower = bare.trim().toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (lower === '') return '/';
  return lower.startsWith('/') ? lower : `/${lower}`;
}

/** Whether `path` is `base` or a page below it ('/dashboard/x' is under '/dashboard'). */
export function isPathUnder(path: string, base: string): boolean {
  const p = normalizePath(path);
  return p === base || p.startsWith(`${base}/`);
}

export function studioSectionPath(section: string): string {
  return `${ROUTES.websiteStudio}/${section}`;
}

/**
 * The marketing pages that exist in both languages at their own addresses: English at the
 * route itself, Spanish under SPANISH_PREFIX ('/pricing' and '/es/pricing', '/' and '/es'), so
 * search engines and shared links reach each language directly.
 */
export const LOCALIZED_MARKETING_PATHS: readonly string[] = [ROUTES.home, ROUTES.examples, ROUTES.pricing, ROUTES.contact, ROUTES.faqs, ROUTES.growthOffer];
export const SPANISH_PREFIX = '/es';

/** A localized marketing page's English route and the language of `path`, or null for any other path. */
export function marketingPageOf(path: string): { readonly route: string; readonly language: SiteLanguage } | null {
  const p = normalizePath(path);
  if (LOCALIZED_MARKETING_PATHS.includes(p)) return { route: p, language: 'EN' };
  if (p === SPANISH_PREFIX) return { route: ROUTES.home, language: 'ES' };
  if (p.startsWith(`${SPANISH_PREFIX}/`)) {
    const route = p.slice(SPANISH_PREFIX.length);
    if (LOCALIZED_MARKETING_PATHS.includes(route)) return { route, language: 'ES' };
  }
  return null;
}

/** The address of `to` in `language` when it is a localized marketing page; any other path as it is. */
export function localizedPath(to: string, language: SiteLanguage): string {
  const page = marketingPageOf(to);
  if (page === null) return to;
  if (language === 'EN') return page.route;
  return page.route === ROUTES.home ? SPANISH_PREFIX : `${SPANISH_PREFIX}${page.route}`;
}
