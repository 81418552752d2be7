// The website studio and the public website: an Elite member edits the sections in the
// real editor, watches the live preview follow, publishes, and a visitor finds every change in
// the first HTML response of /s/<username> (served by the same Vite server, reading the
// emulators as the production function does); unpublished, the site is a 404. In English on the
// desktop and in Spanish on the phone, the site's language. Then bad input: unsafe or wrong links and broken pictures get a
// translated message, and what was saved before survives a reload and stays public.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { NO_CONTACT } from '../../src/core/site/contact-essentials';
import { SITE_STRINGS, NOT_FOUND_STRINGS } from '../../src/public-site/render/site-strings';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { studio as studioEn } from '../../src/ui/i18n/en/studio';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { studio as studioEs } from '../../src/ui/i18n/es/studio';
import { LANGUAGES, expectAccessible, isMobile, labelWithDetail, signIn, useLanguage, withLimits, type Language } from './support/app';
import { adminDb, createMember, daysFromNow, giveElitePlan, type TestMember } from './support/emulators';
import { PNG_SIGNATURE, png, pngSize } from './support/png';

const TEXT = { EN: { studio: studioEn, dashboard: dashboardEn }, ES: { studio: studioEs, dashboard: dashboardEs } } as const;

type StudioText = (typeof TEXT)[Language]['studio'];

/** `{{n}}` of a list entry's label, as i18next fills it. */
function nth(label: string, n: number): string {
  return label.replace('{{n}}', String(n));
}

// ---- Pictures -------------------------------------------------------------------------------

// ---- The member -----------------------------------------------------------------------------

/**
 * A fresh member on an active Elite subscription (as the payment webhook leaves one), so the
 * plan, not a trial or full access, opens all 16 sections.
 */
async function createEliteMember(label: string): Promise<TestMember & { username: string }> {
  const member = await createMember({ label, overrides: { status: true, trial: false, activeUntil: daysFromNow(-1) } });
  await giveElitePlan(member.uid);
  return { ...member, username: member.domain.slice(0, member.domain.indexOf('.')) };
}

async function storedSection(memberId: string, section: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection('vMember').doc(memberId).collection('site').doc(section).get()).data();
}

/** The member record: the one store of the Name and Styles sections' facts. */
async function storedMember(memberId: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection('vMember').doc(memberId).get()).data();
}

// ---- The studio -----------------------------------------------------------------------------

function saveStatus(page: Page): Locator {
  return page.getByTestId('save-status');
}

async function expectSaved(page: Page, t: StudioText): Promise<void> {
  await expect(saveStatus(page)).toHaveText(t.status.saved, { timeout: 15_000 });
}

/**
 * The preview's frame, once the member has scrolled to it: on a phone it sits below the form,
 * and it is drawn again only when it comes into sight.
 */
async function preview(page: Page, t: StudioText): Promise<Locator> {
  await page.getByRole('region', { name: t.preview.title }).scrollIntoViewIfNeeded();
  return page.getByTitle(t.preview.frameTitle);
}

/** The live preview shows `pattern` (its HTML is the public site's renderer's). */
async function expectPreview(page: Page, t: StudioText, pattern: RegExp): Promise<void> {
  await expect(await preview(page, t)).toHaveAttribute('srcdoc', pattern);
}

/** From the studio overview, opens one section's editor (client-side, as a member clicks). */
async function openSection(page: Page, t: StudioText, section: string): Promise<void> {
  const main = page.getByRole('main');
  if (!page.url().endsWith('/dashboard/website-studio')) await backToOverview(page, t);
  await main.locator(`a[href="/dashboard/website-studio/${section}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/website-studio/${section}$`));
  await expect(saveStatus(page)).toBeVisible();
}

async function backToOverview(page: Page, t: StudioText): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: t.page.allSections }).click();
  await expect(page).toHaveURL(/\/dashboard\/website-studio$/);
}

