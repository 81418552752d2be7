// Users Portal and Groups end to end: an Elite owner creates the group VIP, keeps an album for
// it in the studio and invites a customer; someone signs up in Spanish on the site's portal and
// sees nothing gated until the owner approves them and puts them in VIP, then sees the album in
// place; an anonymous visitor's HTML never contains it; an announcement to VIP reaches the
// customer's portal; blocking takes the album away at the next request. The owner works in
// English on the desktop and in Spanish on the phone.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { publicProjectionOf } from '../../src/core/site/public-projection';
import { PORTAL_STRINGS } from '../../src/public-site/render/portal-strings';
import { SITE_STRINGS } from '../../src/public-site/render/site-strings';
import { portal as portalEn } from '../../src/ui/i18n/en/portal';
import { studio as studioEn } from '../../src/ui/i18n/en/studio';
import { portal as portalEs } from '../../src/ui/i18n/es/portal';
import { studio as studioEs } from '../../src/ui/i18n/es/studio';
import { expectAccessible, isMobile, labelWithDetail, signIn, useLanguage, type Language } from './support/app';
import { adminDb, createMember, daysFromNow, giveElitePlan, readMember, uniqueEmail, type TestMember } from './support/emulators';

const TEXT = { EN: { portal: portalEn, studio: studioEn }, ES: { portal: portalEs, studio: studioEs } } as const;
const ALBUM = 'Fotos del club VIP';
const ALBUM_PICTURE = '/images/examples/fitness-rowers.svg';

/** An Elite owner whose published site (in Spanish) has one album, open to everyone for now. */
async function eliteOwnerWithAlbum(): Promise<TestMember & { username: string }> {
  const member = await createMember({ label: 'portal', overrides: { status: true, trial: false, activeUntil: daysFromNow(-1), siteLanguage: 'ES', published: true } });
  const ref = adminDb().collection('vMember').doc(member.uid);
  await giveElitePlan(member.uid);
  await ref.collection('site').doc('albums').set({ albums: [{ name: ALBUM, images: [{ url: ALBUM_PICTURE, alt: 'Remo' }] }] });
  const record = (await readMember(member.uid)) ?? {};
  const projection = publicProjectionOf({ ...(record as Parameters<typeof publicProjectionOf>[0]), id: member.uid });
  await adminDb().collection('publicSites').doc(projection.username).set(projection);
  return { ...member, username: projection.username };
}

async function customerPage(browser: Browser, testInfo: TestInfo, baseURL: string | undefined): Promise<Page> {
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch, locale: 'es-MX' });
  return context.newPage();
}

/** The site's first HTML as someone with no session gets it. */
async function anonymousHtml(baseURL: string | undefined, username: string): Promise<string> {
  const response = await fetch(new URL(`/s/${username}/es`, baseURL));
  expect(response.status).toBe(200);
  return response.text();
}

async function customerStatus(memberId: string, email: string): Promise<unknown> {
  const customers = await adminDb().collection('vMember').doc(memberId).collection('siteUsers').where('email', '==', email).get();
  return customers.docs[0]?.data()['status'];
}

async function albumsAudience(memberId: string): Promise<unknown> {
  const doc = await adminDb().collection('vMember').doc(memberId).collection('site').doc('albums').get();
  return (doc.data()?.['albums'] as { audience?: unknown }[] | undefined)?.[0]?.audience;
}

