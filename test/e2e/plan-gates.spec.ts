// What each plan unlocks (spec sections 2 and 6): the website studio sections (Basic 9,
// Professional 11, Elite 16), Users Portal and Groups for Elite only, Forms from Professional
// up; and the unauthorized screen for a page the plan does not allow, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { forms as formsEn } from '../../src/ui/i18n/en/forms';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, isMobile, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const TEXT = { EN: { common: commonEn, dashboard: dashboardEn }, ES: { common: commonEs, dashboard: dashboardEs } } as const;

const PLANS = [
  { key: 'basic', sections: 9, users: false, groups: false, forms: false },
  { key: 'professional', sections: 11, users: false, groups: false, forms: true },
  { key: 'elite', sections: 16, users: true, groups: true, forms: true },
] as const;

/** The dashboard navigation of this size: the sidebar, or the bottom bar on a phone. */
function dashboardNav(page: Page, mobile: boolean) {
  return page.getByRole('navigation', { name: mobile ? dashboardEn.nav.bottomLabel : dashboardEn.nav.label });
}

for (const plan of PLANS) {
  test(`${plan.key} member: ${plan.sections} studio sections and the links of the plan`, async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo);
    await signIn(page, { email: DEMO[plan.key].email, password: DEMO_PASSWORD });
    const nav = dashboardNav(page, mobile);
    await expect(nav.getByRole('link', { name: dashboardEn.nav.settings })).toBeVisible();
    await expect(nav.getByRole('link', { name: dashboardEn.nav.users })).toHaveCount(plan.users ? 1 : 0);
    await expect(nav.getByRole('link', { name: dashboardEn.nav.groups })).toHaveCount(plan.groups ? 1 : 0);
    await expect(nav.getByRole('link', { name: dashboardEn.nav.forms })).toHaveCount(plan.forms ? 1 : 0);
    await expect(nav.getByRole('link', { name: dashboardEn.nav.admin })).toHaveCount(0);

    if (!mobile) {
      // The sidebar's studio group lists the same sections once expanded.
      await nav.getByRole('button', { name: dashboardEn.nav.showSections }).click();
      await expect(nav.locator('#studio-sections').getByRole('link')).toHaveCount(plan.sections);
    }

    await nav.getByRole('link', { name: dashboardEn.nav.websiteStudio }).click();
    await expect(page).toHaveURL(/\/dashboard\/website-studio$/);
    const sections = page.getByRole('main').locator('a[href^="/dashboard/website-studio/"]');
    await expect(sections).toHaveCount(plan.sections);
    await expectAccessible(page, testInfo, `website studio ${plan.key}`);

    if (plan.forms) {
      await nav.getByRole('link', { name: dashboardEn.nav.forms }).click();
      await expect(page.getByRole('heading', { level: 1, name: formsEn.title })).toBeVisible();
    }
  });
}

const UNAUTHORIZED_CASES: readonly { language: Language; path: string }[] = [
  { language: 'EN', path: '/dashboard/users' },
  { language: 'ES', path: '/dashboard/groups' },
];

for (const { language, path } of UNAUTHORIZED_CASES) {
  test(`a Basic member opening ${path} sees the unauthorized screen (${language})`, async ({ page }, testInfo) => {
    const { common } = TEXT[language];
    await useLanguage(page, language);
    await signIn(page, { email: DEMO.basic.email, password: DEMO_PASSWORD }, language);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: common.unauthorized.title })).toBeVisible();
    await expect(page.getByText(common.unauthorized.text)).toBeVisible();
    await expectAccessible(page, testInfo, `unauthorized ${language}`);
    // A studio section above the plan is refused the same way.
    await page.goto('/dashboard/website-studio/videos');
    await expect(page.getByRole('heading', { level: 1, name: common.unauthorized.title })).toBeVisible();
    await page.getByRole('link', { name: common.unauthorized.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
