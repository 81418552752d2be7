// The Elite demo member's home page (src/public-site/demo/elite-demo-site.ts, photos in
// public/images/demo) rendered by the product's renderer twice: as it is, each photo offered in
// its stored widths (srcset/sizes), and with every reference's widths taken out, so each photo is
// served at its one stored size as every picture was before widths existed. A phone then loads
// each page, scrolled to the end so every lazy picture loads, and the image bytes it transferred
// are summed.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A 412 px phone, as Lighthouse's mobile emulation (Moto G Power): 412 × 823 at 1.75 device pixels per CSS pixel. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const NOW = Date.parse('2026-11-25T21:00:00Z');

async function load(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
}

const withoutWidths = (value) => JSON.parse(JSON.stringify(value).replace(/#w=[0-9,]+/g, ''));

/** `{ withWidths, oneSize }`: the Elite demo's home page, with and without its pictures' widths. */
export async function renderEliteDemoPages() {
  const [{ eliteDemoSiteDocuments, ELITE_DEMO_COVER }, { publicSiteModel }, { normalizeSiteContent }, { renderPublicSite }] = await Promise.all([
    load('src/public-site/demo/elite-demo-site.ts'),
    load('src/core/site/public-site-model.ts'),
    load('src/core/site/site-content.ts'),
    load('src/public-site/render/render-public-site.ts'),
  ]);
  // As the seed publishes it (scripts/seed.mjs): cover template 3, the photo in a band.
  const member = { username: 'elitede', domain: '', namePublico: 'Elite Fitness Studio', coverPicture: ELITE_DEMO_COVER, coverTemplate: 3, themeColor: '#6A1B9A', font: 'Montserrat', siteLanguage: 'EN' };
  const render = (m, documents) => renderPublicSite(publicSiteModel(m, normalizeSiteContent(documents), 'Elite'), { basePath: '', countViews: false, now: NOW }).html;
  const documents = eliteDemoSiteDocuments(NOW);
  return { withWidths: render(member, documents), oneSize: render(withoutWidths(member), withoutWidths(documents)) };
}

/** The image bytes a phone transfers loading `url` and scrolling to its end, and how many pictures. */
export async function phoneImageBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const images = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') images.push(request);
    });
    await page.goto(url, { waitUntil: 'load' });
    // Scrolled a screen at a time, so each lazy picture loads as a visitor's would.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += PHONE.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const request of images) {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    return { bytes, count: images.length, urls: images.map((request) => new URL(request.url()).pathname) };
  } finally {
    await context.close();
  }
}
