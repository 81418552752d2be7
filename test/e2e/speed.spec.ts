// Real-user speed (issue 17 item 6): pages report their Core Web Vitals to the product's own
// endpoint when they are left, and administrators read the p75 per route on the admin page.
import { expect, test, type Page } from '@playwright/test';
import { speedDayOf } from '../../src/core/speed/speed-metrics';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { isMobile, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { adminDb } from './support/emulators';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

/** LCP reports filed today for `route`, all shards. */
async function lcpReports(route: string): Promise<number> {
  const snapshot = await adminDb().collection('speedStats').where('day', '==', speedDayOf(Date.now())).where('route', '==', route).get();
  return snapshot.docs.reduce((sum, d) => sum + Object.values((d.data()['LCP'] ?? {}) as Record<string, number>).reduce((a, b) => a + b, 0), 0);
}

async function visitAndLeave(page: Page, path: string): Promise<void> {
  const visit = await page.context().newPage();
  await visit.goto(path);
  await expect(visit.locator('body')).toBeVisible();
  // The beacon is added after the load event; a visit that leaves before it has arrived
  // reports nothing, so the test stays until the page has stopped fetching.
  await visit.waitForLoadState('networkidle');
  // An input makes the largest paint final, as a reader's first tap does.
  await visit.mouse.click(2, 200);
  await visit.close({ runBeforeUnload: true });
}

test('visits report their speed and the admin page shows it per route', async ({ page }, testInfo) => {
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const t = TEXT[language];
  const beforeFaqs = await lcpReports('/faqs');
  const beforeSite = await lcpReports('/s/:site');
  // The seed makes a demo member's username of the first seven characters of their uid.
  const username = DEMO.elite.uid.slice(0, 7).toLowerCase();

  await visitAndLeave(page, '/faqs');
  await visitAndLeave(page, `/s/${username}`);
  await expect.poll(() => lcpReports('/faqs'), { timeout: 15_000 }).toBeGreaterThan(beforeFaqs);
  await expect.poll(() => lcpReports('/s/:site'), { timeout: 15_000 }).toBeGreaterThan(beforeSite);

  await useLanguage(page, language);
  await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
  await page.goto('/dashboard/admin');
  const report = page.getByRole('region', { name: t.speed.title });
  await expect(report.getByRole('rowheader', { name: '/faqs', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(report.getByRole('rowheader', { name: '/s/:site', exact: true })).toBeVisible();
});
