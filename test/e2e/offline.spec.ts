// Reliability (docs/quality.md): when the backend is unreachable the UI says so in the member's
// language and keeps what was typed, and it recovers once the backend is back, against the real
// Firebase web SDK. The app stays loaded; only the emulators' hosts are cut off, as when the
// backend is down while the site itself still loads.
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { auth as authEn } from '../../src/ui/i18n/en/auth';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { errors as errorsEn } from '../../src/ui/i18n/en/errors';
import { auth as authEs } from '../../src/ui/i18n/es/auth';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { errors as errorsEs } from '../../src/ui/i18n/es/errors';
import { expectAccessible, isMobile, signIn, useLanguage, type Language } from './support/app';
import { createMember, readMember } from './support/emulators';

const TEXT = {
  EN: { dashboard: dashboardEn, auth: authEn, errors: errorsEn },
  ES: { dashboard: dashboardEs, auth: authEs, errors: errorsEs },
} as const;

/** Firestore and Auth, as the app was built to reach them (.tmp/run-e2e.sh, docs/testing.md). */
const BACKEND_HOSTS = [
  `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8085'}/**`,
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9095'}/**`,
];

const refuse = (route: Route) => route.abort('internetdisconnected');

async function cutBackend(context: BrowserContext): Promise<void> {
  for (const host of BACKEND_HOSTS) await context.route(host, refuse);
}

async function restoreBackend(context: BrowserContext): Promise<void> {
  for (const host of BACKEND_HOSTS) await context.unroute(host, refuse);
}

/** Resolves once Firestore's web SDK has its live channel open and answering. */
async function liveConnection(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().includes('/google.firestore.v1.Firestore/Listen/channel') && response.request().method() === 'GET', {
    timeout: 30_000,
  });
}

// Each size runs both flows, in opposite languages, so both languages go through both.
const settingsLanguage = (mobile: boolean): Language => (mobile ? 'ES' : 'EN');
const signInLanguage = (mobile: boolean): Language => (mobile ? 'EN' : 'ES');

test('Settings keeps the edit while the backend is unreachable and saves it when it returns', async ({ page, context }, testInfo) => {
  const language = settingsLanguage(isMobile(testInfo));
  const t = TEXT[language].dashboard.settings;
  await useLanguage(page, language);
  const member = await createMember({ label: 'offline-settings', fullAccess: true });
  await signIn(page, member, language);

  // The screen is drawn from one-time reads; the live connection that holds writes while the
  // backend is away follows. The backend goes away once the page is live.
  const live = liveConnection(page);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const email = page.getByLabel(t.emailPublico);
  const phone = page.getByLabel(t.phoneNumber);
  await expect(email).toHaveValue(member.email);
  const newEmail = `shop-${Date.now().toString(36)}@example.com`;
  const newPhone = '+34 600 123 456';
  await email.fill(newEmail);
  await phone.fill(newPhone);

  await live;
  await cutBackend(context);
  await page.getByRole('button', { name: t.save }).click();
  const status = page.locator('.settings-form').getByRole('status');
  // The SDK holds the write until the server acknowledges it; the page says why it waits.
  await expect(status).toHaveText(t.waitingForConnection, { timeout: 15_000 });
  await expect(email).toHaveValue(newEmail);
  await expect(phone).toHaveValue(newPhone);
  expect(await readMember(member.uid)).toMatchObject({ emailPublico: member.email, phoneNumber: '+1 312 555 0100' });
  await expectAccessible(page, testInfo, `settings waiting ${language}`);

  // Leaving now would drop the held write: the page asks first, and staying keeps everything.
  const prompted = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type();
    await dialog.dismiss();
    return type;
  });
  await page.reload({ waitUntil: 'commit', timeout: 2_000 }).catch(() => undefined);
  expect(await prompted).toBe('beforeunload');
  await expect(email).toHaveValue(newEmail);
  await expect(status).toHaveText(t.waitingForConnection);

  await restoreBackend(context);
  await expect(status).toHaveText(t.saved, { timeout: 30_000 });
  await expect.poll(async () => readMember(member.uid), { timeout: 10_000 }).toMatchObject({ emailPublico: newEmail, phoneNumber: newPhone });

  await page.reload();
  await expect(page.getByLabel(t.emailPublico)).toHaveValue(newEmail, { timeout: 20_000 });
  await expect(page.getByLabel(t.phoneNumber)).toHaveValue(newPhone);
});

test('signing in while Auth is unreachable keeps the address, says so, and works once it is back', async ({ page, context }, testInfo) => {
  const language = signInLanguage(isMobile(testInfo));
  const { auth: t, errors } = TEXT[language];
  await useLanguage(page, language);
  const member = await createMember({ label: 'offline-sign-in', fullAccess: true });

  await page.goto('/entrar?mode=signin');
  const submit = page.getByRole('button', { name: t.signIn.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  const email = page.getByLabel(t.fields.email);
  await email.fill(member.email);
  await page.getByLabel(t.fields.password).fill(member.password);

  await cutBackend(context);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(errors.network, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/entrar/);
  await expect(email).toHaveValue(member.email);
  await expect(page.getByLabel(t.fields.password)).toHaveValue(member.password);
  await expectAccessible(page, testInfo, `sign-in offline ${language}`);

  await restoreBackend(context);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
});
