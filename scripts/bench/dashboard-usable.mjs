// "Dashboard usable ≤ 2.5 s cold, ≤ 1 s on a repeat visit": time from navigation start until the
// frame that draws a signed-in member's dashboard navigation (with the member's page: the screen
// saved on the device, or the app's own), and apart, until the app's own, cold (no HTTP cache, no service worker and
// none of its files) and on the visit after (the service worker's files, no HTTP cache), under the same mobile conditions
// as Lighthouse's mobile preset (Moto G Power viewport, 4× CPU slowdown, slow-4G network applied
// by DevTools: 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up). Lighthouse itself
// cannot sign in, and its simulated TTI never settles while Firestore keeps its listen channel
// open, so the page is driven by Playwright with the throttling Lighthouse would apply.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-runner.mjs';

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
// The desktop sidebar or, at mobile widths, the bottom navigation: the dashboard is usable once
// the member can move around it.
const NAVIGATION = '.sidebar, .mobile-bottom-nav';
const LIVE_DASHBOARD = '[data-testid="dashboard"]';
/** src/adapters/browser/dashboard-snapshot.local-storage.ts */
const SAVED_SCREEN_KEY = 'sitio.dashboard.screen';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The two frames the init script records, once the app has drawn its own navigation. Asked
 * through DevTools' own evaluation: Playwright's waiting helpers first put a script of their own
 * into the page, which took about 280 ms of the throttled main thread in the middle of loading.
 */
async function whenAppTookOver(cdp) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__sitioAppAt === undefined ? null : { usableAt: window.__sitioUsableAt, appAt: window.__sitioAppAt }',
      returnByValue: true,
    });
    if (result.value) return result.value;
    if (Date.now() > deadline) throw new Error('the app did not draw its navigation within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sign-in page, filled and sent; what it shows when the dashboard does not follow. */
async function trySignIn(context, { appUrl, email, password }) {
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}/entrar?mode=signin`);
    await page.locator('#auth-email').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await page.locator(NAVIGATION).first().waitFor({ state: 'visible', timeout: 30_000 });
    // As after any visit: the live dashboard has saved what the next one draws first (its
    // snapshot and, in a build, that screen's markup).
    await page.locator(LIVE_DASHBOARD).waitFor({ timeout: 30_000 });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVED_SCREEN_KEY, { timeout: 30_000 });
    return null;
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
    return `${error instanceof Error ? error.message.split('\n')[0] : String(error)} at ${page.url()}${alerts.length > 0 ? `; the page says: ${alerts.join(' / ')}` : ''}`;
  } finally {
    await page.close();
  }
}

/**
 * Signs the member in on this browser context, as a member would before the visits measured.
 * A machine busy with the runs before can miss the first try; a second one says nothing about
 * the dashboard's speed, which is measured afterwards.
 */
async function signInOnce(context, options) {
  const first = await trySignIn(context, options);
  if (first === null) return;
  options.log(`  dashboard: signing in failed once (${first}); trying again`);
  const second = await trySignIn(context, options);
  if (second !== null) throw new Error(`signing in failed twice: ${second}`);
}

export async function measureDashboardUsable({ appUrl, email, password, runs = 3, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const context = await browser.newContext(MOBILE);
    // Records the frame that first draws the navigation, from navigation start: once it has a box,
    // the next animation frame, which waits for the styles that hold the first paint. That first
    // navigation may be the screen saved on the device, drawn before any script; the frame that
    // first draws a navigation React rendered is when the app has taken over.
    await context.addInitScript((selector) => {
      const rendered = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      let seen = false;
      let app = false;
      const check = () => {
        const element = document.querySelector(selector);
        if (!element || element.getBoundingClientRect().height === 0) return;
        if (!seen) {
          seen = true;
          requestAnimationFrame((frameStart) => {
            window.__sitioUsableAt = frameStart;
          });
        }
        if (!app && rendered(element)) {
          app = true;
          requestAnimationFrame((frameStart) => {
            window.__sitioAppAt = frameStart;
          });
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    }, NAVIGATION);

    await signInOnce(context, { appUrl, email, password, log });

    const cold = [];
    const repeat = [];
    const coldApp = [];
    const repeatApp = [];
    let scriptGzip = 0;
    /** Opens /dashboard under the throttling; answers when its navigation was on screen. */
    const visit = async (prepare, collectScripts) => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await prepare(cdp);
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const scripts = [];
      if (collectScripts) {
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => zlib.gzipSync(body, { level: 6 }).length).catch(() => 0));
        });
      }
      await page.goto(`${appUrl}/dashboard`, { waitUntil: 'commit' });
      const { usableAt, appAt } = await whenAppTookOver(cdp);
      // What the app's first screen needed: the scripts fetched until it drew its navigation (the
      // Firestore SDK and what else loads after it are not part of it).
      const firstScreenScripts = scripts.length;
      if (!page.url().includes('/dashboard')) throw new Error(`the dashboard redirected to ${page.url()}: is the demo member signed in?`);
      // The service worker installs after the load event: the repeat visit needs it active.
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForLoadState('load', { timeout: 30_000 }).catch(() => {});
      if (collectScripts) {
        scriptGzip = (await Promise.all(scripts.slice(0, firstScreenScripts))).reduce((sum, size) => sum + size, 0);
      }
      await page.evaluate(() => ('serviceWorker' in navigator ? navigator.serviceWorker.ready.then(() => undefined) : undefined)).catch(() => {});
      await page.close();
      return { usableAt, appAt };
    };
    const origin = new URL(appUrl).origin;
    for (let i = 0; i < runs; i += 1) {
      // Cold: nothing of the app on the device (no HTTP cache, no service worker, no cached
      // files); the member stays signed in and the dashboard's snapshot stays, as after any visit.
      const coldVisit = await visit(async (cdp) => {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await cdp.send('Network.clearBrowserCache');
      }, i === 0);
      // Repeat: the next visit, with what the first one left (the service worker's files).
      const repeatVisit = await visit(async (cdp) => cdp.send('Network.clearBrowserCache'), false);
      cold.push(coldVisit.usableAt);
      coldApp.push(coldVisit.appAt);
      repeat.push(repeatVisit.usableAt);
      repeatApp.push(repeatVisit.appAt);
      log(
        `  dashboard run ${i + 1}: navigation on screen after ${Math.round(coldVisit.usableAt)} ms cold, ${Math.round(repeatVisit.usableAt)} ms on the repeat visit; ` +
          `the app took over after ${Math.round(coldVisit.appAt)} and ${Math.round(repeatVisit.appAt)} ms`,
      );
    }
    return {
      usableMs: median(cold),
      runsMs: cold.map(Math.round),
      repeatMs: median(repeat),
      repeatRunsMs: repeat.map(Math.round),
      appMs: median(coldApp),
      repeatAppMs: median(repeatApp),
      scriptGzip,
    };
  } finally {
    await browser.close();
  }
}