test('an album kept for VIP reaches an approved VIP customer only, until they are blocked', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const { portal: p, studio: s } = TEXT[language];
  const site = { ...PORTAL_STRINGS.ES, ...SITE_STRINGS.ES.portal };
  const owner = await eliteOwnerWithAlbum();
  await useLanguage(page, language);
  await signIn(page, owner, language);

  // The group.
  await page.goto('/dashboard/groups');
  await page.getByLabel(p.groups.newName).fill('VIP');
  await page.getByRole('button', { name: p.groups.create }).click();
  await expect(page.getByText(p.groups.created.replace('{{name}}', 'VIP'))).toBeVisible();
  await expectAccessible(page, testInfo, 'groups');
  const groups = await adminDb().collection('vMember').doc(owner.uid).collection('siteGroups').get();
  const vip = groups.docs.find((d) => d.data()['name'] === 'VIP')?.id ?? '';
  expect(vip).not.toBe('');

  // The album, for VIP only, saved by the studio's autosave.
  await page.goto('/dashboard/website-studio/albums');
  const audience = page.getByRole('group', { name: s.audience.item, exact: true }).first();
  await audience.getByRole('radio', { name: s.audience.groups }).check();
  await audience.getByRole('checkbox', { name: 'VIP' }).check();
  await expect.poll(() => albumsAudience(owner.uid), { timeout: 20_000 }).toEqual({ kind: 'groups', groups: [vip] });
  await expect(page.getByText(s.audience.badge).first()).toBeVisible();

  // An invitation, whose link opens the portal with the invitation.
  await page.goto('/dashboard/users');
  const invited = uniqueEmail('invited');
  const invite = page.getByRole('region', { name: p.invite.title });
  await invite.getByRole('textbox', { name: p.invite.email }).fill(invited);
  await invite.getByRole('button', { name: p.invite.create }).click();
  const link = invite.getByRole('textbox', { name: p.invite.link });
  await expect(link).toHaveValue(new RegExp(`/s/${owner.username}/portal\\?invite=[A-Za-z0-9]+$`));
  const invitationUrl = await link.inputValue();
  await expectAccessible(page, testInfo, 'users');

  const anonymous = await anonymousHtml(baseURL, owner.username);
  expect(anonymous).not.toContain(ALBUM);
  expect(anonymous).not.toContain(ALBUM_PICTURE);

  // Someone signs up in Spanish (the gym asks for approval by default).
  const customer = await customerPage(browser, testInfo, baseURL);
  await customer.goto(new URL(invitationUrl).pathname + new URL(invitationUrl).search);
  await expect(customer.getByText(site.invited.replace('{business}', owner.name))).toBeVisible();
  await customer.goto(`/s/${owner.username}/es/portal`);
  const signUp = customer.locator('#sign-up');
  const email = uniqueEmail('customer');
  await signUp.getByLabel(site.name).fill('Marta Salas');
  await signUp.getByLabel(site.email).fill(email);
  await signUp.getByLabel(site.newPassword).fill('marta-password');
  await signUp.getByRole('button', { name: site.signUp }).click();
  await expect(customer.getByText(site.status.pending.replace('{business}', owner.name))).toBeVisible();
  await expectAccessible(customer, testInfo, 'portal');
  await customer.goto(`/s/${owner.username}/es`);
  await expect(customer.getByRole('link', { name: site.myAccount })).toBeVisible();
  await expect(customer.getByText(ALBUM)).toHaveCount(0);

  // The owner approves her and puts her in VIP.
  await page.reload();
  const approve = page.getByRole('button', { name: labelWithDetail(p.actions.approve, 'Marta Salas') });
  await approve.click();
  await expect(approve).toHaveCount(0);
  await page.getByRole('checkbox', { name: p.customers.selectOne.replace('{{name}}', 'Marta Salas') }).check();
  const bulk = page.getByRole('group', { name: p.bulk.selected_one.replace('{{count}}', '1') });
  await bulk.getByRole('combobox', { name: p.bulk.group }).selectOption({ label: 'VIP' });
  await bulk.getByRole('button', { name: p.bulk.addToGroup }).click();
  await expect(page.getByText(p.done.grouped_one.replace('{{count}}', '1'))).toBeVisible();

  await customer.reload();
  await expect(customer.getByText(ALBUM)).toBeVisible();
  await expect(customer.getByText(SITE_STRINGS.ES.membersOnly).first()).toBeVisible();
  expect(await anonymousHtml(baseURL, owner.username)).not.toContain(ALBUM);

  // An announcement to VIP reaches her portal, marked new.
  await page.goto('/dashboard/groups');
  const announcement = page.getByRole('region', { name: p.announcements.title });
  await announcement.getByLabel(p.announcements.titleField).fill('Clase VIP el domingo');
  await announcement.getByLabel(p.announcements.body).fill('El domingo a las 9:00, solo para el club VIP.');
  await announcement.getByRole('checkbox', { name: 'VIP' }).check();
  await announcement.getByRole('button', { name: p.announcements.send }).click();
  await expect(page.getByText(p.announcements.sent)).toBeVisible();
  await customer.goto(`/s/${owner.username}/es/portal`);
  const news = customer.getByRole('article').filter({ hasText: 'Clase VIP el domingo' });
  await expect(news).toBeVisible();
  await expect(news.getByText(site.unread)).toBeVisible();

  // Blocked: the album goes at her next request.
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: labelWithDetail(p.actions.block, 'Marta Salas') }).click();
  await expect(page.getByRole('button', { name: labelWithDetail(p.actions.unblock, 'Marta Salas') })).toBeVisible();
  // The list shows the change as soon as it is made on the device; her next request after the
  // server has it is the one that counts.
  await expect.poll(() => customerStatus(owner.uid, email), { timeout: 20_000 }).toBe('blocked');
  await customer.goto(`/s/${owner.username}/es`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByText(ALBUM)).toHaveCount(0);
  await customer.goto(`/s/${owner.username}/es/portal`);
  await expect(customer.getByText(site.status.blocked)).toBeVisible();
  await customer.context().close();
});
