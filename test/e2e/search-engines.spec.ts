// What search engines get from the production build served as Hosting serves it: robots.txt and
// the sitemap at the root, a real 404 for an address that is no page, and each screen's own
// title in the language it is shown in.
import { expect, test } from '@playwright/test';
import { common as commonEn } from '../../src/ui/i18n/en/common';
import { common as commonEs } from '../../src/ui/i18n/es/common';
import { signIn, useLanguage } from './support/app';
import { DEMO, DEMO_PASSWORD } from './support/demo-accounts';

test('robots.txt and sitemap.xml are files of the build, with absolute addresses', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/dashboard$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/es/pricing</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/pricing"/>`);
  // The pages themselves name the same absolute addresses.
  const page = await (await request.get('/es/faqs', { headers: { accept: 'text/html' } })).text();
  expect(page).toContain(`<link rel="canonical" href="${baseURL}/es/faqs">`);
  expect(page).toContain(`<meta property="og:title" content="${commonEs.pages.faqs.title}">`);
});

test('an address that is no page answers 404 with the not-found page, kept out of search results', async ({ request, page }) => {
  for (const path of ['/no-such-page', '/es/entrar', '/dashboard/no-such-screen/deeper', '/missing.png']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
  }
  expect((await request.get('/entrar', { headers: { accept: 'text/html' } })).status()).toBe(200);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: commonEn.notFound.title })).toBeVisible();
  await expect(page).toHaveTitle(commonEn.pages.notFound.title);
  await page.getByRole('link', { name: commonEn.notFound.goHome }).click();
  await expect(page).toHaveTitle(commonEn.pages.home.title);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

for (const [language, words] of [
  ['EN', commonEn],
  ['ES', commonEs],
] as const) {
  test(`each screen has its own title in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/entrar');
    await expect(page).toHaveTitle(words.pages.getStarted.title);
    await page.goto(language === 'ES' ? '/es/pricing' : '/pricing');
    await expect(page).toHaveTitle(words.pages.pricing.title);
    await signIn(page, { email: DEMO.elite.email, password: DEMO_PASSWORD }, language);
    await expect(page).toHaveTitle(words.pages.myWeb.title);
    await page.goto('/dashboard/forms');
    await expect(page).toHaveTitle(words.pages.forms.title);
    await page.goto('/dashboard/settings');
    await expect(page).toHaveTitle(words.pages.settings.title);
  });
}