/** Publishes or unpublishes from the toggle on the page, and waits for the record to say so. */
async function setPublished(page: Page, language: Language, published: boolean): Promise<void> {
  const { studio: t, dashboard: d } = TEXT[language];
  await page.getByRole('button', { name: published ? t.publish.publish : t.publish.unpublish, exact: true }).click();
  await expect(page.getByText(published ? d.myWeb.published : d.myWeb.unpublished)).toBeVisible();
}

// ---- The public site ------------------------------------------------------------------------

/** The first HTML response for the site, once it has the expected status (writes land in order, but the toggle's label can run ahead of the server). */
async function publicHtml(request: APIRequestContext, username: string, status: 200 | 404): Promise<{ html: string; headers: Record<string, string> }> {
  let html = '';
  let headers: Record<string, string> = {};
  await expect(async () => {
    const response = await request.get(`/s/${username}`);
    expect(response.status()).toBe(status);
    html = await response.text();
    headers = response.headers();
  }).toPass({ timeout: 15_000 });
  return { html, headers };
}

/**
 * A visitor with nothing cached, at this project's size: the site tells browsers they may keep
 * a page for a minute, so the member's own tab could still show what it saw before.
 */
/** A visitor's browser; its language decides which of the site's languages it is answered in. */
async function visitor(browser: Browser, testInfo: TestInfo, baseURL: string | undefined, language: Language = 'EN'): Promise<{ page: Page; dialogs: string[] }> {
  const { viewport, isMobile: mobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const locale = language === 'ES' ? 'es-MX' : 'en-US';
  const context = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch, deviceScaleFactor, locale });
  const page = await context.newPage();
  // Any alert() would mean a member's text ran as script.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** Every script element of the page: only the LocalBusiness data block and the view counter. */
function scriptsOf(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attributes: m[1] ?? '', body: m[2] ?? '' }));
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

// ---- The main flow --------------------------------------------------------------------------

