// A newcomer's first draft (docs/first-draft.md), in Spanish: they sign up, say at /setup they
// run a salon and want both languages, and their site starts, unpublished, from the salon
// example. Publishing with facts unconfirmed asks first; published anyway, visitors see only the
// member's own facts (name, phone, town) and the draft can no longer be made again; once every
// item of My Web's checklist is confirmed, the site is whole in English and in Spanish, with none
// of the example's own business left in it. Another newcomer who skips the question starts from
// today's empty studio, published as sign-up leaves it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SITE_STRINGS } from '../../src/public-site/render/site-strings';
import { auth } from '../../src/ui/i18n/es/auth';
import { dashboard } from '../../src/ui/i18n/es/dashboard';
import { setup } from '../../src/ui/i18n/es/setup';
import { studio as studioEn } from '../../src/ui/i18n/en/studio';
import { studio } from '../../src/ui/i18n/es/studio';
import { expectAccessible, useLanguage } from './support/app';
import { adminDb, daysFromNow, readMember, uidOf, uniqueEmail } from './support/emulators';

const PHONE = '+1 312 555 0188';
const TOWN = 'Pilsen';

/** The salon example's facts the member must vouch for, as each language of the site writes them. */
const SALON = {
  es: { services: ['Corte y peinado', 'Tinte completo'], roles: ['Dueña y colorista', 'Estilista'], about: /Cortes, color y peinados que van contigo/ },
  en: { services: ['Cut and style', 'Full colour'], roles: ['Owner and colourist', 'Stylist'], about: /Cuts, colour and styling that feel like you/ },
} as const;
const TEAM = ['Isabel Romero', 'Camila Ortiz', 'Jordan Lee'];
/** What belongs to the example business and is never copied into a member's draft. */
const NEVER_COPIED = ['Studio Bella', 'studiobella', 'Mariana P.', 'Rosa M.', 'Isabel arregló un tinte', 'Isabel fixed a colour'];

/** Signs a newcomer up in Spanish and brings them to /setup; returns their uid and name. */
async function signUp(page: Page, label: string): Promise<{ uid: string; name: string }> {
  const email = uniqueEmail(label);
  const name = `Salón Prueba ${Date.now().toString(36)}`;
  await useLanguage(page, 'ES');
  await page.goto('/entrar');
  await expect(page.getByRole('heading', { level: 1, name: auth.signUp.title })).toBeVisible();
  await page.getByLabel(auth.fields.displayName).fill(name);
  await page.getByLabel(auth.fields.email).fill(email);
  await page.getByLabel(auth.fields.phone).fill(PHONE);
  await page.getByLabel(auth.fields.password).fill('a-good-password');
  await page.getByRole('button', { name: auth.signUp.submit }).click();
  await expect(page).toHaveURL(/\/setup$/, { timeout: 30_000 });
  await expect(page.getByLabel(setup.fields.namePublico)).toHaveValue(name);
  return { uid: await uidOf(email), name };
}

/**
 * Sign-up leaves a zero-day trial and /setup sends the newcomer to choose a plan; the free trial
 * the team grants (as the seed's trial member has it) lets them use the dashboard meanwhile.
 */
async function grantTrial(page: Page, uid: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/settings\/subscription$/, { timeout: 30_000 });
  await adminDb().collection('vMember').doc(uid).update({ status: true, trial: true, activeUntil: daysFromNow(10) });
  await page.goto('/dashboard');
}

/**
 * Waits for the record the server holds: the dashboard shows a change as soon as it is made,
 * before the write is acknowledged, and a visitor's request may come in between.
 */
async function expectStored(uid: string, fields: Record<string, unknown>): Promise<void> {
  await expect.poll(async () => await readMember(uid), { timeout: 15_000 }).toMatchObject(fields);
}

/** The member's public site as a visitor sees it, in a browser context of its own. */
async function visit(browser: Browser, path: string): Promise<{ status: number; text: string; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { status: response?.status() ?? 0, text: await page.locator('body').innerText(), page, close: () => context.close() };
}

