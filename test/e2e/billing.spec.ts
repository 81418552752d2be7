// Activating a plan through the payment simulator (docs/billing.md), in English and in Spanish:
// a member with no plan chooses one on the subscription page, pays on the simulator's checkout
// page and comes back; the banner turns green and the plan's studio sections unlock. The return
// from checkout is itself a page load, so a second tab left open on the studio shows that the
// dashboard reacts live, without a reload. Also: cancelling on the checkout page changes
// nothing and says so.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { billing as billingEn } from '../../src/ui/i18n/en/billing';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { billing as billingEs } from '../../src/ui/i18n/es/billing';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, signIn, useLanguage, type Language } from './support/app';
import { adminDb, createMember } from './support/emulators';

const TEXT = {
  EN: { billing: billingEn, common: commonEn, dashboard: dashboardEn, locale: 'en' },
  ES: { billing: billingEs, common: commonEs, dashboard: dashboardEs, locale: 'es' },
} as const;

/** The simulator's checkout page (scripts/lib/payment-simulator.mjs) speaks the session's language. */
const CHECKOUT = {
  EN: { confirm: 'Confirm payment', cancel: 'Cancel', price: { Professional: '$24 / month', Elite: '$48 / month', Basic: '$12 / month' } },
  ES: { confirm: 'Confirmar pago', cancel: 'Cancelar', price: { Professional: 'US$24 / mes', Elite: 'US$48 / mes', Basic: 'US$12 / mes' } },
} as const;

const CHECKOUT_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/checkout\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/;
const SUBSCRIPTION_PATH = '/dashboard/settings/subscription';
const BASIC_SECTIONS = 9;

/**
 * Each language activates a different plan, so both plans above Basic are paid for once; the
 * locked section is one the plan adds to Basic.
 */
const ACTIVATIONS = [
  { language: 'EN', plan: 'Professional', key: 'professional', sections: 11, unlocked: 'articles' },
  { language: 'ES', plan: 'Elite', key: 'elite', sections: 16, unlocked: 'videos' },
] as const;

const PRICE_USD = { Basic: 12, Professional: 24, Elite: 48 } as const;

