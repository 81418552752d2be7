// Phones first (issue 17): a member's next visit to the dashboard shows the screen saved on the
// device with the HTML and its styles, before any of the app's scripts has run; the app then
// takes over with the same screen. Signing out leaves nothing of it on the device.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { DASHBOARD_SCREEN_STORAGE_KEY } from '../../src/ui/prerender/prerender-guard';
import { isMobile, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

/**
 * What the HTML alone shows at /dashboard on this device: a page of its own with the device's
 * storage, none of the app's scripts, and no service worker (which would answer them).
 */
async function withoutScripts(page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await page.context().browser()!.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
    storageState: await page.context().storageState(),
    serviceWorkers: 'block',
  });
  await context.route('**/assets/*.js', (route) => route.abort());
  const bare = await context.newPage();
  await bare.goto('/dashboard');
  return bare;
}

test("the dashboard's saved screen shows before any script, and the app takes it over", async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  const language: Language = mobile ? 'ES' : 'EN';
  const t = TEXT[language];
  await useLanguage(page, language);
  await signIn(page, { email: DEMO.basic.email, password: DEMO_PASSWORD }, language);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, DASHBOARD_SCREEN_STORAGE_KEY)).toBe(true);

  const bare = await withoutScripts(page, testInfo);
  const navigation = bare.getByRole('navigation', { name: mobile ? t.nav.bottomLabel : t.nav.label });
  await expect(navigation.getByRole('link', { name: t.nav.settings })).toBeVisible();
  await expect(bare.getByText(t.myWeb.welcome.replace('{{name}}', DEMO.basic.name))).toBeVisible();
  await expect(bare.getByRole('status')).toHaveText(t.snapshot.connecting);
  await expect(bare.locator('html')).toHaveAttribute('lang', language.toLowerCase());
  // Styled by the dashboard's own styles, which the HTML asked for before its first paint.
  const styled = mobile
    ? bare.locator('.mobile-bottom-nav').evaluate((element) => getComputedStyle(element).borderTopStyle)
    : bare.locator('.sidebar').evaluate((element) => getComputedStyle(element).position);
  expect(await styled).toBe(mobile ? 'solid' : 'sticky');
  await bare.screenshot({ path: testInfo.outputPath('saved-screen.png') });
  await bare.context().close();

  // With its scripts, the app draws the same screen and then the live dashboard.
  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: mobile ? t.nav.bottomLabel : t.nav.label }).getByRole('link', { name: t.nav.settings })).toBeVisible();

  await page.getByTestId('sign-out').click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await page.evaluate((key) => localStorage.getItem(key), DASHBOARD_SCREEN_STORAGE_KEY)).toBeNull();
  const signedOut = await withoutScripts(page, testInfo);
  await expect(signedOut.locator('#root')).toBeEmpty();
  await signedOut.context().close();
});
