// A newcomer's first draft (docs/first-draft.md), timed as they live it on a phone: from the tap
// on /setup's button, with a kind of business, a town and both languages answered, to the first
// frame of My Web showing the draft's checklist ("0 of N confirmed"), which is drawn from the
// draft's own sections. Under the same mobile throttling as the dashboard's rows
// (scripts/bench/dashboard-tap.mjs): 4× CPU slowdown and slow 4G, applied only from the tap.
//
// Each run is a new member in a new browser profile: signed up at /entrar at full speed, given
// the trial the team grants (as the first-draft end-to-end test does, so /setup goes on to the
// dashboard rather than to the plans), then /setup filled and sent.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-runner.mjs';
import { MOBILE_CONDITIONS, median } from './dashboard-tap.mjs';

const TIMEOUT_MS = 60_000;
const MARKS_KEY = '__sitioDraftMarks';
const CHECKLIST = '.draft-checklist';
const DAY_MS = 24 * 60 * 60 * 1000;
const SUBMIT = 'form[aria-labelledby="setup-title"] button[type="submit"]';

/** In the page: the submit's time, and the first frame of /dashboard with the checklist drawn. */
function recordDraftMarks({ key, checklist }) {
  const read = () => JSON.parse(sessionStorage.getItem(key) || '{}');
  const mark = (name, at) => {
    const marks = read();
    if (marks[name] !== undefined) return;
    marks[name] = performance.timeOrigin + at;
    sessionStorage.setItem(key, JSON.stringify(marks));
  };
  addEventListener('submit', (event) => mark('submitAt', event.timeStamp), true);
  let left = false;
  let seen = false;
  new MutationObserver(() => {
    if (read().submitAt === undefined || location.pathname !== '/dashboard') return;
    // When /setup let go (its writes done), apart from the dashboard's own loading after it.
    if (!left) {
      left = true;
      requestAnimationFrame((start) => mark('leftAt', start));
    }
    if (seen || !document.querySelector(checklist)) return;
    seen = true;
    requestAnimationFrame((start) => mark('draftAt', start));
  }).observe(document, { childList: true, subtree: true });
}

async function marksOf(cdp) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: `JSON.parse(sessionStorage.getItem(${JSON.stringify(MARKS_KEY)}) || '{}')`, returnByValue: true }).catch(() => ({ result: {} }));
  return result.value ?? {};
}

/** Taps the middle of `selector` with touch events, as a phone sends them. */
async function tap(cdp, selector) {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return box && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null; })()`,
    returnByValue: true,
  });
  if (!result.value) throw new Error(`nothing to tap at ${selector}`);
  const touchPoints = [result.value];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A new member, signed up through /entrar in `context`, on a trial; their uid. */
async function signUpOnTrial(context, { appUrl, admin, run }) {
  const page = await context.newPage();
  const email = `bench-draft-${run}-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`${appUrl}/entrar`);
  await page.locator('#auth-name').fill(`Salon Bench ${run}`);
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-phone').fill('+1 312 555 0188');
  await page.locator('#auth-password').fill('a-good-password');
  await page.locator('button[type="submit"]:enabled').click();
  await page.waitForURL(/\/setup$/, { timeout: TIMEOUT_MS });
  const { uid } = await admin.auth.getUserByEmail(email);
  await admin.db.collection('vMember').doc(uid).update({ status: true, trial: true, activeUntil: admin.Timestamp.fromMillis(Date.now() + 10 * DAY_MS) });
  await page.close();
  return uid;
}

/** One run: a new profile, a new member, the draft timed from the tap. */
async function once(browser, options) {
  const context = await browser.newContext(MOBILE_CONDITIONS.device);
  try {
    await signUpOnTrial(context, options);
    await context.addInitScript(recordDraftMarks, { key: MARKS_KEY, checklist: CHECKLIST });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(`${options.appUrl}/setup`);
    // The record with the trial has arrived once the form shows the member's name.
    await page.waitForFunction(() => document.querySelector('#setup-name')?.value, null, { timeout: TIMEOUT_MS });
    await page.locator('#setup-type').selectOption('salon');
    await page.locator('#setup-town').fill('Pilsen');
    await page.locator('#setup-both').check();
    // A touch lands only on what is on screen: the button at the form's end is brought into view first.
    await page.locator(SUBMIT).scrollIntoViewIfNeeded();
    await cdp.send('Network.emulateNetworkConditions', MOBILE_CONDITIONS.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CONDITIONS.cpuSlowdown });
    await tap(cdp, SUBMIT);
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const marks = await marksOf(cdp);
      if (marks.draftAt !== undefined && marks.submitAt !== undefined) return { total: marks.draftAt - marks.submitAt, setup: (marks.leftAt ?? marks.draftAt) - marks.submitAt };
      if (Date.now() > deadline) throw new Error(`no draft checklist within ${TIMEOUT_MS / 1000} s of the tap (at ${page.url()})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await context.close();
  }
}

/** `runs` newcomers, each timed from /setup's tap to the draft on My Web; the median and each run. */
export async function measureFirstDraft({ appUrl, runs = 5, log = () => {} }) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  // The emulators' addresses come from the environment the bench set.
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-draft-${randomUUID()}`);
  const admin = { auth: getAuth(app), db: getFirestore(app), Timestamp };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  const results = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const measure = () => once(browser, { appUrl, admin, run });
      // Signing up on a busy machine now and then misses its wait; that is not the draft.
      const times = await measure().catch((error) => {
        log(`  first draft run ${run} did not get through (${String(error.message ?? error).split('\n')[0]}); once more`);
        return measure();
      });
      results.push({ total: Math.round(times.total), setup: Math.round(times.setup) });
      log(`  first draft run ${run}: the draft on My Web ${Math.round(times.total)} ms after the tap (/setup done after ${Math.round(times.setup)} ms)`);
    }
    return { draftMs: median(results.map((r) => r.total)), setupMs: median(results.map((r) => r.setup)), runs: results.map((r) => r.total), setupRuns: results.map((r) => r.setup) };
  } finally {
    await browser.close();
    await deleteApp(app);
  }
}