/** A monthly price as the subscription page writes it in `locale`. */
function usd(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** A banner is the region named by its title. */
function banner(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/** The studio overview lists the plan's sections as links in the page's main landmark. */
function studioSections(page: Page): Locator {
  return page.getByRole('main').locator('a[href^="/dashboard/website-studio/"]');
}

/** The value of a fact of the subscription summary (a dt/dd pair), found by its label. */
function fact(summary: Locator, label: string): Locator {
  return summary.locator('dl > div').filter({ has: summary.page().locator('dt').getByText(label, { exact: true }) }).locator('dd');
}

async function planSubscriptions(memberId: string) {
  return (await adminDb().collection('vMember').doc(memberId).collection('subscriptions').get()).docs.map((doc) => doc.data());
}

for (const { language, plan, key, sections, unlocked } of ACTIVATIONS) {
  const { billing: tb, common: tc, dashboard: td, locale } = TEXT[language];
  const planName = td.plans[key];

  test(`a member with no plan activates ${plan} through checkout; the dashboard turns green and unlocks without a reload (${language})`, async ({ page: studio, context }, testInfo) => {
    // Paying and waiting for the live update is slower than a screen check on a busy machine.
    test.setTimeout(120_000);
    const member = await createMember({ label: `billing-${language.toLowerCase()}` });
    await useLanguage(studio, language);
    await signIn(studio, member, language);

    // Before paying: red banner, Pending payment overlay, the section above Basic refused.
    await expect(banner(studio, td.banner.activateTitle)).toBeVisible();
    await expect(studio.getByRole('alertdialog', { name: td.overlay.title })).toBeVisible();
    await studio.goto(`/dashboard/website-studio/${unlocked}`);
    await expect(studio.getByRole('heading', { level: 1, name: tc.unauthorized.title })).toBeVisible();
    await studio.goto('/dashboard/website-studio');
    await expect(studioSections(studio)).toHaveCount(BASIC_SECTIONS);
    await expect(banner(studio, td.banner.activateTitle)).toBeVisible();
    // Survives only as long as this document does: a reload would drop it.
    await studio.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // The member pays in another tab, from the overlay's Activate link.
    const billing = await context.newPage();
    await useLanguage(billing, language);
    await billing.goto('/dashboard');
    await billing.getByRole('alertdialog', { name: td.overlay.title }).getByRole('link', { name: td.overlay.activate }).click();
    await expect(billing).toHaveURL(new RegExp(`${SUBSCRIPTION_PATH}$`));
    const summary = billing.getByRole('region', { name: tb.subscription });
    await expect(fact(summary, tb.subscription)).toHaveText(tb.noSubscription);
    await expect(fact(summary, td.subscription.status)).toHaveText(td.subscription.inactive);
    const card = billing.getByRole('listitem').filter({ has: billing.getByRole('heading', { level: 3, name: planName, exact: true }) });
    await expect(card.getByText(fill(tb.perMonth, { price: usd(locale, PRICE_USD[plan]) }))).toBeVisible();
    await expect(card.getByText(fill(tb.sectionsCount, { count: String(sections) }))).toBeVisible();
    await expectAccessible(billing, testInfo, `subscription page without a plan ${language}`);

    await billing.getByRole('button', { name: fill(tb.activate, { plan: planName }) }).click();
    await expect(billing).toHaveURL(CHECKOUT_PAGE, { timeout: 30_000 });
    await expect(billing.locator('html')).toHaveAttribute('lang', locale);
    await expect(billing.getByText(CHECKOUT[language].price[plan])).toBeVisible();
    await expectAccessible(billing, testInfo, `simulator checkout ${language}`);
    await billing.getByRole('button', { name: CHECKOUT[language].confirm }).click();

    // Back on the subscription page: green, the plan current, its renewal date.
    await expect(billing).toHaveURL(new RegExp(`${SUBSCRIPTION_PATH}\\?checkout=success$`));
    await expect(banner(billing, td.banner.allSetTitle)).toBeVisible();
    await expect(billing.getByRole('status').filter({ hasText: tb.activeNow })).toBeVisible();
    const [subscription] = await planSubscriptions(member.uid);
    expect(subscription).toMatchObject({ status: 'active', productType: 'plan', productName: `${plan} Plan`, cancel_at_period_end: false });
    const periodEnd = (subscription?.['current_period_end'] as { toMillis(): number }).toMillis();
    const renews = fill(tb.renewsOn, { date: new Date(periodEnd).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }) });
    await expect(fact(summary, td.subscription.current)).toHaveText(planName);
    await expect(fact(summary, tb.subscription)).toHaveText(tb.status.active);
    await expect(fact(summary, planName)).toHaveText(renews);
    await expect(fact(summary, td.subscription.status)).toHaveText(td.subscription.active);
    await expect(card.getByText(tb.current)).toBeVisible();
    await expect(summary.getByRole('button', { name: tb.manage })).toBeEnabled();
    await expectAccessible(billing, testInfo, `subscription page with a plan ${language}`);

    // The tab left on the studio, never reloaded: green, no overlay, the plan's sections.
    await expect(banner(studio, td.banner.allSetTitle)).toBeVisible({ timeout: 30_000 });
    await expect(banner(studio, td.banner.activateTitle)).toHaveCount(0);
    await expect(studio.getByRole('alertdialog')).toHaveCount(0);
    await expect(studioSections(studio)).toHaveCount(sections);
    await studioSections(studio).and(studio.locator(`[href="/dashboard/website-studio/${unlocked}"]`)).click();
    await expect(studio).toHaveURL(new RegExp(`/dashboard/website-studio/${unlocked}$`));
    await expect(studio.getByRole('heading', { level: 1, name: td.sections[unlocked] })).toBeVisible();
    expect(await studio.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

for (const language of ['EN', 'ES'] as const satisfies readonly Language[]) {
  const { billing: tb, dashboard: td } = TEXT[language];

  test(`a member who cancels on the checkout page keeps their state and is told nothing was charged (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const member = await createMember({ label: `billing-cancel-${language.toLowerCase()}` });
    await useLanguage(page, language);
    await signIn(page, member, language);
    await expect(banner(page, td.banner.activateTitle)).toBeVisible();
    await page.goto(SUBSCRIPTION_PATH);
    const activateBasic = page.getByRole('button', { name: fill(tb.activate, { plan: td.plans.basic }) });

    // Going back from the checkout page leaves the plans usable, not stuck on "opening".
    await activateBasic.click();
    await expect(page).toHaveURL(CHECKOUT_PAGE, { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION_PATH}$`));
    await expect(activateBasic).toBeEnabled();
    await expect(page.getByText(tb.opening)).toHaveCount(0);

    await activateBasic.click();
    await expect(page).toHaveURL(CHECKOUT_PAGE, { timeout: 30_000 });
    await expect(page.getByText(CHECKOUT[language].price.Basic)).toBeVisible();
    await page.getByRole('button', { name: CHECKOUT[language].cancel, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION_PATH}\\?checkout=cancelled$`));
    await expect(page.getByRole('status').filter({ hasText: tb.returned.cancelled })).toBeVisible();
    const summary = page.getByRole('region', { name: tb.subscription });
    await expect(fact(summary, tb.subscription)).toHaveText(tb.noSubscription);
    await expect(fact(summary, td.subscription.status)).toHaveText(td.subscription.inactive);
    await expect(activateBasic).toBeEnabled();
    await expectAccessible(page, testInfo, `checkout cancelled ${language}`);
    expect(await planSubscriptions(member.uid)).toEqual([]);

    // Elsewhere in the dashboard the member is still asked to activate.
    await page.goto('/dashboard');
    await expect(banner(page, td.banner.activateTitle)).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: td.overlay.title })).toBeVisible();
  });
}
