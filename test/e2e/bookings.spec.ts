// Bookings end to end: a Spanish visitor on a phone books a time on the Book page of an Elite
// site; the owner, reading the dashboard in English, opens the request from its notification, sees it counted on the Bookings
// link and accepts it; the visitor's confirmation mail comes in Spanish with the .ics file; a
// second visitor who had the same time on screen is told it was just taken; and the visitor
// cancels through the link in their mail, which the owner then sees. A member of their own with
// the Elite demo's site and booking settings, so the held times and the count are this test's.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BOOKING_STRINGS } from '../../src/public-site/render/booking-strings';
import { ELITE_DEMO_BOOKING_SETTINGS } from '../../src/public-site/demo/elite-demo-bookings';
import { publicProjectionOf } from '../../src/core/site/public-projection';
import { bookings as bookingsEn } from '../../src/ui/i18n/en/dashboard-bookings';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { labelWithDetail, signIn, useLanguage } from './support/app';
import { DEMO } from './support/demo-accounts';
import { adminDb, createMember, giveElitePlan, daysFromNow, readMember, uniqueEmail, type TestMember } from './support/emulators';

const ES = BOOKING_STRINGS.ES;
const DAY_MS = 24 * 60 * 60 * 1000;
const [SERVICE] = ELITE_DEMO_BOOKING_SETTINGS.services;
if (SERVICE === undefined) throw new Error('the Elite demo books no service');

interface LocalMail {
  readonly to: string;
  readonly message: { readonly subject: string; readonly text: string; readonly attachments?: readonly { readonly filename: string; readonly content: string; readonly contentType?: string }[] };
}

/** An Elite member whose published site and booking settings are the Elite demo's. */
async function eliteMemberTakingBookings(): Promise<TestMember & { readonly username: string }> {
  const member = await createMember({ label: 'bookings', overrides: { status: true, trial: false, activeUntil: daysFromNow(-1), siteLanguage: 'EN', published: true } });
  const db = adminDb();
  const ref = db.collection('vMember').doc(member.uid);
  await giveElitePlan(member.uid);
  const demo = db.collection('vMember').doc(DEMO.elite.uid);
  const sections = await demo.collection('site').get();
  await Promise.all(sections.docs.map((section) => ref.collection('site').doc(section.id).set(section.data())));
  await ref.collection('bookingSettings').doc('current').set({ ...ELITE_DEMO_BOOKING_SETTINGS });
  const record = (await readMember(member.uid)) ?? {};
  const projection = publicProjectionOf({ ...(record as Parameters<typeof publicProjectionOf>[0]), id: member.uid });
  await db.collection('publicSites').doc(projection.username).set(projection);
  return { ...member, username: projection.username };
}

/** The mail to `to` whose subject starts with `subject`, once the server or a trigger has left it. */
async function mailTo(to: string, subject: string): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await adminDb().collection('localMail').where('to', '==', to).get();
        found = mails.docs.map((doc) => doc.data() as LocalMail).find((mail) => mail.message.subject.startsWith(subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `no mail "${subject}…" to ${to}` },
    )
    .toBe(true);
  return found as LocalMail;
}

/** A visitor on a phone, reading the site in Spanish. */
async function spanishPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
  return context.newPage();
}

/** Fills the visitor's details and sends the chosen time. */
async function sendDetails(page: Page, name: string, email: string, note: string): Promise<void> {
  await page.locator('#bk-name').fill(name);
  await page.locator('#bk-email').fill(email);
  await page.locator('#bk-note').fill(note);
  await page.getByRole('button', { name: ES.send }).click();
}