for (const language of LANGUAGES) {
  test(`an Elite member builds the site in the studio, publishes it, a visitor gets every change, and unpublished it is a 404 (${language})`, async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // Skipped on purpose: each language runs the full flow at one size only (reason below).
    test.skip(isMobile(testInfo) !== (language === 'ES'), 'each language runs at one size (English on the desktop, Spanish on the phone): the flows differ only in their words, and both at both sizes would double the time');
    test.setTimeout(180_000);
    const { studio: t, dashboard: d } = TEXT[language];
    const site = SITE_STRINGS[language];
    const tag = Date.now().toString(36);
    const member = await createEliteMember(`studio-${language.toLowerCase()}`);
    // Where the picture compression worker loads its library from.
    const compressionLibrary: string[] = [];
    page.context().on('request', (r) => {
      if (/browser-image-compression/.test(r.url())) compressionLibrary.push(new URL(r.url()).host);
    });
    await useLanguage(page, language);
    await signIn(page, member, language);

    if (language === 'ES') {
      // The site's language is the member's choice in Settings; a new member's site is in English.
      await page.goto('/dashboard/settings');
      await page.getByLabel(d.settings.siteLanguage).selectOption('ES');
      await page.getByRole('button', { name: d.settings.save }).click();
      await expect(page.getByText(d.settings.saved)).toBeVisible();
    }

    await page.goto('/dashboard/website-studio');
    await expect(page.getByRole('heading', { level: 1, name: d.studio.title })).toBeVisible();
    // A new member's site is published from sign-up: kept private while it is being built.
    await setPublished(page, language, false);
    await publicHtml(request, member.username, 404);

    // Name: the public name and the business name.
    const publicName = language === 'ES' ? `Panadería Sol ${tag}` : `Sun Bakery ${tag}`;
    const businessName = language === 'ES' ? `Panificadora Sol ${tag} S.A.` : `Sun Bakery ${tag} LLC`;
    await openSection(page, t, 'name');
    await page.getByLabel(t.fields.publicName).fill(publicName);
    await page.getByLabel(t.fields.businessName).fill(businessName);
    await expectSaved(page, t);
    await expect((await preview(page, t)).contentFrame().getByRole('heading', { level: 1 })).toHaveText(publicName);

    // Styles: the theme colour, and a cover picture larger than websites need, resized in the browser.
    await openSection(page, t, 'styles');
    await page.getByRole('textbox', { name: t.fields.themeColor, exact: true }).fill('#2a9d8f');
    await expectSaved(page, t);
    await expectPreview(page, t, /#2A9D8F/);
    const cover = page.getByLabel(t.fields.coverPicture);
    await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(2400, 1200, [42, 157, 143]) });
    // Offered to be cut to the shape the site shows a cover in (16:9): cut as it comes, the site gets the cut.
    const crop = page.getByRole('dialog', { name: t.crop.title });
    await crop.getByRole('button', { name: t.crop.confirm }).click();
    await expect(crop).toBeHidden({ timeout: 15_000 });
    const coverField = page.locator('.image-field', { has: cover });
    await expect(coverField.locator('img')).toHaveAttribute('src', new RegExp(`vMember%2F${member.uid}%2Fsite%2F`), { timeout: 30_000 });
    await expectSaved(page, t);

    // Hours: Monday opens earlier, Tuesday is closed, and a holiday.
    await openSection(page, t, 'hours');
    await page.getByRole('group', { name: t.hours.days.monday, exact: true }).getByLabel(t.hours.open).fill('07:30');
    await page.getByRole('group', { name: t.hours.days.tuesday, exact: true }).getByLabel(t.hours.closed).check();
    await page.getByRole('button', { name: t.list.addException }).click();
    const holiday = page.getByRole('group', { name: nth(t.hours.exceptionN, 1) });
    await holiday.getByLabel(t.fields.date, { exact: true }).fill('2026-12-24');
    const holidayName = language === 'ES' ? 'Nochebuena' : 'Christmas Eve';
    await holiday.getByLabel(t.hours.label).fill(holidayName);
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(holidayName));

    // Products and services.
    const productName = language === 'ES' ? `Pan de masa madre ${tag}` : `Sourdough loaf ${tag}`;
    const productText = language === 'ES' ? 'Fermentado 24 horas.' : 'Fermented for 24 hours.';
    await openSection(page, t, 'products');
    await page.getByRole('button', { name: t.list.addProduct }).click();
    const product = page.getByRole('group', { name: nth(t.fields.productN, 1) });
    // An entry the member adds opens at once, ready to type in.
    await expect(product.getByLabel(t.fields.itemName, { exact: true })).toBeFocused();
    await product.getByLabel(t.fields.itemName, { exact: true }).fill(productName);
    await product.getByLabel(t.fields.description).fill(productText);
    await product.getByLabel(t.fields.price).fill('4.50');
    // The name in the site's other language too; the description is left to fall back.
    const other = language === 'ES' ? 'EN' : 'ES';
    const otherName = language === 'ES' ? `Sourdough loaf ${tag}` : `Pan de masa madre ${tag}`;
    await page.getByRole('checkbox', { name: t.translation[`toggle${other}`] }).check();
    await product.getByLabel(t.translation[`label${other}`].replace('{{label}}', t.fields.itemName), { exact: true }).fill(otherName);
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(productName));

    const serviceName = language === 'ES' ? `Banquetes ${tag}` : `Catering ${tag}`;
    await openSection(page, t, 'services');
    await page.getByRole('button', { name: t.list.addService }).click();
    await page.getByRole('group', { name: nth(t.fields.serviceN, 1) }).getByLabel(t.fields.itemName, { exact: true }).fill(serviceName);
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(serviceName));

    // Articles: bold text typed with the keyboard, and markup pasted from another page, which
    // arrives as plain text.
    const articleTitle = language === 'ES' ? `Abrimos temprano ${tag}` : `Opening early ${tag}`;
    const lead = language === 'ES' ? 'Pan recién hecho ' : 'Fresh bread ';
    const bold = language === 'ES' ? 'cada mañana' : 'every morning';
    const pastedScript = '<script>alert("pasted")</script>';
    await openSection(page, t, 'articles');
    await page.getByRole('button', { name: t.list.addArticle }).click();
    const article = page.getByRole('group', { name: nth(t.fields.articleN, 1) });
    await article.getByLabel(t.fields.title, { exact: true }).fill(articleTitle);
    const body = article.getByRole('textbox', { name: t.fields.body, exact: true });
    await body.click();
    await page.keyboard.type(lead);
    await page.keyboard.press('Control+b');
    await page.keyboard.type(bold);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await body.evaluate((area, plain) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p><img src="x" onerror="alert(1)"><script>alert(2)</script>rich</p>');
      data.setData('text/plain', plain);
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${pastedScript}`);
    await expectSaved(page, t);
    // The home page, as the preview shows it, has the article's first words; its page has the formatting.
    await expectPreview(page, t, new RegExp(`<p>${lead}${bold}\\.`));
    await expectAccessible(page, testInfo, `studio articles editor ${language}`);

    // Social links and payment links.
    const instagram = `https://instagram.com/sol${tag}`;
    const facebook = `https://www.facebook.com/sol${tag}`;
    await openSection(page, t, 'social-links');
    await page.getByLabel(t.social.instagram).fill(instagram);
    await page.getByLabel(t.social.facebook).fill(facebook);
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(instagram));

    // Contact essentials: a phone to call and the address with directions are turned on, the
    // WhatsApp button takes the number of the WhatsApp link; the e-mail is kept but not shown.
    const phone = language === 'ES' ? '+52 55 1234 5678' : '+1 312 555 0142';
    const street = language === 'ES' ? `Av. Juárez ${tag}` : `${tag} Main St`;
    const town = language === 'ES' ? 'Guadalajara' : 'Chicago';
    const privateEmail = `owner-${tag}@example.com`;
    await page.getByLabel(t.social.whatsapp, { exact: true }).fill('https://wa.me/15550102030');
    await page.getByLabel(t.contact.phone, { exact: true }).fill(phone);
    await page.getByLabel(t.contact.showPhone).check();
    await page.getByLabel(t.contact.street, { exact: true }).fill(`${street}\nCentro`);
    await page.getByLabel(t.contact.locality, { exact: true }).fill(town);
    await page.getByLabel(t.contact.category, { exact: true }).selectOption('Bakery');
    await page.getByLabel(t.contact.showAddress).check();
    await page.getByLabel(t.contact.email, { exact: true }).fill(privateEmail);
    await page.getByLabel(t.contact.whatsappButton).check();
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(`tel:${phone.replace(/[^+0-9]/g, '').replace('+', '\\+')}`));

    const payLabel = language === 'ES' ? 'Pagar un anticipo' : 'Pay a deposit';
    const payUrl = `https://pay.example.com/sol/${tag}`;
    await openSection(page, t, 'payment-links');
    await page.getByRole('button', { name: t.list.addLink }).click();
    const link = page.getByRole('group', { name: nth(t.fields.linkN, 1) });
    await link.getByLabel(t.fields.linkLabel, { exact: true }).fill(payLabel);
    await link.getByLabel(t.fields.paymentUrl).fill(payUrl);
    await expectSaved(page, t);
    await expectPreview(page, t, new RegExp(payUrl));

    // Order and visibility: services hidden, products moved above the articles.
    await backToOverview(page, t);
    await page.getByRole('checkbox', { name: labelWithDetail(t.overview.visible, d.sections.services) }).uncheck();
    await page.getByRole('button', { name: labelWithDetail(t.overview.moveUp, d.sections.products) }).click();
    await expectSaved(page, t);
    await expect(await preview(page, t)).not.toHaveAttribute('srcdoc', new RegExp(serviceName));
    await expectPreview(page, t, /id="products"[\s\S]*id="articles"/);

    // Published: the first HTML response holds all of it, in the site's language.
    await setPublished(page, language, true);
    const { html, headers } = await publicHtml(request, member.username, 200);
    expect(headers['content-language']).toBe(language === 'ES' ? 'es' : 'en');
    expect(html).toContain(`<html lang="${language === 'ES' ? 'es' : 'en'}">`);
    expect(html).toContain(`<title>${publicName} · ${businessName}</title>`);
    expect(html).toContain(`<h1>${publicName}</h1>`);
    expect(html).toContain('<meta name="theme-color" content="#2A9D8F">');
    expect(html).toContain(site.sectionTitles.hours);
    const time = (hhmm: string) => new Intl.DateTimeFormat(site.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`2000-01-01T${hhmm}:00Z`));
    expect(html).toContain(`<tr><th scope="row">${site.weekdays.monday}</th><td>${time('07:30')} – ${time('17:00')}</td></tr>`);
    expect(html).toContain(`<tr><th scope="row">${site.weekdays.tuesday}</th><td class="muted">${site.closed}</td></tr>`);
    expect(html).toContain(holidayName);
    expect(html).toContain('"opens":"07:30"');
    expect(html).toContain(`<h3>${productName}</h3><p>${productText}</p>`);
    expect(html).not.toContain(otherName);
    const otherHtml = await (await request.get(`/s/${member.username}/${other.toLowerCase()}`)).text();
    expect(otherHtml).toContain(`<h3>${otherName}</h3><p>${productText}</p>`);
    expect(html).toContain(new Intl.NumberFormat(site.locale, { style: 'currency', currency: 'USD' }).format(4.5));
    // The home page shows the article's title and first words; the article has a page of its own.
    expect(html).toContain(`>${articleTitle}</a></h3>`);
    const articlePath = decodeEntities(new RegExp(`href="([^"]+/articles/[^"]+)">${articleTitle}</a>`).exec(html)?.[1] ?? '');
    const articleHtml = await (await request.get(articlePath)).text();
    expect(articleHtml).toContain(`<h1>${articleTitle}</h1>`);
    expect(articleHtml).toContain(`${lead}<strong>${bold}</strong>.`);
    expect(articleHtml).toContain('&lt;script&gt;alert(&quot;pasted&quot;)&lt;/script&gt;');
    expect(articleHtml).not.toMatch(/onerror|<img[^>]*src="x"/i);
    expect(html).toContain(`href="${instagram}"`);
    expect(html).toContain(`<a href="tel:${phone.replace(/[^+0-9]/g, '')}" data-a="call">${site.reach.call} ${phone}</a>`);
    expect(html).toContain(`<address>${street}<br>Centro<br>${town}</address>`);
    // Search engines read the address in parts, as the business's category.
    expect(html).toContain(`"@type":"Bakery"`);
    expect(html).toContain(`"addressLocality":"${town}"`);
    expect(html).toContain(`https://wa.me/15550102030?text=${encodeURIComponent(site.reach.whatsappGreeting.replace('{name}', publicName))}`);
    expect(html).not.toContain(privateEmail);
    expect(html).toContain(`href="${facebook}"`);
    expect(html).toContain(`<a class="btn" href="${payUrl}" rel="noopener">${payLabel}</a>`);
    expect(html).not.toContain(serviceName);
    expect(html).not.toContain('id="services"');
    expect(html.indexOf('id="products"')).toBeLessThan(html.indexOf('id="articles"'));
    // The pasted markup is text on the pages, never markup: no element, no handler.
    expect(html).not.toMatch(/onerror|<img[^>]*src="x"|<script>alert/i);
    const scripts = scriptsOf(html);
    // Structured data and one inline script: the view counter and the loader that adds the
    // real-user speed beacon after the load event. Nothing else.
    expect(scripts.map((s) => s.attributes.trim())).toEqual(['type="application/ld+json"', '']);
    expect(scripts[1]?.body).toContain('/view');
    expect(scripts[1]?.body).toMatch(/"\/s\/_speed\.js(\?v=[^"]+)?"/);
    expect(scripts[1]?.body).toContain('{"endpoint":"/s/_speed","route":"/s/:site","rate":"1"}');
    expect(scripts.some((s) => s.body.includes('alert('))).toBe(false);

    // The cover arrived cut to 16:9 and at most 1600 px wide, cropped and resized before it was sent, by the app's own code.
    const coverUrl = decodeEntities(/<img src="([^"]+)"[^>]*fetchpriority="high"/.exec(html)?.[1] ?? '');
    expect(coverUrl).toContain(`vMember%2F${member.uid}%2Fsite%2F`);
    const coverResponse = await request.get(coverUrl);
    expect(coverResponse.ok()).toBe(true);
    expect(pngSize(await coverResponse.body())).toEqual({ width: 1600, height: 900 });
    expect(compressionLibrary.length).toBeGreaterThan(0);
    expect(new Set(compressionLibrary)).toEqual(new Set([new URL(baseURL ?? '').host]));

    // The same page in a browser: the content is there, the pasted text shows as text.
    const { page: visit, dialogs } = await visitor(browser, testInfo, baseURL, language);
    const opened = await visit.goto(`/s/${member.username}`);
    expect(opened?.status()).toBe(200);
    await expect(visit.getByRole('heading', { level: 1, name: publicName })).toBeVisible();
    await expect(visit.getByRole('link', { name: payLabel })).toHaveAttribute('href', payUrl);
    // On the cover, where a phone's thumb is: call and get directions.
    await expect(visit.locator('.hero').getByRole('link', { name: site.reach.call, exact: true })).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
    await expect(visit.locator('.hero').getByRole('link', { name: site.reach.directions })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(visit.getByRole('heading', { level: 2, name: site.sectionTitles.hours })).toBeVisible();
    await expect(visit.getByText(pastedScript)).toBeVisible();
    await expect(visit.locator('img[onerror]')).toHaveCount(0);
    // The view counter (inline) and the speed beacon (its own script), nothing pasted.
    await expect(visit.locator('script:not([type])')).toHaveCount(2);
    await expect(visit.locator('script:not([type])[src^="/s/_speed.js"]')).toHaveCount(1);
    expect(dialogs).toEqual([]);
    await visit.context().close();

    // Unpublished: the same address is a 404 page, to the server and to a visitor.
    await setPublished(page, language, false);
    const gone = await publicHtml(request, member.username, 404);
    expect(gone.html).toContain(NOT_FOUND_STRINGS.EN.title);
    expect(gone.html).toContain(NOT_FOUND_STRINGS.ES.title);
    expect(gone.html).not.toContain(publicName);
    const { page: later } = await visitor(browser, testInfo, baseURL);
    const notFound = await later.goto(`/s/${member.username}`);
    expect(notFound?.status()).toBe(404);
    await expect(later.getByRole('heading', { level: 1, name: NOT_FOUND_STRINGS.EN.title })).toBeVisible();
    await later.context().close();
  });
}

