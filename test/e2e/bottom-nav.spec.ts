// The phone's bottom bar (spec: dashboard navigation): every link the member's plan and role give
// stays in the bar and on screen at 320 and 375 px, in English and in Spanish, without sideways
// scrolling; each keeps its icon, a label, its full name for assistive technology, a tap target
// at least 44 px high, the mark of the page it leads to, and its badge. At 1280 px the sidebar
// keeps its full labels. Screenshots are kept under .tmp/e2e-results for a look by eye.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { LANGUAGES, isMobile, signIn, useLanguage, type Language } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;
const PHONE_WIDTHS = [320, 375] as const;

type Texts = (typeof TEXT)[Language];

/** The bar of an Elite administrator, in the spec's order: seven links. */
const ADMIN_LINKS = ['myWeb', 'websiteStudio', 'users', 'groups', 'forms', 'admin', 'settings'] as const;
/** An Elite member's bar: the same without Admin. */
const ELITE_LINKS = ADMIN_LINKS.filter((id) => id !== 'admin');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bottomBar(page: Page, t: Texts): Locator {
  return page.getByRole('navigation', { name: t.nav.bottomLabel });
}

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

interface BarGeometry {
  readonly viewport: number;
  readonly page: { readonly scrollWidth: number; readonly clientWidth: number };
  readonly list: { readonly scrollWidth: number; readonly clientWidth: number };
  readonly bar: Box;
  readonly links: readonly { readonly label: string; readonly box: Box; readonly icon: Box | null; readonly labelBox: Box | null; readonly labelClipped: boolean }[];
  readonly badges: readonly { readonly text: string; readonly box: Box; readonly onTop: boolean }[];
}

/** The bar as drawn now: its scroll sizes, and where each link, icon, label and badge lies. */
async function geometry(bar: Locator): Promise<BarGeometry> {
  return bar.evaluate((nav) => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const list = nav.querySelector('ul')!;
    return {
      viewport: document.documentElement.clientWidth,
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
      list: { scrollWidth: list.scrollWidth, clientWidth: list.clientWidth },
      bar: box(nav),
      links: [...nav.querySelectorAll('a')].map((link) => {
        const icon = link.querySelector('svg');
        const label = link.querySelector('.mobile-bottom-nav__label');
        return {
          label: label?.textContent ?? '',
          box: box(link),
          icon: icon ? box(icon) : null,
          labelBox: label ? box(label) : null,
          labelClipped: label ? label.scrollWidth > label.clientWidth + 1 : true,
        };
      }),
      badges: [...nav.querySelectorAll('.nav-badge')].map((badge) => {
        const b = badge.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return { text: badge.textContent ?? '', box: box(badge), onTop: hit !== null && badge.contains(hit) };
      }),
    };
  });
}

function expectInside(inner: Box, outer: Box, what: string): void {
  expect(inner.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left - 0.5);
  expect(inner.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right + 0.5);
  expect(inner.top, `${what}: top edge`).toBeGreaterThanOrEqual(outer.top - 0.5);
  expect(inner.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(outer.bottom + 0.5);
}

/** Checks the bar at the current width: no scrolling, every link whole on screen and named in full. */
async function expectBarFits(page: Page, t: Texts, ids: readonly (typeof ADMIN_LINKS)[number][], where: string): Promise<BarGeometry> {
  const bar = bottomBar(page, t);
  const links = bar.getByRole('link');
  await expect(links).toHaveCount(ids.length);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const [index, id] of ids.entries()) {
    // The full name, as the sidebar says it; a badge adds its count after it.
    await expect(links.nth(index), `${where}: link ${index + 1}`).toHaveAccessibleName(new RegExp(`^${escape(t.nav[id])}(\\s|$)`));
  }
  const drawn = await geometry(bar);
  const screen: Box = { left: 0, right: drawn.viewport, top: 0, bottom: page.viewportSize()!.height };
  expect(drawn.page.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(drawn.page.clientWidth);
  expect(drawn.list.scrollWidth, `${where}: the bar scrolls sideways`).toBeLessThanOrEqual(drawn.list.clientWidth);
  expectInside(drawn.bar, screen, `${where}: the bar`);
  for (const [index, link] of drawn.links.entries()) {
    const what = `${where}: "${link.label}"`;
    expect(link.label.trim(), `${where}: link ${index + 1} has a label`).not.toBe('');
    expectInside(link.box, screen, what);
    expect(link.box.bottom - link.box.top, `${what}: tap target height`).toBeGreaterThanOrEqual(44);
    expect(link.icon, `${what}: icon`).not.toBeNull();
    expectInside(link.icon!, link.box, `${what}: icon`);
    expect(link.labelBox, `${what}: label`).not.toBeNull();
    expectInside(link.labelBox!, link.box, `${what}: label`);
    expect(link.labelClipped, `${what}: label cut off`).toBe(false);
    if (index > 0) expect(link.box.left, `${what}: overlaps the link before it`).toBeGreaterThanOrEqual(drawn.links[index - 1]!.box.right - 0.5);
  }
  return drawn;
}

async function keepScreenshots(page: Page, testInfo: TestInfo, name: string, t: Texts): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await bottomBar(page, t).screenshot({ path: testInfo.outputPath(`${name}-bar.png`) });
}