test('a Spanish visitor books, the owner accepts, a second visitor finds it taken, the visitor cancels', async ({ browser }, testInfo) => {
  // The journey sets its own sizes (the visitor's phone, the owner's desktop): a copy per project
  // would be the same run twice.
  // Skipped on the mobile project: the journey opens its own 375 px and 1280 px windows, so a second copy would repeat it.
  test.skip(testInfo.project.name !== 'desktop', 'the journey sets both sizes itself');
  // Three browsers, two triggers and two mails: a whole journey, longer than one screen's test.
  test.setTimeout(150_000);
  const member = await eliteMemberTakingBookings();
  const book = `/s/${member.username}/es/book`;
  const email = uniqueEmail('visitor');

  // The visitor picks the service, the first day with free times, and its first free time.
  const visit = await spanishPhone(browser);
  await visit.goto(book);
  await expect(visit.getByRole('heading', { level: 1, name: ES.title })).toBeVisible();
  await visit.getByRole('link', { name: new RegExp(`^${SERVICE.name}`) }).click();
  await expect(visit.getByRole('heading', { level: 2, name: ES.chooseDay })).toBeVisible();
  // Two days ahead at least, beyond the settings' cancel cut-off, so the visitor may cancel online.
  const soonest = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  const days = await visit.locator('a[href*="date="]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const day = days.find((href) => (/date=(\d{4}-\d{2}-\d{2})/.exec(href)?.[1] ?? '') >= soonest);
  expect(day, 'a day with free times two days ahead').toBeDefined();
  await visit.locator(`a[href="${day ?? ''}"]`).click();
  const chosen = visit.locator('input[name="time"]:checked');
  await expect(chosen).toHaveCount(1);
  const time = await chosen.inputValue();
  const dayPage = visit.url();

  // A second visitor has the same day on screen before the first one sends.
  const late = await spanishPhone(browser);
  await late.goto(dayPage);
  await expect(late.locator(`input[name="time"][value="${time}"]`)).toBeVisible();

  await sendDetails(visit, 'Lucía Gómez', email, 'Primera vez, rodilla delicada');
  await expect(visit).toHaveURL(/\/es\/book\?done=requested(#times)?$/);
  await expect(visit.getByRole('status')).toHaveText(ES.done.requested);
  const received = await mailTo(email, 'Solicitud de cita recibida');
  const link = /https?:\/\/\S+\/book\/manage\?b=[^\s&]+&t=\S+/.exec(received.message.text)?.[0];
  expect(link, 'the request mail carries the manage link').toBeDefined();
  const manage = new URL(link ?? '');
  const bookingId = manage.searchParams.get('b') ?? '';

  // The second visitor posts the same time: the place is held by the request.
  await late.locator(`input[name="time"][value="${time}"]`).check();
  await sendDetails(late, 'Mario Ruiz', uniqueEmail('late'), 'A la misma hora');
  await expect(late.getByRole('alert').first()).toHaveText(ES.notices.taken);
  await late.context().close();

  // The owner, in English on a desktop, sees the request counted on the link, and accepts it.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await useLanguage(owner, 'EN');
  await signIn(owner, member);
  // The trigger's notification, in the owner's language, opens the request.
  await owner.goto('/dashboard/notifications');
  await expect(owner.getByRole('heading', { level: 1, name: dashboardEn.notifications.title })).toBeVisible();
  await expect(owner.getByRole('heading', { level: 2, name: /Booking request from Lucía Gómez/ })).toBeVisible({ timeout: 30_000 });
  await owner.getByRole('link', { name: labelWithDetail(dashboardEn.notifications.open, 'Booking request from Lucía Gómez') }).click();
  await expect(owner).toHaveURL(new RegExp(`/dashboard/bookings\\?b=${bookingId}$`));
  await expect(owner.getByRole('heading', { level: 1, name: bookingsEn.title })).toBeVisible();
  await expect(owner.getByRole('link', { name: /Bookings.*1 awaiting your answer/ }).first()).toBeVisible();
  const card = owner.locator(`#b-${bookingId}`).first();
  await expect(card.getByRole('heading', { level: 3, name: `Lucía Gómez · ${SERVICE.name}` })).toBeVisible();
  await expect(card).toContainText('Primera vez, rodilla delicada');
  await card.getByRole('button', { name: bookingsEn.accept, exact: true }).click();
  await expect(owner.getByText(bookingsEn.done.accept)).toBeVisible();
  await expect(owner.getByRole('link', { name: /awaiting your answer/ })).toHaveCount(0);

  // The trigger mails the visitor the confirmation, in Spanish, with the calendar file.
  const confirmed = await mailTo(email, `Cita confirmada: ${SERVICE.name}`);
  expect(confirmed.message.text).toContain('Lucía Gómez');
  const ics = confirmed.message.attachments?.find((attachment) => attachment.filename === 'cita.ics');
  expect(ics, 'the confirmation carries cita.ics').toBeDefined();
  expect(ics?.content).toContain('BEGIN:VEVENT');
  expect(ics?.content).toContain('STATUS:CONFIRMED');
  expect(ics?.content).toContain(bookingId);

  // The visitor cancels through the link in the mail.
  await visit.goto(`${manage.pathname}${manage.search}`);
  await expect(visit.getByRole('heading', { level: 1, name: ES.manageTitle })).toBeVisible();
  await expect(visit.getByText(ES.status.confirmed, { exact: true })).toBeVisible();
  await visit.getByRole('button', { name: ES.cancel }).click();
  await expect(visit.getByRole('status').first()).toHaveText(ES.cancelled);
  await expect(visit.getByText(ES.status.cancelled, { exact: true })).toBeVisible();
  await visit.context().close();

  // The owner's page shows it cancelled, and the time is free again.
  await owner.goto(`/dashboard/bookings?b=${bookingId}`);
  const opened = owner.locator(`#b-${bookingId}`).first();
  await expect(opened.getByText(bookingsEn.status.cancelled, { exact: true })).toBeVisible();
  await ownerContext.close();
  const again = await spanishPhone(browser);
  await again.goto(dayPage);
  await expect(again.locator(`input[name="time"][value="${time}"]`)).toBeVisible();
  await again.context().close();
});
