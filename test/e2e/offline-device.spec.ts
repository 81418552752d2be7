// Phones first (issue 17): with the network cut, a device that has been here before still opens
// the marketing pages and what the dashboard last showed, from the service worker's cache and the
// dashboard's snapshot, in the member's language.
import { expect, test } from '@playwright/test';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { marketing as marketingEn } from '../../src/ui/i18n/en/marketing';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { marketing as marketingEs } from '../../src/ui/i18n/es/marketing';
import { MEMBER_SNAPSHOT_STORAGE_KEY } from '../../src/ui/prerender/prerender-guard';
import { isMobile, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const TEXT = {
  EN: { common: commonEn, dashboard: dashboardEn, marketing: marketingEn, pricing: '/pricing' },
  ES: { common: commonEs, dashboard: dashboardEs, marketing: marketingEs, pricing: '/es/pricing' },
} as const;

test('offline, the marketing pages and the last dashboard open from the device', async ({ page, context }, testInfo) => {
  const mobile = isMobile(testInfo);
  const language: Language = mobile ? 'ES' : 'EN';
  const t = TEXT[language];
  await useLanguage(page, language);
  await signIn(page, { email: DEMO.basic.email, password: DEMO_PASSWORD }, language);
  const dashboardNav = page.getByRole('navigation', { name: mobile ? t.dashboard.nav.bottomLabel : t.dashboard.nav.label });
  await expect(dashboardNav.getByRole('link', { name: t.dashboard.nav.settings })).toBeVisible();
  // What a visit leaves on the device: the dashboard's snapshot and the service worker's files.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, MEMBER_SNAPSHOT_STORAGE_KEY)).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(dashboardNav.getByRole('link', { name: t.dashboard.nav.settings })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(DEMO.basic.name).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());

    await page.goto(t.pricing);
    await expect(page.getByRole('heading', { level: 1, name: t.marketing.pricing.title })).toBeVisible();
    // The member's header, drawn from the file: Dashboard leads back to what was last shown.
    const nav = page.getByRole('navigation', { name: t.common.nav.main });
    if (mobile) await nav.getByRole('button', { name: t.common.nav.menu }).click();
    await nav.getByRole('link', { name: t.common.nav.dashboard }).click();
    await expect(dashboardNav.getByRole('link', { name: t.dashboard.nav.settings })).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.setOffline(false);
  }
});
