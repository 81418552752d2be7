// The banners and the overlay of spec section 4: red Activate Your Account with the Pending
// payment overlay (kept off the subscription page), the ended trial, green All set! with its
// What's next? dialog, the free-trial countdown ticking every second, and nothing for a member
// with full access.
import { expect, test, type Locator } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { LANGUAGES, expectAccessible, signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { createMember } from './support/emulators';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;
const SUPPORT_EMAIL = 'support@sitio.app';

/** A banner is the region named by its title. */
function banner(scope: { getByRole: Locator['getByRole'] }, title: string): Locator {
  return scope.getByRole('region', { name: title });
}

async function expectRed(locator: Locator): Promise<void> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  // A red tint, light or strong: red clearly above green and blue.
  expect(red, `background ${colour} is red`).toBeGreaterThan(Math.max(green, blue) + 10);
}

test('a member who never had a trial: Activate Your Account and the Pending payment overlay', async ({ page }, testInfo) => {
  const t = dashboardEn;
  // As sign-up leaves a member: no trial (zero days) and no plan.
  const member = await createMember({ label: 'activate' });
  await signIn(page, member);

  const activate = banner(page, t.banner.activateTitle);
  await expect(activate).toBeVisible();
  await expectRed(activate);
  const overlay = page.getByRole('alertdialog', { name: t.overlay.title });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(t.overlay.text);
  await expectAccessible(page, testInfo, 'dashboard with activate banner and overlay');

  // Activate leads to the subscription page, where neither shows.
  await overlay.getByRole('link', { name: t.overlay.activate }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: t.subscription.title })).toBeVisible();
  await expect(activate).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page, testInfo, 'subscription page');
});

test('a member whose trial ended, in Spanish: the ended trial and Pago pendiente', async ({ page }) => {
  const t = dashboardEs;
  await useLanguage(page, 'ES');
  await signIn(page, { email: DEMO.ended.email, password: DEMO_PASSWORD }, 'ES');
  const ended = banner(page, t.banner.trialTitle);
  await expect(ended).toContainText(t.banner.trialEnded);
  await expectRed(ended);
  await expect(page.getByRole('alertdialog', { name: t.overlay.title })).toContainText(t.overlay.text);
});

for (const language of LANGUAGES) {
  const t = TEXT[language];

  test(`a member with a plan: All set! and the What's next? dialog (${language})`, async ({ page }, testInfo) => {
    await useLanguage(page, language);
    await signIn(page, { email: DEMO.professional.email, password: DEMO_PASSWORD }, language);
    const allSet = banner(page, t.banner.allSetTitle);
    await expect(allSet).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    const seeMore = allSet.getByRole('button', { name: t.banner.seeMore });
    await seeMore.click();
    const dialog = page.getByRole('dialog', { name: t.whatsNext.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expectAccessible(page, testInfo, `what's next dialog ${language}`);
    await dialog.getByRole('button', { name: t.whatsNext.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(seeMore).toBeFocused();
  });

  test(`a member on a free trial: the countdown ticks every second (${language})`, async ({ page }, testInfo) => {
    await useLanguage(page, language);
    await signIn(page, { email: DEMO.trial.email, password: DEMO_PASSWORD }, language);
    const trial = banner(page, t.banner.trialTitle);
    const timer = trial.getByRole('timer', { name: t.banner.trialLeft });
    await expect(timer).toContainText(t.banner.days);
    const seconds = timer.getByTestId('countdown-seconds');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expect(trial.getByRole('link', { name: t.banner.activate })).toHaveAttribute('href', '/dashboard/settings/subscription');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectAccessible(page, testInfo, `trial banner ${language}`);
  });
}

test('a member with full access sees no banner and no overlay', async ({ page }) => {
  const t = dashboardEn;
  await signIn(page, { email: DEMO.fullAccess.email, password: DEMO_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: t.myWeb.title })).toBeVisible();
  for (const title of [t.banner.activateTitle, t.banner.allSetTitle, t.banner.trialTitle]) {
    await expect(banner(page, title)).toHaveCount(0);
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
