// The admin page (spec section 6 and issue 4 item 7): an administrator finds a member by search
// and applies the same status fix the admin CLI offers; other members cannot open it.
import { expect, test } from '@playwright/test';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, isMobile, labelWithDetail, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { createMember, daysFromNow, readMember } from './support/emulators';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

// Desktop in English, phone in Spanish.
test('the admin finds a member and fixes their status', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  const language: Language = mobile ? 'ES' : 'EN';
  const t = TEXT[language];
  // Marked active although the trial ended long ago and there is no plan: the fix turns it off.
  const member = await createMember({ label: 'admin-fix', overrides: { status: true, trial: true, createdAt: daysFromNow(-40), activeUntil: daysFromNow(-10) } });
  await useLanguage(page, language);
  await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);

  const nav = page.getByRole('navigation', { name: mobile ? t.nav.bottomLabel : t.nav.label });
  await nav.getByRole('link', { name: t.nav.admin }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.admin.title })).toBeVisible();
  await expect(page.getByText(t.admin.count.replace('{{count}}', ''))).toBeVisible();
  await expectAccessible(page, testInfo, `admin ${language}`);

  await page.getByRole('searchbox', { name: t.admin.search }).fill(member.name);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(t.admin.count.replace('{{count}}', '1'))).toBeVisible();

  await row.getByRole('button', { name: labelWithDetail(t.admin.fix, member.name) }).click();
  await expect(page.getByRole('status').filter({ hasText: t.admin.fixed.replace('{{name}}', member.name) })).toBeVisible();
  await expect.poll(async () => (await readMember(member.uid))?.status).toBe(false);
});

test('a member who is not an admin gets the unauthorized screen on /dashboard/admin', async ({ page }) => {
  await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD });
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: commonEn.unauthorized.title })).toBeVisible();
});
