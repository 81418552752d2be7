// Forms end to end: a visitor writes from a member's site, and the member reads it live in the
// inbox, with the badge, the notification, the reply links and the CSV; a Basic site has no
// form. Requests from the marketing site reach the admins' inbox and the admin CLI.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { publicProjectionOf } from '../../src/core/site/public-projection';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { forms as formsEn } from '../../src/ui/i18n/en/forms';
import { marketing as marketingEn } from '../../src/ui/i18n/en/marketing';
import { SITE_STRINGS } from '../../src/public-site/render/site-strings';
import { expectAccessible, isMobile, signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { adminDb, createMember, daysFromNow, emulatorProject, givePlan, readMember, type TestMember } from './support/emulators';

const QUOTE_FORM = {
  id: 'presupuesto',
  title: 'Pide un presupuesto',
  thankYou: 'Gracias, te llamamos hoy.',
  fields: [
    { id: 'fservicio', type: 'single-choice', label: 'Servicio', help: '', required: true, options: ['Frenos', 'Afinación'] },
    { id: 'ftel', type: 'phone', label: 'Teléfono', help: '', required: true, options: [] },
    { id: 'fnotas', type: 'long-text', label: 'Notas', help: '', required: false, options: [] },
  ],
};

/** A member on an active plan whose published site is in Spanish, with the quote form when the plan has forms. */
async function memberWithSite(label: string, plan: 'Basic Plan' | 'Professional Plan'): Promise<TestMember & { username: string }> {
  const member = await createMember({ label, overrides: { status: true, trial: false, activeUntil: daysFromNow(-1), siteLanguage: 'ES', published: true } });
  const db = adminDb();
  const ref = db.collection('vMember').doc(member.uid);
  await givePlan(member.uid, plan);
  await ref.collection('site').doc('forms').set({ forms: [{ id: 'contact', title: '', thankYou: '', fields: [{ id: 'fmessage', type: 'long-text', label: '', help: '', required: true, options: [] }] }, QUOTE_FORM] });
  const record = (await readMember(member.uid)) ?? {};
  const projection = publicProjectionOf({ ...(record as Parameters<typeof publicProjectionOf>[0]), id: member.uid });
  await db.collection('publicSites').doc(projection.username).set(projection);
  return { ...member, username: projection.username };
}

async function visitor(browser: Browser, testInfo: TestInfo, baseURL: string | undefined): Promise<Page> {
  const { viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch, locale: 'es-MX' });
  return context.newPage();
}

function formsLink(page: Page, mobile: boolean) {
  const scope = mobile ? page.getByRole('navigation', { name: dashboardEn.nav.bottomLabel }) : page.getByRole('navigation', { name: dashboardEn.nav.label });
  return scope.getByRole('link', { name: new RegExp(`^${dashboardEn.nav.forms}`) });
}

