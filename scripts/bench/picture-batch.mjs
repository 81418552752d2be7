// "Thirty phone photos at once": a signed-in member picks 30 pictures of about 3 MB (12 MP JPEGs,
// made here) for the gallery on a 412 px phone, under the dashboard bench's phone throttling
// (4× CPU slowdown, slow 4G), while the Long Tasks API records every main-thread task over 50 ms.
// The batch is timed from the pick to "30 of 30 added". In the same page, under the same
// throttling, the very bytes the batch stored (each picture resized, and its WebP copies, read
// back from the Storage emulator) are then uploaded with bare `uploadBytes`, as many pictures at
// a time as the batch sends: that is the baseline the batch's time is held to.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import jpeg from 'jpeg-js';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-runner.mjs';
import { MOBILE_CONDITIONS } from './dashboard-tap.mjs';
import { observeLongTasks } from './long-task-observer.mjs';

export const PICTURE_COUNT = 30;
/** Pictures sent at once by the batch (BATCH_PARALLEL_UPLOADS in picture-batch.machine.ts), and so by the baseline. */
export const PARALLEL = 3;
const PHOTO = { width: 4032, height: 3024, quality: 88 };
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * A 12-megapixel photo-like JPEG of about 3 MB: smooth light and shapes with sensor-like grain, so
 * the browser's resize and the copies' sizes are those of a phone photo. Made once and kept.
 */
function basePhoto(dir) {
  const file = path.join(dir, 'base.jpg');
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const { width, height, quality } = PHOTO;
  const data = Buffer.alloc(width * height * 4);
  let seed = 12345;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 20;
  };
  const clamp = (value) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y += 1) {
    const fy = y / height;
    for (let x = 0; x < width; x += 1) {
      const fx = x / width;
      const shape = Math.sin(fx * 37 + Math.sin(fy * 23) * 3) * Math.cos(fy * 29 + fx * 11);
      const n = grain();
      const i = (y * width + x) * 4;
      data[i] = clamp(120 + 80 * Math.sin(fx * 6 + fy * 2) + 40 * shape + n);
      data[i + 1] = clamp(110 + 70 * Math.cos(fy * 5) + 35 * shape + n);
      data[i + 2] = clamp(90 + 60 * Math.sin((fx + fy) * 9) - 30 * shape + n);
      data[i + 3] = 255;
    }
  }
  const bytes = jpeg.encode({ data, width, height }, quality).data;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, bytes);
  return bytes;
}

/**
 * `count` distinct files of the same photo: each carries a comment segment of its own right after
 * the JPEG's start, so no two are the same bytes while each costs the same to decode.
 */
export function photoFiles(dir, count = PICTURE_COUNT) {
  const base = basePhoto(dir);
  return Array.from({ length: count }, (_, i) => {
    const text = Buffer.from(`sitio bench photo ${i + 1}`, 'ascii');
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(text.length + 2, 2);
    const file = path.join(dir, `IMG_${String(1000 + i)}.jpg`);
    fs.writeFileSync(file, Buffer.concat([base.subarray(0, 2), comment, text, base.subarray(2)]));
    return file;
  });
}

/** The bare upload, bundled for the page: its own Firebase app, signed in as the member, on the emulators. */
async function bareUploadScript() {
  const contents = `
    import { initializeApp } from 'firebase/app';
    import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
    import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
    window.__sitioBareUpload = async ({ config, authUrl, storageHost, email, password, pictures, parallel }) => {
      const app = initializeApp(config, 'bench-bare-upload');
      const auth = getAuth(app);
      connectAuthEmulator(auth, authUrl, { disableWarnings: true });
      await signInWithEmailAndPassword(auth, email, password);
      const storage = getStorage(app);
      const [host, port] = storageHost.split(':');
      connectStorageEmulator(storage, host, Number(port));
      const blobs = await Promise.all(pictures.map((files) => Promise.all(files.map(async (file) => ({ ...file, blob: await (await fetch(file.url)).blob() })))));
      return async () => {
        const start = performance.now();
        let next = 0;
        const lane = async () => {
          while (next < blobs.length) {
            const files = blobs[next++];
            await Promise.all(files.map((file) => uploadBytes(ref(storage, file.name), file.blob, { contentType: file.contentType, contentDisposition: 'attachment', cacheControl: 'public, max-age=31536000' })));
          }
        };
        await Promise.all(Array.from({ length: parallel }, lane));
        return performance.now() - start;
      };
    };
  `;
  const result = await build({ stdin: { contents, resolveDir: ROOT, loader: 'js' }, bundle: true, format: 'iife', minify: true, write: false, logLevel: 'silent' });
  return result.outputFiles[0].text;
}

/** The files the batch stored, grouped by picture (the picture and its copies), with their bytes. */
async function storedPictures(bucket, memberId, since) {
  const [files] = await bucket.getFiles({ prefix: `vMember/${memberId}/site/` });
  const fresh = files.filter((file) => Date.parse(file.metadata.timeCreated) >= since);
  const pictures = new Map();
  for (const file of fresh) {
    const stem = file.name.replace(/-\d{3,4}\.webp$/, '').replace(/\.(png|jpe?g|webp)$/, '');
    const [bytes] = await file.download();
    pictures.set(stem, [...(pictures.get(stem) ?? []), { name: file.name, contentType: file.metadata.contentType, bytes }]);
  }
  return [...pictures.values()];
}

