// One editor and one store per public fact: the public name and the theme colour are edited in
// the website studio, Settings shows them and links there, and the visitor's page always shows
// the last value, whichever screen the member started from. A section document saved before
// the projection became the one store (the cause of a name change never reaching the site) is
// present and ignored. English on the desktop, Spanish on the phone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { studio as studioEn } from '../../src/ui/i18n/en/studio';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { studio as studioEs } from '../../src/ui/i18n/es/studio';
import { expectAccessible, isMobile, signIn, useLanguage, type Language } from './support/app';
import { adminDb, createMember, readMember } from './support/emulators';

const TEXT = { EN: { studio: studioEn, dashboard: dashboardEn }, ES: { studio: studioEs, dashboard: dashboardEs } } as const;

/** The visitor's page as the server sends it, once it shows `expected` (a save lands in order, but not instantly). */
async function expectVisitorSees(request: APIRequestContext, username: string, expected: string, notExpected: readonly string[]): Promise<void> {
  await expect(async () => {
    const response = await request.get(`/s/${username}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(expected);
    for (const text of notExpected) expect(html).not.toContain(text);
  }).toPass({ timeout: 15_000 });
}

async function expectSaved(page: Page, language: Language): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveText(TEXT[language].studio.status.saved, { timeout: 15_000 });
}

test('the public name and colour have one editor, and the visitor sees the last value', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const { studio: t, dashboard: d } = TEXT[language];
  const tag = Date.now().toString(36);
  const member = await createMember({ label: `identity-${language.toLowerCase()}`, fullAccess: true });
  const username = member.domain.slice(0, member.domain.indexOf('.'));
  // What the studio stored before the record became the one store of the name: ignored now.
  const staleName = `Stale name ${tag}`;
  await adminDb().collection('vMember').doc(member.uid).collection('site').doc('name').set({ publicName: staleName, businessName: '' });
  await useLanguage(page, language);
  await signIn(page, member, language);

  // The studio's Name section opens on the record's name, not on the stale section copy.
  await page.goto('/dashboard/website-studio/name');
  const publicName = page.getByLabel(t.fields.publicName);
  await expect(publicName).toHaveValue(member.name);
  const first = `Panadería Sol ${tag}`;
  await publicName.fill(first);
  await expectSaved(page, language);
  await expectVisitorSees(request, username, first, [staleName]);

  // Settings shows the name as the site shows it, and sends the member to its one editor.
  await page.goto('/dashboard/settings');
  await expect(page.getByTestId('settings-public-name')).toHaveText(first);
  await expect(page.getByLabel(d.settings.namePublico)).toHaveCount(0);
  await expectAccessible(page, testInfo, `settings with the site identity ${language}`);
  await page.getByRole('link', { name: d.settings.editName }).click();
  await expect(page).toHaveURL(/\/dashboard\/website-studio\/name$/);
  const second = `Sol Bakery ${tag}`;
  await expect(page.getByLabel(t.fields.publicName)).toHaveValue(first);
  await page.getByLabel(t.fields.publicName).fill(second);
  await expectSaved(page, language);
  await expectVisitorSees(request, username, second, [first, staleName]);

  // The colour: from Settings to the Styles section, and back to Settings showing the new one.
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: d.settings.editStyles }).click();
  await expect(page).toHaveURL(/\/dashboard\/website-studio\/styles$/);
  await page.getByRole('textbox', { name: t.fields.themeColor, exact: true }).fill('#2a9d8f');
  await expectSaved(page, language);
  await expectVisitorSees(request, username, '#2A9D8F', []);
  await page.goto('/dashboard/settings');
  await expect(page.getByText('#2A9D8F')).toBeVisible();

  // Settings' own save (the site's language) keeps what the studio wrote.
  await page.getByLabel(d.settings.siteLanguage).selectOption(language === 'ES' ? 'EN' : 'ES');
  await page.getByRole('button', { name: d.settings.save }).click();
  await expect(page.getByText(d.settings.saved)).toBeVisible();
  expect(await readMember(member.uid)).toMatchObject({ namePublico: second, themeColor: '#2A9D8F' });
  await expectVisitorSees(request, username, second, [first, staleName]);
});