test('a visitor writes from a Spanish site; the member reads it live, replies and exports it', async ({ page, browser, baseURL }, testInfo) => {
  const mobile = isMobile(testInfo);
  const member = await memberWithSite('forms', 'Professional Plan');
  await useLanguage(page, 'EN');
  await signIn(page, member, 'EN');
  await page.goto('/dashboard/forms');
  await expect(page.getByRole('heading', { level: 2, name: formsEn.empty.title })).toBeVisible();
  await expect(formsLink(page, mobile)).toHaveAccessibleName(dashboardEn.nav.forms);

  const site = SITE_STRINGS.ES;
  const guest = await visitor(browser, testInfo, baseURL);
  await guest.goto(`/s/${member.username}`);
  const quote = guest.locator('#form-presupuesto');
  await expect(quote.getByRole('heading', { name: QUOTE_FORM.title })).toBeVisible();
  await quote.getByLabel(site.formName).fill('Lucía Méndez');
  await quote.getByLabel(site.formEmail).fill('lucia@example.com');
  await quote.getByRole('radio', { name: 'Frenos' }).check();
  await quote.getByLabel(/Teléfono/).fill('+52 55 2345 6789');
  await quote.getByLabel(/Notas/).fill('El auto hace ruido al frenar.');
  await quote.getByRole('button', { name: site.formSend }).click();
  await expect(guest.getByRole('status').filter({ hasText: QUOTE_FORM.thankYou })).toBeVisible();
  await guest.context().close();

  // Live, without a reload: the list, the Forms badge and the notification's bell.
  const item = page.getByRole('link', { name: /Lucía Méndez/ });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(formsLink(page, mobile)).toHaveAccessibleName(`${dashboardEn.nav.forms} ${dashboardEn.nav.unread.replace('{{count}}', '1')}`, { timeout: 15_000 });
  const bell = mobile ? page.getByRole('banner').getByRole('link', { name: new RegExp(`^${dashboardEn.nav.notifications}`) }) : page.getByRole('navigation', { name: dashboardEn.nav.label }).getByRole('link', { name: new RegExp(`^${dashboardEn.nav.notifications}`) });
  await expect(bell).toHaveAccessibleName(new RegExp(dashboardEn.nav.unread.replace('{{count}}', '\\d+')), { timeout: 30_000 });
  await expectAccessible(page, testInfo, 'forms inbox');

  await item.click();
  const view = page.getByRole('article', { name: 'Lucía Méndez' });
  await expect(view.getByText('El auto hace ruido al frenar.')).toBeVisible();
  // The greeting speaks the site's language; the member reads the dashboard in English.
  await expect(view.getByRole('link', { name: formsEn.reply.email })).toHaveAttribute('href', /body=Hola%20Luc%C3%ADa%2C%20gracias/);
  await expect(view.getByRole('link', { name: formsEn.reply.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/525523456789\?text=Hola/);
  await expect(formsLink(page, mobile)).toHaveAccessibleName(dashboardEn.nav.forms);
  await expectAccessible(page, testInfo, 'forms message');

  if (mobile) await view.getByRole('button', { name: new RegExp(formsEn.back) }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: formsEn.csv.all }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain('Lucía Méndez');
  expect(csv).toContain('Servicio');
  expect(csv).toContain('Frenos');
});

test('a Basic site shows no form and its handler refuses posts', async ({ request }) => {
  const member = await memberWithSite('basic-forms', 'Basic Plan');
  const html = await (await request.get(`/s/${member.username}`)).text();
  expect(html).not.toContain('<form');
  const post = await request.post(`/s/${member.username}/forms/presupuesto`, { form: { name: 'Ana', email: 'ana@example.com', fservicio: 'Frenos', ftel: '5512345678' } });
  expect(post.status()).toBe(404);
  expect((await adminDb().collection('vMember').doc(member.uid).collection('forms').get()).size).toBe(0);
});

test('a marketing Contact message reaches the admin inbox and `inquiries list --json`', async ({ page, browser, baseURL }, testInfo) => {
  // Skipped on the phone on purpose (reason below): the layout checks cover the inbox at 375 px.
  test.skip(isMobile(testInfo), 'One run is enough: the inbox layout at 375 px is covered by the layout checks.');
  const name = `Rosa ${Date.now().toString(36)}`;
  const guest = await browser.newPage({ baseURL });
  await guest.goto('/contact');
  await guest.getByRole('textbox', { name: marketingEn.contact.name, exact: true }).fill(name);
  await guest.getByRole('textbox', { name: marketingEn.contact.email, exact: true }).fill('rosa@example.com');
  await guest.getByRole('textbox', { name: marketingEn.contact.message }).fill('Do you build online shops?');
  await guest.getByRole('button', { name: marketingEn.contact.submit }).click();
  await expect(guest.getByRole('heading', { name: marketingEn.contact.sentTitle.replace('{{name}}', name) })).toBeVisible({ timeout: 15_000 });
  await guest.close();

  await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD });
  await page.goto('/dashboard/admin');
  const inbox = page.getByRole('region', { name: dashboardEn.inquiries.title });
  await expect(inbox.getByRole('article', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });

  // The installed command, as an admin runs it, against the same emulators.
  const { stdout } = await promisify(execFile)(process.execPath, [path.resolve('bin/sitio-admin.js'), 'inquiries', 'list', '--json'], {
    env: { ...process.env, SITIO_PROJECT: emulatorProject() },
    timeout: 60_000,
  });
  const listed = JSON.parse(stdout) as { inquiries: { name: string; email: string; status: string }[] };
  expect(listed.inquiries).toContainEqual(expect.objectContaining({ name, email: 'rosa@example.com', status: 'open' }));
});