// ---- Bad input ------------------------------------------------------------------------------

// As above, one language per size.
test('bad links and broken pictures get a translated message; what was saved survives a reload and stays public', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const { studio: t } = TEXT[language];
  const tag = Date.now().toString(36);
  const member = await createEliteMember(`studio-bad-${language.toLowerCase()}`);
  await useLanguage(page, language);
  await signIn(page, member, language);
  // A new member's site is published from sign-up.
  await page.goto('/dashboard/website-studio');
  await expect(page.getByText(TEXT[language].dashboard.myWeb.published)).toBeVisible();

  // What is saved first.
  const payUrl = `https://pay.example.com/sol/${tag}`;
  await openSection(page, t, 'payment-links');
  await page.getByRole('button', { name: t.list.addLink }).click();
  const link = page.getByRole('group', { name: nth(t.fields.linkN, 1) });
  await link.getByLabel(t.fields.linkLabel).fill('Pay');
  await link.getByLabel(t.fields.paymentUrl).fill(payUrl);
  await expectSaved(page, t);

  const instagram = `https://instagram.com/sol${tag}`;
  await openSection(page, t, 'social-links');
  await page.getByLabel(t.social.instagram).fill(instagram);
  await expectSaved(page, t);

  await openSection(page, t, 'styles');
  const cover = page.getByLabel(t.fields.coverPicture);
  await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(64, 32, [200, 80, 40]) });
  await page.getByRole('dialog', { name: t.crop.title }).getByRole('button', { name: t.crop.whole }).click();
  const coverField = page.locator('.image-field', { has: cover });
  const coverThumb = coverField.locator('img');
  await expect(coverThumb).toHaveAttribute('src', new RegExp(`vMember%2F${member.uid}%2Fsite%2F`), { timeout: 30_000 });
  await expectSaved(page, t);
  const savedCover = String(await coverThumb.getAttribute('src'));

  // Pictures: a file over 5 MB, and a PNG the browser cannot decode.
  await cover.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png(8, 8, [0, 0, 0]), Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(coverField.getByText(withLimits(t.image.errors.fileTooLarge))).toBeVisible();
  await cover.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a picture'.repeat(20))]) });
  // Its first bytes pass for a PNG, so it is offered to be cropped; sent whole, the upload finds it is not one.
  await page.getByRole('dialog', { name: t.crop.title }).getByRole('button', { name: t.crop.whole }).click();
  await expect(coverField.getByText(t.image.errors.contentMismatch)).toBeVisible({ timeout: 30_000 });
  await expect(coverThumb).toHaveAttribute('src', savedCover);
  await page.reload();
  await expect(page.getByLabel(t.fields.coverPicture)).toBeVisible();
  await expect(page.locator('.image-field', { has: page.getByLabel(t.fields.coverPicture) }).locator('img')).toHaveAttribute('src', savedCover);
  expect((await storedMember(member.uid))?.coverPicture).toBe(savedCover);

  // Links: a javascript: payment link and a profile on another site than the network's.
  await backToOverview(page, t);
  await openSection(page, t, 'payment-links');
  const url = page.getByRole('group', { name: nth(t.fields.linkN, 1) }).getByLabel(t.fields.paymentUrl);
  await expect(url).toHaveValue(payUrl);
  await url.fill('javascript:alert(document.cookie)');
  await expect(page.getByText(t.errors.unsafeUrl)).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(saveStatus(page)).toHaveText(t.status.invalid);

  await backToOverview(page, t);
  await openSection(page, t, 'social-links');
  const profile = page.getByLabel(t.social.instagram);
  await profile.fill(`https://instagram.com.evil.example/sol${tag}`);
  await expect(page.getByText(t.errors.wrongNetwork)).toBeVisible();
  await expect(saveStatus(page)).toHaveText(t.status.invalid);

  // A reload keeps the member's typing on this device, still refused, and nothing saved is lost.
  await page.reload();
  await expect(page.getByText(t.page.recovered)).toBeVisible();
  await expect(page.getByText(t.errors.wrongNetwork)).toBeVisible();
  expect(await storedSection(member.uid, 'social-links')).toEqual({ links: { instagram }, contact: NO_CONTACT });
  expect(await storedSection(member.uid, 'payment-links')).toEqual({ links: [{ id: expect.any(String), label: 'Pay', url: payUrl }] });
  const { html } = await publicHtml(request, member.username, 200);
  expect(html).toContain(`href="${instagram}"`);
  expect(html).toContain(`href="${payUrl}"`);
  expect(html).not.toMatch(/javascript:|evil\.example/i);
});
