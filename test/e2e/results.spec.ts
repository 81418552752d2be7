// Results end to end: a visitor who scanned the QR code opens the Elite demo site in Spanish and
// taps Call and WhatsApp; the member reads both, and the QR source, on the Results page in English.
import { expect, test, type Locator } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const t = dashboardEn.results;

/** The count in a row of one of the page's lists. */
async function countIn(row: Locator): Promise<number> {
  return Number((await row.locator('strong').innerText()).replace(/\D/g, ''));
}

test('a QR visitor’s call and WhatsApp chat reach the member’s Results page', async ({ browser, page }) => {
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  // The view is counted right after the load event: listen before going, or its answer can come
  // before anyone waits for it.
  const counted = site.waitForResponse((response) => response.url().endsWith('/s/elitede/es/view') && response.status() === 204);
  await site.goto('/s/elitede/es?src=qr');
  await counted;
  // The phone and chat apps are not there to open: stay on the page, the beacon goes anyway.
  await site.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  for (const kind of ['call', 'whatsapp']) {
    const beacon = site.waitForRequest((request) => request.url().endsWith('/s/elitede/es/act') && (request.postData() ?? '').includes(`a=${kind}`));
    await site.locator(`a[data-a="${kind}"]`).first().click();
    await beacon;
  }
  await visitor.close();

  await useLanguage(page, 'EN');
  await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD });
  await page.getByRole('link', { name: t.myWebLink }).click();
  await expect(page).toHaveURL(/\/dashboard\/results$/);
  await page.getByRole('button', { name: t.days.replace('{{count}}', '7') }).click();
  const row = (name: string) => page.locator('li', { has: page.getByText(name, { exact: true }) });
  await expect(row(t.actions.call)).toBeVisible();
  expect(await countIn(row(t.actions.call))).toBeGreaterThanOrEqual(1);
  expect(await countIn(row(t.actions.whatsapp))).toBeGreaterThanOrEqual(1);
  expect(await countIn(row(t.sources.qr))).toBeGreaterThanOrEqual(1);
});
