// Makes the Elite demo site's photos (public/images/demo): each of the gym's illustrations
// (public/images/examples/fitness-*.svg) drawn at 1600 px wide with a photo's grain, stored as a
// JPEG (the picture itself) and WebP copies 480 and 960 px wide, named as an upload's copies are
// (src/core/site/image-widths.ts). The grain makes them weigh what photos weigh, so the demo and
// the bench's image row measure what a member's photos cost. Run it again only to change them:
//   node scripts/make-demo-photos.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'public', 'images', 'examples');
const TARGET = path.join(ROOT, 'public', 'images', 'demo');
export const DEMO_PHOTOS = ['fitness-cover', 'fitness-kettlebells', 'fitness-rowers', 'fitness-mobility', 'fitness-pullup'];
const WIDTH = 1600;
const COPY_WIDTHS = [480, 960];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  fs.mkdirSync(TARGET, { recursive: true });
  for (const name of DEMO_PHOTOS) {
    const svg = fs.readFileSync(path.join(SOURCE, `${name}.svg`), 'utf8');
    const files = await page.evaluate(
      async ({ svg, width, copyWidths }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const height = Math.round((width * image.naturalHeight) / image.naturalWidth);
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0, width, height);
        // A photo's grain and light: seeded noise, so the files are the same on every run.
        const pixels = context.getImageData(0, 0, width, height);
        let seed = 7;
        const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const y = Math.floor(i / 4 / width);
          const light = 1.08 - (0.22 * y) / height;
          const grain = (random() - 0.5) * 16;
          for (let c = 0; c < 3; c += 1) pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c] * light + grain));
        }
        context.putImageData(pixels, 0, 0);
        const bytes = async (blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));
        const out = { own: await bytes(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.6 })), copies: {} };
        for (const copyWidth of copyWidths) {
          const copy = new OffscreenCanvas(copyWidth, Math.round((copyWidth * height) / width));
          const copyContext = copy.getContext('2d');
          copyContext.imageSmoothingQuality = 'high';
          copyContext.drawImage(canvas, 0, 0, copy.width, copy.height);
          out.copies[copyWidth] = await bytes(await copy.convertToBlob({ type: 'image/webp', quality: 0.72 }));
        }
        return out;
      },
      { svg, width: WIDTH, copyWidths: COPY_WIDTHS },
    );
    fs.writeFileSync(path.join(TARGET, `${name}.jpg`), Buffer.from(files.own));
    for (const [copyWidth, copyBytes] of Object.entries(files.copies)) fs.writeFileSync(path.join(TARGET, `${name}-${copyWidth}.webp`), Buffer.from(copyBytes));
    console.log(`${name}: ${files.own.length} B at ${WIDTH} px, ${Object.entries(files.copies).map(([w, b]) => `${b.length} B at ${w}`).join(', ')}`);
  }
} finally {
  await browser.close();
}
