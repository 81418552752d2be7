// The public site for visitors (spec section 2): every page in both languages, the top
// navigation and its collapsed menu, Get Started to /entrar, no top navigation on
// /growth-offer, and Examples showing sites drawn by the public-site renderer.
import { expect, test } from '@playwright/test';
import { PLAN_CATALOGUE } from '../../src/core/plans/plan-gates';
import { exampleSite } from '../../src/core/site/examples/example-sites';
import { SITE_STRINGS } from '../../src/public-site/render/site-strings';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { marketing as marketingEn } from '../../src/ui/i18n/en/marketing';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { marketing as marketingEs } from '../../src/ui/i18n/es/marketing';
import { LANGUAGES, expectAccessible, isMobile, signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';
import { MEMBER_SNAPSHOT_STORAGE_KEY } from '../../src/ui/prerender/prerender-guard';

// The marketing pages are prerendered at build time (src/ui/prerender): their content is in the
// first HTML response, painted before any script runs.
test('/pricing names every plan in its raw HTML, before any script runs', async ({ request }) => {
  const response = await request.get('/pricing', { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`>${marketingEn.pricing.title}</h1>`);
  for (const plan of PLAN_CATALOGUE) expect(root).toContain(`>${marketingEn.pricing.plans[plan.tier].name}</h2>`);
});

test('each language has its own addresses, linked to each other for search engines, with no app script', async ({ request }) => {
  for (const [path, other, language, text, words] of [
    ['/pricing', '/es/pricing', 'en', marketingEn, commonEn],
    ['/es/pricing', '/pricing', 'es', marketingEs, commonEs],
    ['/es', '/', 'es', marketingEs, commonEs],
  ] as const) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain(`lang="${language}"`);
    expect(html).toContain(`<title>${(path === '/es' ? words.pages.home : words.pages.pricing).title}</title>`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${language === 'en' ? 'es' : 'en'}" href="[^"]*${other}">`));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(path === '/es' ? `>${text.home.title}</h1>` : `>${text.pricing.title}</h1>`);
    // The page script alone: the app's entry is never in a marketing page's HTML.
    expect(html.match(/<script type="module"[^>]*src="[^"]*"/g) ?? []).toEqual([expect.stringMatching(/page-script-/)]);
  }
  // The app's own routes get the app, in the language kept on the device.
  const app = await request.get('/entrar', { headers: { accept: 'text/html' } });
  expect(app.status()).toBe(200);
  expect(await app.text()).toContain('<div id="root"></div>');
});

test("a signed-in member's public pages show Dashboard from the first paint, never Get Started", async ({ page }, testInfo) => {
  await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD });
  // The dashboard keeps what it showed on the device once it knows the plan: from then on every
  // page of this device knows a member is signed in, until sign-out.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, MEMBER_SNAPSHOT_STORAGE_KEY)).toBe(true);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/pricing', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: commonEn.nav.main });
  if (isMobile(testInfo)) {
    // Until the file's stylesheets apply, all of its header variants show (two with a menu
    // button); with them, only the member's narrow one.
    const menu = nav.getByRole('button', { name: commonEn.nav.menu });
    await expect(menu).toHaveCount(1);
    await menu.click();
  }
  await expect(nav.getByRole('link', { name: commonEn.nav.dashboard })).toBeVisible();
  await expect(page.getByRole('link', { name: commonEn.nav.getStarted })).toHaveCount(0);
  // Drawn from the file and its inline guard: the app's code was not needed for it.
  await page.waitForLoadState('load');
  expect(scripts.filter((url) => /\/assets\/index-/.test(url))).toEqual([]);
  await nav.getByRole('link', { name: commonEn.nav.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

const TEXT = {
  EN: { common: commonEn, marketing: marketingEn },
  ES: { common: commonEs, marketing: marketingEs },
} as const;

for (const language of LANGUAGES) {
  const { common, marketing } = TEXT[language];
  const pages = [
    { path: '/', title: marketing.home.title },
    { path: '/examples', title: marketing.examples.title },
    { path: '/pricing', title: marketing.pricing.title },
    { path: '/contact', title: marketing.contact.title },
    { path: '/faqs', title: marketing.faqs.title },
  ];

  test.describe(`public pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('every page shows its content and passes axe', async ({ page }, testInfo) => {
      for (const { path, title } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
        await expectAccessible(page, testInfo, `public ${path} ${language}`);
      }
    });

    test('the navigation reaches each page and Get Started leads to /entrar', async ({ page }, testInfo) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: common.nav.main });
      const menu = nav.getByRole('button', { name: common.nav.menu });
      // Opens the menu once the page script has wired it (a click before does nothing).
      const openMenu = () =>
        expect(async () => {
          if ((await menu.count()) > 0) await menu.click();
          await expect(nav.getByRole('link', { name: common.nav.pricing })).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
      if (isMobile(testInfo)) {
        // Narrower than 980 px the links fold into a menu.
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(nav.getByRole('link', { name: common.nav.pricing })).toBeHidden();
        await openMenu();
        await expect(nav.getByRole('button', { name: common.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page, testInfo, `public menu open ${language}`);
      } else {
        await expect(menu).toHaveCount(0);
      }
      await nav.getByRole('link', { name: common.nav.pricing }).click();
      await expect(page).toHaveURL(language === 'ES' ? /\/es\/pricing$/ : /\/pricing$/);
      await expect(page.getByRole('heading', { level: 1, name: marketing.pricing.title })).toBeVisible();
      // The menu closes once another page opens.
      if (isMobile(testInfo)) {
        await expect(nav.getByRole('link', { name: common.nav.faqs })).toBeHidden();
        await openMenu();
      }
      await nav.getByRole('link', { name: common.nav.getStarted }).click();
      await expect(page).toHaveURL(/\/entrar$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, testInfo, `entrar ${language}`);
    });

    test('Examples shows a picture of each site and opens one full size, drawn by the public-site renderer', async ({ page }, testInfo) => {
      const bakery = exampleSite('bakery', language, '');
      const salon = exampleSite('salon', language, '');
      const site = SITE_STRINGS[language];
      const frameTitle = (name: string) => marketing.examples.frameTitle.replace('{{name}}', name);
      await page.goto('/examples');
      await expect(page.getByRole('heading', { level: 1, name: marketing.examples.title })).toBeVisible();
      // The list shows pictures in the page's language, drawn with the page: no frame to wait for.
      const thumbnail = page.getByRole('img', { name: marketing.examples.thumbnailAlt.replace('{{name}}', bakery.name) });
      await expect(thumbnail).toBeVisible();
      await expect(thumbnail).toHaveAttribute('src', `/images/examples/thumbs/bakery-${language.toLowerCase()}-800.webp`);
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const box = await thumbnail.boundingBox();
      expect(Math.abs((box?.width ?? 0) * 0.75 - (box?.height ?? 0))).toBeLessThan(2);
      await expect(page.locator('main iframe')).toHaveCount(0);

      // The card's link is reachable from the keyboard; the thumbnail itself takes no focus.
      const open = page.getByRole('link', { name: marketing.examples.openLabel.replace('{{name}}', salon.name) });
      await open.focus();
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/examples\/salon$/);
      await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
      const full = page.frameLocator(`iframe[title="${frameTitle(salon.name)}"]`);
      await expect(full.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
      await expect(full.locator('html')).toHaveAttribute('lang', language.toLowerCase());
      if (!isMobile(testInfo)) {
        // The site's own menu moves within the example, never loads the app inside the frame.
        await full.getByRole('navigation').getByRole('link', { name: site.sectionTitles.hours }).click();
        await expect(full.getByRole('heading', { level: 2, name: site.sectionTitles.hours })).toBeInViewport();
        await expect(full.getByRole('heading', { level: 1, name: salon.name })).toBeAttached();
      }
      await expectAccessible(page, testInfo, `example full size ${language}`);
      await page.getByRole('link', { name: marketing.examples.back }).click();
      await expect(page).toHaveURL(/\/examples$/);
    });

    test('/growth-offer has no top navigation', async ({ page }, testInfo) => {
      await page.goto('/growth-offer');
      await expect(page.getByRole('heading', { level: 1, name: marketing.growth.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: common.nav.main })).toHaveCount(0);
      await expectAccessible(page, testInfo, `growth-offer ${language}`);
    });
  });
}
