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
