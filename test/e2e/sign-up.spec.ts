// A new business owner signs up at /entrar, goes through /setup and lands on the plan page
// (spec sections 2 to 4), in English and in Spanish: the member record is the one the core
// creates at sign-up, and the dashboard shows their name and site link.
import { expect, test } from '@playwright/test';
import { auth as authEn } from '../../src/ui/i18n/en/auth';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { setup as setupEn } from '../../src/ui/i18n/en/setup';
import { auth as authEs } from '../../src/ui/i18n/es/auth';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { setup as setupEs } from '../../src/ui/i18n/es/setup';
import { LANGUAGES, expectAccessible, useLanguage } from './support/app';
import { readMember, uidOf, uniqueEmail } from './support/emulators';

const TEXT = {
  EN: { auth: authEn, setup: setupEn, dashboard: dashboardEn },
  ES: { auth: authEs, setup: setupEs, dashboard: dashboardEs },
} as const;

for (const language of LANGUAGES) {
  const { auth, setup, dashboard } = TEXT[language];

  test(`sign-up, setup and the dashboard (${language})`, async ({ page }, testInfo) => {
    await useLanguage(page, language);
    const email = uniqueEmail(`signup-${language.toLowerCase()}`);
    const name = `Panadería Prueba ${Date.now().toString(36)}`;

    await page.goto('/entrar');
    await expect(page.getByRole('heading', { level: 1, name: auth.signUp.title })).toBeVisible();
    await expectAccessible(page, testInfo, `sign-up ${language}`);
    await page.getByLabel(auth.fields.displayName).fill(name);
    await page.getByLabel(auth.fields.email).fill(email);
    await page.getByLabel(auth.fields.phone).fill('+1 312 555 0147');
    await page.getByLabel(auth.fields.password).fill('a-good-password');
    await page.getByRole('button', { name: auth.signUp.submit }).click();

    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: setup.title })).toBeVisible();
    // The onboarding starts from what was given at sign-up.
    await expect(page.getByLabel(setup.fields.namePublico)).toHaveValue(name);
    await expectAccessible(page, testInfo, `setup ${language}`);

    // The record sign-up wrote, before the onboarding changes anything.
    const uid = await uidOf(email);
    const record = await readMember(uid);
    expect(record).toMatchObject({
      id: uid,
      vID: uid,
      name,
      namePublico: name,
      email,
      emailPublico: email,
      username: uid.slice(0, 7).toLowerCase(),
      domain: `${uid.slice(0, 7).toLowerCase()}.sitio.app`,
      esAdministrador: false,
      verified: false,
      setup: false,
      published: true,
      status: false,
      trial: false,
      siteLanguage: 'EN',
      font: 'Roboto',
      coverTemplate: 1,
      accountType: 'business',
      themeColor: '#0D0D0D',
      phoneNumber: '+1 312 555 0147',
    });

    await page.getByRole('button', { name: setup.submit }).click();
    // The spec's zero-day trial: nothing is paid yet, so the next step is choosing a plan.
    await expect(page).toHaveURL(/\/dashboard\/settings\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: dashboard.subscription.title })).toBeVisible();
    await expect(page.getByText(dashboard.subscription.noPlan, { exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(dashboard.myWeb.welcome.replace('{{name}}', name))).toBeVisible();
    await expect(page.getByRole('link', { name: `https://${record?.domain as string}` })).toBeVisible();
  });
}
