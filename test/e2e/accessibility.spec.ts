// Axe (WCAG 2 A and AA) on every page of the product, in English and Spanish, at both widths
// (the two projects): the marketing pages and their Spanish twins, sign-in, the intake form, a
// page that does not exist, a member's site (home, an article, the portal) and every dashboard
// screen. One browser context per language and role visits its pages in a loop and lists every
// violation of every page before failing, so one run shows all there is to fix.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, LANGUAGES, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { LOCALIZED_MARKETING_PATHS, localizedPath } from '../../src/core/dashboard/route-paths';

/** The Elite demo member's site (scripts/seed.mjs names it after the uid's first seven characters). */
const SITE = `/s/${DEMO.elite.uid.slice(0, 7).toLowerCase()}`;

function publicPages(language: Language): string[] {
  const lang = language === 'ES' ? 'ES' : 'EN';
  const site = `${SITE}/${language.toLowerCase()}`;
  return [
    ...LOCALIZED_MARKETING_PATHS.map((path) => localizedPath(path, lang)),
    '/entrar',
    '/forms/website-intake',
    '/no-such-page',
    site,
    `${site}/articles/six-weeks-to-your-first-pull-up`,
    `${site}/portal`,
    `${site}/book`,
  ];
}

/** The admin demo member is privileged: every dashboard screen is open to them. */
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/website-studio',
  '/dashboard/website-studio/hours',
  '/dashboard/website-studio/products',
  '/dashboard/forms',
  '/dashboard/forms/edit',
  '/dashboard/users',
  '/dashboard/groups',
  '/dashboard/results',
  '/dashboard/bookings',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/settings/subscription',
  '/dashboard/admin',
];

/**
 * Each page's own ready signal: its heading, then no part still loading. On a phone the studio's
 * preview sits below the form and is drawn only once scrolled near, so its placeholder stays
 * busy on purpose: it is checked as it is.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]:not(.site-preview__frame > *)')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Opens `path`: a fresh load, or (`inApp`) through the app's router as a link would, which
 * spares the signed-in dashboard booting again for each screen.
 */
async function open(page: Page, path: string, inApp: boolean): Promise<void> {
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Visits each path and returns the violations found, per page; empty when all pass. */
async function audit(page: Page, paths: readonly string[], inApp = false): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path, inApp);
    // A redirect would check another page in this one's place.
    await expect(page).toHaveURL((url) => url.pathname === path);
    await settle(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) found.push(`${path}:\n  ${violations.join('\n  ')}`);
  }
  return found;
}

for (const language of LANGUAGES) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('every public page and a member site', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const found = await audit(page, publicPages(language));
      expect(found, `axe violations (${testInfo.project.name})`).toEqual([]);
    });

    test('every dashboard screen, as the admin', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
      const found = await audit(page, DASHBOARD_PAGES, true);
      expect(found, `axe violations (${testInfo.project.name})`).toEqual([]);
    });
  });
}
