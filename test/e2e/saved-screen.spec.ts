// Phones first (issue 17): a member's next visit to the dashboard shows the screen saved on the
// device with the HTML and its styles, before any of the app's scripts has run; the app then
// takes over with the same screen. Signing out leaves nothing of it on the device.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { DASHBOARD_SCREEN_STORAGE_KEY, EARLY_TAP_GLOBAL } from '../../src/ui/prerender/prerender-guard';
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

test('a tap on the saved screen half a second after it is painted lands on the tapped page', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  const language: Language = mobile ? 'ES' : 'EN';
  const t = TEXT[language];
  await useLanguage(page, language);
  await signIn(page, { email: DEMO.basic.email, password: DEMO_PASSWORD }, language);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, DASHBOARD_SCREEN_STORAGE_KEY)).toBe(true);

  // A slow phone: the app's scripts arrive seconds after the saved screen is on screen.
  const context = await page.context().browser()!.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
    // The session too, which Firebase keeps in IndexedDB.
    storageState: await page.context().storageState({ indexedDB: true }),
    serviceWorkers: 'block',
  });
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => {});
  });
  const slow = await context.newPage();
  const pageLoads: string[] = [];
  slow.on('request', (request) => {
    if (request.resourceType() === 'document') pageLoads.push(request.url());
  });
  await slow.goto('/dashboard', { waitUntil: 'commit' });
  const settings = slow.getByRole('navigation', { name: mobile ? t.nav.bottomLabel : t.nav.label }).getByRole('link', { name: t.nav.settings });
  await expect(settings).toBeVisible();
  await slow.waitForTimeout(500);
  await settings.click();
  // Answered at once on the saved screen, and kept for the app, which has not taken over yet.
  await expect(settings).toHaveAttribute('aria-current', 'page');
  expect(await slow.evaluate((name) => name in window, EARLY_TAP_GLOBAL)).toBe(true);

  await expect(slow).toHaveURL(/\/dashboard\/settings$/, { timeout: 30_000 });
  await expect(slow.getByTestId('dashboard').getByRole('heading', { level: 1, name: t.settings.title })).toBeVisible({ timeout: 30_000 });
  // Followed by the app, not as a page load.
  expect(pageLoads).toHaveLength(1);
  await slow.screenshot({ path: testInfo.outputPath('tapped-early.png') });
  // As after following a link, Back returns to the page the tap was made on.
  await slow.goBack();
  await expect(slow).toHaveURL(/\/dashboard$/);
  await expect(slow.getByRole('heading', { level: 1, name: t.myWeb.title })).toBeVisible();
  expect(pageLoads).toHaveLength(1);
  await context.close();
});
