// What every flow does in the browser: choose the interface language, sign in through /entrar,
// and check a screen with axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { auth as authEn } from '../../../src/ui/i18n/en/auth';
import { auth as authEs } from '../../../src/ui/i18n/es/auth';
import { LIMIT_VARIABLES } from '../../../src/ui/i18n/limit-variables';

export type Language = 'EN' | 'ES';
export const LANGUAGES: readonly Language[] = ['EN', 'ES'];

/** The key the app keeps the interface language under on the device. */
const LANGUAGE_KEY = 'sitio.language';

/**
 * Starts every page of this test in `language`, as if the visitor had chosen it before: the
 * app reads the saved choice when it boots.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Signs in through /entrar and waits for the dashboard (or `landing`). */
export async function signIn(page: Page, credentials: Credentials, language: Language = 'EN', landing = /\/dashboard$/): Promise<void> {
  const t = language === 'ES' ? authEs : authEn;
  await page.goto('/entrar?mode=signin');
  // The button reads "Connecting…" until the backend has loaded; type once the form is ready.
  const submit = page.getByRole('button', { name: t.signIn.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel(t.fields.email).fill(credentials.email);
  await page.getByLabel(t.fields.password).fill(credentials.password);
  await expect(page.getByLabel(t.fields.email)).toHaveValue(credentials.email);
  await submit.click();
  // Signing in and loading the member can take a while on a busy machine.
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
}

/**
 * The accessible name of a button that reads `label` with a visually hidden `: detail`:
 * browsers may put a space before the colon.
 */
export function labelWithDetail(label: string, detail: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(label)}\\s*: ${escape(detail)}$`);
}

/** Which screens were already checked by axe in this worker, per project: each once is enough. */
const checked = new Set<string>();

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is now and fails on any violation, listing
 * them. `screen` names the screen: a screen already checked at this size is not checked again.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const key = `${testInfo.project.name}:${screen}`;
  if (checked.has(key)) return;
  checked.add(key);
  expect(await axeViolations(page), `axe violations on ${screen} (${testInfo.project.name})`).toEqual([]);
}

/** Axe's WCAG 2 A and AA violations on the page as it is now, one readable line group each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The studio's preview is a sandboxed iframe (no scripts), which axe cannot enter: it would wait
  // out its frame timeout. Its content is the public site's HTML.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe[sandbox]').analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('\n')}`,
  );
}

/** Whether this test runs at the phone size (the mobile chrome of the dashboard). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/**
 * Switches the interface language with the header's EN/ES control, opening the collapsed menu
 * first on a phone. The header is drawn again once the app has learnt whether someone is signed
 * in, which can close a menu just opened: the whole gesture is repeated until it took.
 */
export async function switchLanguage(page: Page, to: Language, testInfo: TestInfo): Promise<void> {
  const { common: from } = to === 'ES' ? await import('../../../src/ui/i18n/en/common') : await import('../../../src/ui/i18n/es/common');
  const nav = page.getByRole('navigation', { name: from.nav.main });
  const target = to.toLowerCase();
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) === target) return;
    const menu = nav.getByRole('button', { name: from.nav.menu });
    if (isMobile(testInfo) && (await menu.count()) > 0) await menu.click();
    await page.getByRole('group', { name: from.language.label }).getByRole('button', { name: to }).click({ timeout: 1_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', target, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // On a marketing page the switch opens the page's file in the other language: its <html> says
  // the language before its stylesheets have loaded, when every header variant of the file (the
  // visitor's and the member's, the phone's and the desktop's) still counts as shown.
  await page.waitForLoadState('load');
}

/** A translation as the app shows it: the core's limits it names ({{imageMegabytes}}…) filled in. */
export function withLimits(text: string): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in LIMIT_VARIABLES ? String(LIMIT_VARIABLES[name as keyof typeof LIMIT_VARIABLES]) : whole));
}