test('a newcomer who runs a salon gets a bilingual draft, confirms it and visitors see a whole site', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { uid, name } = await signUp(page, 'draft-salon');
  const site = `/s/${uid.slice(0, 7).toLowerCase()}`;

  await page.getByLabel(setup.fields.siteLanguage).selectOption({ label: setup.languages.ES });
  await page.getByLabel(setup.draft.type).selectOption({ label: setup.draft.types.salon });
  await page.getByLabel(setup.draft.town).fill(TOWN);
  await page.getByLabel(setup.draft.both).check();
  await page.getByRole('button', { name: setup.draft.submit }).click();
  await grantTrial(page, uid);

  const checklist = page.getByRole('region', { name: studio.firstDraft.title });
  await expect(checklist).toBeVisible({ timeout: 30_000 });
  const progress = checklist.getByText(/^\d+ de \d+ confirmados$/);
  const [, total] = /^0 de (\d+) confirmados$/.exec((await progress.textContent()) ?? '') ?? [];
  expect(Number(total)).toBeGreaterThan(5);
  await expectAccessible(page, testInfo, 'first-draft checklist ES');

  // The draft waits unpublished, and may still be made again from another trade.
  await expect(page.getByText(dashboard.myWeb.unpublished)).toBeVisible();
  await expect(checklist.getByText(studio.firstDraft.redo)).toBeVisible();
  const unpublished = await visit(browser, `${site}/es`);
  expect(unpublished.status).toBe(404);
  await unpublished.close();

  // Publishing with facts unconfirmed asks once, naming them; "not yet" leaves it off.
  const publish = page.getByRole('button', { name: studio.publish.publish });
  const question = page.getByRole('group', { name: studio.firstDraft.publishTitle.replace('{{count}}', total ?? '') });
  await publish.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('listitem')).toHaveCount(Number(total));
  await question.getByRole('button', { name: studio.firstDraft.publishCancel }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText(dashboard.myWeb.unpublished)).toBeVisible();

  // Published anyway: the draft is the member's site now, and not offered to be made again.
  await publish.click();
  await question.getByRole('button', { name: studio.firstDraft.publishAnyway }).click();
  await expect(page.getByText(dashboard.myWeb.published)).toBeVisible();
  await expect(checklist.getByText(studio.firstDraft.redo)).toHaveCount(0);
  await expectStored(uid, { published: true, draft: false });

  // Visitors see the member's own facts; the example's stay off the site until vouched for.
  const before = await visit(browser, `${site}/es`);
  await expect(before.page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(before.text).toContain(TOWN);
  for (const hidden of [...SALON.es.services, ...TEAM, ...NEVER_COPIED]) expect(before.text).not.toContain(hidden);
  await before.close();

  // Every item confirmed in one tap each.
  const confirmButtons = checklist.getByRole('button', { name: new RegExp(`^${studio.firstDraft.confirm}\\s*:`) });
  for (let left = Number(total); left > 0; left -= 1) {
    await expect(confirmButtons).toHaveCount(left);
    await confirmButtons.first().click();
  }
  await expect(confirmButtons).toHaveCount(0);
  await expect(progress).toHaveText(`${total} de ${total} confirmados`);

  // Nothing left to confirm: publishing again asks nothing.
  await page.getByRole('button', { name: studio.publish.unpublish }).click();
  await expect(page.getByText(dashboard.myWeb.unpublished)).toBeVisible();
  await publish.click();
  await expect(page.getByText(dashboard.myWeb.published)).toBeVisible();
  await expect(page.getByRole('group', { name: /^¿Publicar con/ })).toHaveCount(0);
  await expectStored(uid, { published: true, draft: false });

  for (const language of ['es', 'en'] as const) {
    const visitor = await visit(browser, `${site}/${language}`);
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', language);
    await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const { text } = visitor;
    for (const shown of [...SALON[language].services, ...SALON[language].roles, ...TEAM, TOWN]) expect(text).toContain(shown);
    expect(text).toMatch(SALON[language].about);
    await expect(visitor.page.getByRole('link', { name: SITE_STRINGS[language === 'es' ? 'ES' : 'EN'].reach.call, exact: true }).first()).toHaveAttribute('href', 'tel:+13125550188');
    // The other language's words stay on their own page.
    const other = language === 'es' ? SALON.en : SALON.es;
    for (const foreign of other.services) expect(text).not.toContain(foreign);
    for (const gone of [...NEVER_COPIED, studio.firstDraft.badge, studioEn.firstDraft.badge]) expect(text).not.toContain(gone);
    await visitor.close();
  }
});

test('a newcomer who skips the question starts from the empty studio', async ({ page }) => {
  test.setTimeout(120_000);
  const { uid, name } = await signUp(page, 'draft-blank');
  await page.getByRole('button', { name: setup.submit }).click();
  await grantTrial(page, uid);

  await expect(page.getByText(dashboard.myWeb.welcome.replace('{{name}}', name))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: studio.firstDraft.title })).toHaveCount(0);
  await expect(page.getByText(dashboard.myWeb.published)).toBeVisible();
  expect(await readMember(uid)).toMatchObject({ published: true });
  expect(await readMember(uid)).not.toHaveProperty('draft');
  const sections = await adminDb().collection('vMember').doc(uid).collection('site').get();
  // Nothing borrowed from an example: no list of services, no mark waiting for the member.
  expect(sections.docs.map((doc) => doc.id)).not.toContain('services');
  for (const doc of sections.docs) expect(JSON.stringify(doc.data())).not.toContain('toConfirm');
});
