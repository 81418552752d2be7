#!/usr/bin/env node
// Draws the pictures of the Examples page: each example site's home page, in English and
// Spanish, laid out in a computer's window by the public site's own renderer and captured by
// Chromium as WebP at every width of EXAMPLE_THUMBNAIL_WIDTHS (src/public-site/demo/example-thumbnails.ts).
// Writes public/images/examples/thumbs/*.webp and sources.json (a digest of what each picture
// shows; a unit test fails when an example changes and its pictures were not drawn again).
//
// Needs Chromium (Debian's package `chromium`, or CHROME_PATH) and playwright-core, nothing from
// the network: the example's pictures are served from public/ and every other request is refused.
// The same Chromium with the same fonts draws the same bytes; the committed pictures were drawn
// with Debian's Chromium and its default fonts (DejaVu).
//
// Usage: node scripts/generate-example-thumbnails.mjs [--check]
//   --check  draw into memory and exit 1 when a stored picture differs (nothing written).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The example's pictures are addressed on this origin and answered from public/. */
const ORIGIN = 'http://example-thumbnails.invalid';
/** Near-lossless for the flat colours and small text of a web page, at a few tens of kB. */
const QUALITY = 78;
const LANGUAGES = ['EN', 'ES'];

const demo = {
  ...(await tsImport('../src/core/site/examples/example-sites.ts', import.meta.url)),
  ...(await tsImport('../src/public-site/demo/example-document.ts', import.meta.url)),
};
const thumbs = await tsImport('../src/public-site/demo/example-thumbnails.ts', import.meta.url);
const { EXAMPLE_THUMBNAIL_VIEWPORT: VIEWPORT, EXAMPLE_THUMBNAIL_WIDTHS: WIDTHS, EXAMPLE_THUMBNAIL_DIRECTORY, EXAMPLE_THUMBNAIL_SOURCES_FILE } = thumbs;
const OUT = path.join(PUBLIC, ...EXAMPLE_THUMBNAIL_DIRECTORY.split('/').filter(Boolean));
const check = process.argv.includes('--check');

const CONTENT_TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

/** Serves the example's pictures from public/ and refuses everything else. */
async function answer(route) {
  const url = new URL(route.request().url());
  if (url.origin !== ORIGIN) return route.abort();
  const file = path.join(PUBLIC, decodeURIComponent(url.pathname));
  if (!file.startsWith(PUBLIC + path.sep)) return route.abort();
  try {
    const body = await fs.readFile(file);
    return route.fulfill({ status: 200, body, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
  } catch {
    return route.fulfill({ status: 404, body: '' });
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars'] });
const sources = {};
const changed = [];
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.route('**/*', answer);
  for (const id of demo.EXAMPLE_SITE_IDS) {
    for (const language of LANGUAGES) {
      const site = demo.exampleSite(id, language, ORIGIN);
      const html = demo.exampleSiteDocument(site);
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      // Pictures below the first screen are lazy; those on it must be there before the capture.
      await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete));
      await page.evaluate(() => document.fonts.ready);
      const cdp = await context.newCDPSession(page);
      for (const width of WIDTHS) {
        const { data } = await cdp.send('Page.captureScreenshot', {
          format: 'webp',
          quality: QUALITY,
          clip: { x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height, scale: width / VIEWPORT.width },
        });
        const bytes = Buffer.from(data, 'base64');
        const name = thumbs.exampleThumbnailName(id, language, width);
        const file = path.join(OUT, name);
        const stored = await fs.readFile(file).catch(() => null);
        if (stored === null || !stored.equals(bytes)) changed.push(name);
        if (!check) {
          await fs.mkdir(OUT, { recursive: true });
          await fs.writeFile(file, bytes);
        }
        console.log(`${name}: ${(bytes.length / 1000).toFixed(1)} kB`);
      }
      await page.close();
      const text = thumbs.exampleThumbnailSource(demo.exampleSite(id, language, ''));
      sources[`${id}-${language.toLowerCase()}`] = createHash('sha256').update(text).digest('hex');
    }
  }
} finally {
  await browser.close();
}

if (check) {
  if (changed.length > 0) {
    console.error(`Drawn differently from the stored pictures: ${changed.join(', ')}`);
    process.exit(1);
  }
  console.log('The stored pictures are what Chromium draws now.');
} else {
  await fs.writeFile(path.join(OUT, EXAMPLE_THUMBNAIL_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`${changed.length} picture(s) changed.`);
}
