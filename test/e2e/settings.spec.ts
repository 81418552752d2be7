// Settings (spec sections 3, 4 and 7): a new profile picture goes through the browser's resize
// and the file-storage port, and the member record's picture URL changes to the upload.
import { expect, test } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, isMobile, signIn, useLanguage, type Language } from './support/app';
import { createMember, readMember } from './support/emulators';
import { png } from './support/png';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

// Desktop in English, phone in Spanish.
test('a new profile picture is uploaded and becomes the member picture', async ({ page }, testInfo) => {
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const t = TEXT[language];
  await useLanguage(page, language);
  const member = await createMember({ label: 'picture', fullAccess: true });
  const before = (await readMember(member.uid))?.picture;
  await signIn(page, member, language);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: t.settings.title })).toBeVisible();
  await expectAccessible(page, testInfo, `settings ${language}`);
  const preview = page.getByRole('img', { name: t.settings.pictureAlt });
  const shownBefore = await preview.getAttribute('src');

  await page.getByLabel(t.settings.pictureUpload).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(64, 64, [31, 111, 235]) });
  // Offered a square crop first; the square picture goes up as it is.
  await page.getByRole('dialog', { name: t.settings.crop.title }).getByRole('button', { name: t.settings.crop.whole }).click();
  await expect(page.getByText(t.settings.pictureSaved)).toBeVisible({ timeout: 20_000 });

  await expect(preview).not.toHaveAttribute('src', shownBefore ?? '');
  const after = (await readMember(member.uid))?.picture;
  expect(after).not.toBe(before);
  expect(String(after)).toContain(encodeURIComponent(`vMember/${member.uid}/profilePicture/`));
  await expect(preview).toHaveAttribute('src', String(after));
});
