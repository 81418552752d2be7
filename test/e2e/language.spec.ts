// The interface language (spec sections 1 and 9): English by default, switched with the EN/ES
// control, kept on the device across reloads and into the dashboard.
import { expect, test } from '@playwright/test';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { isMobile, signIn, switchLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

test('switching to Spanish is kept across a reload and in the dashboard, and back to English', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: commonEn.nav.main })).toBeVisible();

  await switchLanguage(page, 'ES', testInfo);
  await expect(page.getByRole('navigation', { name: commonEs.nav.main })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: commonEs.nav.main })).toBeVisible();
  if (!mobile) await expect(page.getByRole('navigation', { name: commonEs.nav.main }).getByRole('link', { name: commonEs.nav.getStarted })).toBeVisible();

  await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD }, 'ES');
  const dashboardNav = (t: typeof dashboardEn | typeof dashboardEs) => page.getByRole('navigation', { name: mobile ? t.nav.bottomLabel : t.nav.label });
  await expect(dashboardNav(dashboardEs).getByRole('link', { name: dashboardEs.nav.settings })).toBeVisible();

  // Back to English on a public page: the dashboard follows.
  await page.goto('/pricing');
  await switchLanguage(page, 'EN', testInfo);
  await page.goto('/dashboard');
  await expect(dashboardNav(dashboardEn).getByRole('link', { name: dashboardEn.nav.settings })).toBeVisible();
});