/**
 * Resolves to `{ batchMs, bareMs, ratio, longTasks: [ms…], pictures, files, bytes }`. `admin` is
 * `{ db, bucket }` from firebase-admin on the bench's emulators; `firebase` the app's web config;
 * `tracePath` where to write a Chrome trace of the batch (BENCH_PICTURE_TRACE).
 */
export async function measurePictureBatch({ appUrl, email, password, memberId, admin, firebase, photosDir, tracePath = null, log = () => {} }) {
  const photos = photoFiles(photosDir);
  const gallery = admin.db.collection('vMember').doc(memberId).collection('site').doc('gallery');
  const galleryBefore = (await gallery.get()).data();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const { device } = MOBILE_CONDITIONS;
    const context = await browser.newContext({
      ...device,
      // The bare upload's script and bytes are served by the bench on the app's origin, which a service worker would answer first.
      serviceWorkers: 'block',
    });
    await observeLongTasks(context);
    const page = await context.newPage();
    await page.goto(`${appUrl}/entrar?mode=signin`);
    await page.locator('#auth-email').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    // Signing in on a loaded machine can take a while; that is not what is measured.
    await page.waitForURL(/\/dashboard/, { timeout: 90_000 });
    await page.goto(`${appUrl}/dashboard/website-studio/gallery`);
    const picker = page.locator('.picture-picker input[type="file"]');
    await picker.waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(2000);
    await page.evaluate(() => document.readyState);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = async () => {
      await cdp.send('Network.emulateNetworkConditions', MOBILE_CONDITIONS.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CONDITIONS.cpuSlowdown });
    };
    const unthrottle = async () => {
      await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    };

    // The batch: from the pick to the panel's "30 of 30 added", read by an observer of the page's
    // own (no polling from here, which would be work on the measured main thread).
    const since = Date.now() - 1000;
    await throttle();
    await page.evaluate((count) => {
      window.__sitioLongTasks = [];
      window.__sitioBatch = { start: performance.now(), end: null };
      const done = new RegExp(`^${count}\\D+${count}\\b`);
      new MutationObserver((_, observer) => {
        const status = document.querySelector('.picture-picker [role="status"]');
        if (status !== null && done.test(status.textContent.trim())) {
          window.__sitioBatch.end = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, PICTURE_COUNT);
    // A Chrome trace of the batch's main thread, when asked for, to find what a long task was: the
    // timeline, each task's bounds (toplevel) and sampled JavaScript stacks (the CPU profiler),
    // which the build's source maps turn into the functions and components that ran.
    if (tracePath !== null) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    await picker.setInputFiles(photos);
    await page.waitForFunction(() => window.__sitioBatch.end !== null, null, { timeout: 20 * 60_000, polling: 2000 });
    if (tracePath !== null) await browser.stopTracing();
    const batch = await page.evaluate(() => ({ ms: window.__sitioBatch.end - window.__sitioBatch.start, start: window.__sitioBatch.start, end: window.__sitioBatch.end, tasks: window.__sitioLongTasks }));
    await unthrottle();
    const longTasks = batch.tasks.filter((task) => task.startTime >= batch.start && task.startTime <= batch.end).map((task) => Math.round(task.duration));
    log(`batch: ${Math.round(batch.ms)} ms, ${longTasks.length === 0 ? 'no long task' : `long tasks ${longTasks.join(', ')} ms`}`);

    // The same bytes, read back from Storage, uploaded bare from the same page.
    const stored = await storedPictures(admin.bucket, memberId, since);
    const files = stored.flat();
    const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    log(`stored: ${stored.length} pictures, ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB`);
    if (stored.length !== PICTURE_COUNT) throw new Error(`the batch stored ${stored.length} pictures, not ${PICTURE_COUNT}`);
    const script = await bareUploadScript();
    const served = new Map();
    await page.route(`${appUrl}/__bench/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/__bench/bare-upload.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      const file = served.get(url.pathname);
      return file ? route.fulfill({ contentType: file.contentType, body: file.bytes }) : route.fulfill({ status: 404 });
    });
    const stamp = Date.now();
    const pictures = stored.map((files, p) =>
      files.map((file, f) => {
        const url = `/__bench/file/${p}/${f}`;
        served.set(url, file);
        // New names in the same folder and shape, as a second pick would have.
        return { url, contentType: file.contentType, name: file.name.replace(/\/site\/\d+/, `/site/${stamp + p}`) };
      }),
    );
    await page.addScriptTag({ url: '/__bench/bare-upload.js' });
    await page.evaluate(
      async (options) => {
        window.__sitioBareRun = await window.__sitioBareUpload(options);
      },
      { config: firebase.config, authUrl: firebase.authUrl, storageHost: firebase.storageHost, email, password, pictures, parallel: PARALLEL },
    );
    await throttle();
    const bareMs = await page.evaluate(() => window.__sitioBareRun());
    await unthrottle();
    log(`bare uploadBytes: ${Math.round(bareMs)} ms`);
    return { batchMs: batch.ms, bareMs, ratio: batch.ms / bareMs, longTasks, pictures: stored.length, files: files.length, bytes };
  } finally {
    await browser.close();
    // The gallery as it was, so the next run has room for thirty more.
    if (galleryBefore !== undefined) await gallery.set(galleryBefore);
  }
}
