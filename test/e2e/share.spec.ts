// Sharing the site link (spec sections 7 and 8): without Web Share the link is copied to the
// clipboard and a toast confirms it, in both languages.
import { expect, test } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { LANGUAGES, isMobile, signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

for (const language of LANGUAGES) {
  test(`share copies the site link and confirms it (${language})`, async ({ page, context, baseURL }, testInfo) => {
    const t = TEXT[language];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
    // Chromium offers Web Share on some systems and not on others; without it the clipboard
    // is the path under test on every machine.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await useLanguage(page, language);
    await signIn(page, { email: DEMO.fullAccess.email, password: DEMO_PASSWORD }, language);

    if (isMobile(testInfo)) {
      await page.getByRole('main').getByRole('button', { name: t.myWeb.share }).click();
    } else {
      await page.getByRole('navigation', { name: t.nav.label }).getByRole('button', { name: t.nav.share }).click();
    }
    await expect(page.getByText(t.share.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${DEMO.fullAccess.uid.slice(0, 7).toLowerCase()}.sitio.app`);
  });
}