for (const language of LANGUAGES) {
  const t = TEXT[language];

  test.describe(`the dashboard's bottom bar (${language})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      // Skipped at desktop size: the bottom bar exists only at phone widths (the sidebar test below covers the desktop).
      test.skip(!isMobile(testInfo), 'the bottom bar is the phone navigation');
      await useLanguage(page, language);
    });

    test('an Elite administrator sees all seven links at once at 320 and 375 px', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 640 });
      await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 640 });
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
        await expectBarFits(page, t, ADMIN_LINKS, `${width} px ${language}`);
        await keepScreenshots(page, testInfo, `admin-${width}-${language}`, t);
      }

      // Every link is there to tap at the narrowest width, marks its page once opened, and the
      // bar still fits with that link's label in bold.
      await page.setViewportSize({ width: 320, height: 640 });
      const bar = bottomBar(page, t);
      for (const id of [...ADMIN_LINKS].reverse()) {
        const link = bar.getByRole('link', { name: new RegExp(`^${escape(t.nav[id])}(\\s|$)`) });
        await link.click();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
        await expectBarFits(page, t, ADMIN_LINKS, `320 px ${language}, on ${id}`);
        await bar.screenshot({ path: testInfo.outputPath(`admin-320-${language}-on-${id}-bar.png`) });
      }
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an Elite member keeps the badges of Users Portal and Forms in view at 320 and 375 px', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 640 });
      await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD }, language);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 640 });
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
        const bar = bottomBar(page, t);
        // The demo gym has a customer awaiting approval and unread form messages.
        await expect(bar.locator('.nav-badge')).toHaveCount(2, { timeout: 20_000 });
        const drawn = await expectBarFits(page, t, ELITE_LINKS, `${width} px ${language}`);
        for (const badge of drawn.badges) {
          expectInside(badge.box, drawn.bar, `${width} px ${language}: badge "${badge.text}"`);
          expect(badge.onTop, `${width} px ${language}: badge "${badge.text}" is covered`).toBe(true);
        }
        await keepScreenshots(page, testInfo, `elite-${width}-${language}`, t);
      }
    });
  });

  test(`the sidebar at 1280 px keeps its full labels (${language})`, async ({ page }, testInfo) => {
    // Skipped at phone size: the sidebar exists only wider than 800 px (the bottom-bar tests cover phones).
    test.skip(isMobile(testInfo), 'the sidebar is the desktop navigation');
    await useLanguage(page, language);
    await signIn(page, { email: DEMO.admin.email, password: DEMO_PASSWORD }, language);
    const sidebar = page.getByRole('navigation', { name: t.nav.label });
    for (const id of ADMIN_LINKS) await expect(sidebar.getByRole('link', { name: t.nav[id], exact: true })).toHaveText(t.nav[id]);
    await expect(page.getByRole('navigation', { name: t.nav.bottomLabel })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`sidebar-1280-${language}.png`) });
  });
}
