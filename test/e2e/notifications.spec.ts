// The unread badge follows the member's messages live (spec sections 2 and 7): a message
// written by the team appears in the badge without a reload, and marking it read on the
// Notifications page takes it away.
import { expect, test, type Page } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, isMobile, labelWithDetail, signIn, useLanguage, type Language } from './support/app';
import { createMember, sendMessage } from './support/emulators';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

/** The link to the Notifications page: in the sidebar, or the bell of the phone's top bar. */
function notificationsLink(page: Page, mobile: boolean, language: Language) {
  const t = TEXT[language];
  const scope = mobile ? page.getByRole('banner') : page.getByRole('navigation', { name: t.nav.label });
  return scope.getByRole('link', { name: new RegExp(`^${t.nav.notifications}`) });
}

// Desktop in English, phone in Spanish: the badge lives in a different bar at each size.
test('the unread badge updates live when a message arrives and when it is read', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  const language: Language = mobile ? 'ES' : 'EN';
  const t = TEXT[language];
  const unread = (count: number) => t.nav.unread.replace('{{count}}', String(count));
  await useLanguage(page, language);
  const member = await createMember({ label: 'badge', fullAccess: true });
  await signIn(page, member, language);

  const link = notificationsLink(page, mobile, language);
  await expect(link).toHaveAccessibleName(t.nav.notifications);

  const title = `Nuevo pedido ${Date.now().toString(36)}`;
  await sendMessage(member.uid, { title, body: 'A customer asked for a quote.' });
  await expect(link).toHaveAccessibleName(`${t.nav.notifications} ${unread(1)}`);
  await sendMessage(member.uid, { title: `${title} (2)`, body: 'Another request.' });
  await expect(link).toHaveAccessibleName(`${t.nav.notifications} ${unread(2)}`);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: t.notifications.title })).toBeVisible();
  // Newest first.
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(`${title} (2)`);
  await expectAccessible(page, testInfo, `notifications ${language}`);

  await page.getByRole('button', { name: labelWithDetail(t.notifications.markRead, `${title} (2)`) }).click();
  await expect(link).toHaveAccessibleName(`${t.nav.notifications} ${unread(1)}`);
  await page.getByRole('button', { name: labelWithDetail(t.notifications.markRead, title) }).click();
  await expect(link).toHaveAccessibleName(t.nav.notifications);
  await expect(page.getByRole('button', { name: new RegExp(t.notifications.markRead) })).toHaveCount(0);
});
