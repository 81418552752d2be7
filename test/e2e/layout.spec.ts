// Every screen, at 1280 and 375 px (the two projects) and in English and Spanish: no sideways
// scrolling, no button whose text spills out of it, no raw translation key. Screenshots of each
// are kept under .tmp/e2e-results for a look by eye.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGES, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { ELITE_DEMO_CUSTOMERS } from '../../src/public-site/demo/elite-demo-portal';
import { createMember } from './support/emulators';
import { expectCleanLayout, layoutProblems } from './support/layout-checks';

/** A demo customer of the Elite gym in the VIP group (scripts/seed.mjs). */
const DEMO_CUSTOMER = ELITE_DEMO_CUSTOMERS[0]!;

const PUBLIC_PAGES = ['/', '/examples', '/examples/bakery', '/pricing', '/contact', '/faqs', '/growth-offer', '/forms/website-intake', '/entrar', '/entrar?mode=signin'];

/** The admin demo member sees every dashboard screen: privileged, so Elite and the admin page. */
const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/website-studio',
  '/dashboard/website-studio/hours',
  '/dashboard/website-studio/products',
  '/dashboard/notifications',
  '/dashboard/settings',
  '/dashboard/settings/subscription',
];

async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  // Lazy parts (the QR code, the admin list, the views) draw after the heading. No waiting for
  // network idle: the dashboard's live queries keep a channel open.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function check(page: Page, testInfo: TestInfo, language: Language, path: string): Promise<void> {
  const screen = `${path} ${language} ${testInfo.project.name}`;
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath(`${path.replace(/[^a-z0-9]+/gi, '-')}-${language}.png`), fullPage: true });
  await expectCleanLayout(page, screen);
}

for (const language of LANGUAGES) {
  test.describe(`layout (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('public pages', async ({ page }, testInfo) => {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await check(page, testInfo, language, path);
      }
    });

    test('dashboard pages and the studio', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
      for (const path of DASHBOARD_PAGES) {
        await page.goto(path);
        await check(page, testInfo, language, path);
      }
    });

    test('the admin page', async ({ page }, testInfo) => {
      await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
      await page.goto('/dashboard/admin');
      await check(page, testInfo, language, '/dashboard/admin');
    });

    test("the Elite gym's Users Portal: the owner's pages and the site's portal", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD }, language);
      for (const path of ['/dashboard/users', '/dashboard/groups', '/dashboard/groups?g=vip']) {
        await page.goto(path);
        await check(page, testInfo, language, path);
      }
      const site = `/s/elitede/${language.toLowerCase()}`;
      await page.goto(`${site}/portal`);
      await check(page, testInfo, language, `${site}/portal`);
      // Signed in on the portal as a demo customer in VIP: the account page and the site with what is shared.
      await page.locator('#sign-in input[name="email"]').fill(DEMO_CUSTOMER.email);
      await page.locator('#sign-in input[name="password"]').fill(DEMO_PASSWORD);
      await page.locator('#sign-in button[type="submit"]').click();
      await expect(page.locator('main form[action$="/portal/sign-out"]')).toBeVisible();
      await check(page, testInfo, language, `${site}/portal (signed in)`);
      await page.goto(site);
      await check(page, testInfo, language, `${site} (signed-in customer)`);
    });

    test('a new member: the plan page and the Pending payment overlay', async ({ page }, testInfo) => {
      const member = await createMember({ label: `layout-${language}` });
      await signIn(page, member, language, /\/dashboard/);
      await page.goto('/dashboard/settings/subscription');
      await check(page, testInfo, language, '/dashboard/settings/subscription (no plan)');
      await page.goto('/dashboard');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check(page, testInfo, language, '/dashboard (overlay)');
    });
  });
}

// The checks themselves: a style broken on purpose must be caught, or a quiet check would pass
// everything.
test('the layout checks catch a real overflow, a spilling button and a raw key', async ({ page }) => {
  await page.goto('/forms/website-intake');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual({ overflow: [], buttons: [], rawKeys: [] });

  // The intake form as it was before fieldsets could shrink: its select wider than any phone.
  await page.addStyleTag({ content: 'fieldset { min-inline-size: min-content !important } .field select { min-width: 1400px; max-width: none !important }' });
  expect((await layoutProblems(page)).overflow[0]).toMatch(/^page is \d+px wide/);

  await page.addStyleTag({ content: 'fieldset { min-inline-size: 0 !important } .field select { min-width: 0 }' });
  await page.evaluate(() => {
    const button = document.querySelector('main button[type="submit"]') as HTMLElement;
    button.style.cssText = 'width: 60px; white-space: nowrap; overflow: visible';
    const heading = document.querySelector('main h1') as HTMLElement;
    heading.textContent = 'intake.title';
  });
  const problems = await layoutProblems(page);
  expect(problems.buttons).toHaveLength(1);
  expect(problems.rawKeys).toEqual(['intake.title']);
});
