// A visitor on a phone acts on the Elite demo member's site (seeded by scripts/seed.mjs from
// src/public-site/demo/elite-demo-site.ts): calls, opens a chat or the way there, sees whether
// it is open, reads an article on its own page, switches to Spanish, and search engines find
// each page in both languages in the sitemap; in Spanish the member's own texts are Spanish too,
// and the gallery opens in a lightbox.
import { expect, test } from '@playwright/test';
import { SITE_STRINGS } from '../../src/public-site/render/site-strings';
import { isMobile } from './support/app';
import { DEMO } from './support/demo-accounts';

// The seed makes a demo member's username of the first seven characters of their uid.
const SITE = `/s/${DEMO.elite.uid.slice(0, 7).toLowerCase()}`;
const s = SITE_STRINGS.EN;

test('a visitor on a phone calls, chats, finds the way and reads an article of the Elite demo site', async ({ page, request }, testInfo) => {
  // Skipped on the desktop on purpose (reason below): the studio spec visits the site there.
  test.skip(!isMobile(testInfo), 'a visitor on a phone: the site is the same markup at every width, and the studio spec covers the desktop');

  await page.goto(SITE);
  await expect(page).toHaveTitle('Core Fitness · small-group training in Chicago');
  await expect(page.getByRole('link', { name: s.reach.call, exact: true }).first()).toHaveAttribute('href', 'tel:+13125550104');
  await expect(page.getByRole('link', { name: s.reach.chat, exact: true }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/13125550104\?text=Hello%20/);
  await expect(page.getByRole('link', { name: s.reach.directions, exact: true }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2250/);
  await expect(page.getByRole('link', { name: /hello@corefitness\.example\.com/ })).toHaveAttribute('href', 'mailto:hello@corefitness.example.com');
  // Open or closed, said on the business's clock (America/Chicago), whatever the hour of the run.
  await expect(page.getByText(/^(Open now · closes|Closed · opens)/).first()).toBeVisible();
  // The quick actions fit a 375 px screen: nothing runs off its right edge.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: /Six weeks to your first pull-up/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/articles/six-weeks-to-your-first-pull-up$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Six weeks to your first pull-up' })).toBeVisible();
  await expect(page.getByText('Places are limited to 12.')).toBeVisible();

  // The switch leads to the Spanish address of the same page, and links keep the visitor there.
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/es/articles/six-weeks-to-your-first-pull-up$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The member wrote the article in Spanish too: the same address, their Spanish words.
  await expect(page.getByRole('heading', { level: 1, name: 'Seis semanas para tu primera dominada' })).toBeVisible();
  await expect(page.getByText('Hay 12 lugares.')).toBeVisible();
  await page.getByRole('link', { name: SITE_STRINGS.ES.backToSite }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/es$`));
  await expect(page).toHaveTitle('Core Fitness · entrenamiento en grupos pequeños en Chicago');
  await expect(page.getByRole('heading', { name: 'Clase abierta gratis' })).toBeVisible();

  // The gallery opens large in the page's dialog; a swipe, the arrow keys and Escape work.
  const es = SITE_STRINGS.ES.lightbox;
  await page.getByRole('link', { name: 'Pesas rusas en fila sobre el piso del gimnasio' }).click();
  const lightbox = page.getByRole('dialog', { name: es.label });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'Pesas rusas en fila sobre el piso del gimnasio');
  await lightbox.evaluate((dialog) => {
    const at = (clientX: number) => [new Touch({ identifier: 1, target: dialog, clientX, clientY: 300 })];
    dialog.dispatchEvent(new TouchEvent('touchstart', { touches: at(300), changedTouches: at(300), bubbles: true }));
    dialog.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: at(120), bubbles: true }));
  });
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'Dos remos listos para una clase de acondicionamiento');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'Pesas rusas en fila sobre el piso del gimnasio');
  await lightbox.getByRole('button', { name: es.next }).click();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'Dos remos listos para una clase de acondicionamiento');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(page.getByRole('link', { name: SITE_STRINGS.ES.reach.call, exact: true }).first()).toHaveAttribute('href', 'tel:+13125550104');
  await expect(page.getByRole('link', { name: SITE_STRINGS.ES.reach.chat, exact: true }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/13125550104\?text=%C2%A1Hola%20/);

  const sitemap = await request.get(`${SITE}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/es/articles/six-weeks-to-your-first-pull-up</loc>');
});
