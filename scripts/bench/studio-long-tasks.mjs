// "No long task over 50 ms while editing": a signed-in member types in a studio field,
// reorders a list and adds a picture, under the same 4× CPU slowdown as the dashboard bench, while
// the Long Tasks API records every task of the page's main thread longer than 50 ms. Only tasks
// that start during an action (or the second after it, while saving and the preview settle) count;
// loading the page is measured elsewhere.
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-runner.mjs';
import { observeLongTasks } from './long-task-observer.mjs';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1000;
const START_NAME = 'Sourdough bread';

/** A small solid PNG, as a member's photo would be after the browser resized it. */
function png(width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x80);
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A finger's tap in the middle of the element, as the phone sends it: touch, pointer and mouse
 * events, focus and click. Playwright's `click()` would also run its own actionability checks
 * inside the page (hit-target listeners, `elementsFromPoint`), work no phone does, inside the
 * very task being measured; the element's box is read through the protocol instead.
 */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  let box = await locator.boundingBox();
  if (box === null) throw new Error('nothing to tap: the element has no box');
  const middle = (of) => [of.x + of.width / 2, of.y + of.height / 2];
  // In view may still be under the fixed bottom bar; a finger would scroll it clear first.
  const reachable = (of) => locator.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x, y)), middle(of));
  if (!(await reachable(box))) {
    await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    box = await locator.boundingBox();
    if (box === null || !(await reachable(box))) throw new Error('nothing to tap: the element is covered');
  }
  const [x, y] = middle(box);
  await page.touchscreen.tap(x, y);
}

async function during(page, action) {
  await page.evaluate(() => {
    window.__sitioLongTasks = [];
    window.__sitioActionStart = performance.now();
  });
  await action();
  await page.waitForTimeout(SETTLE_MS);
  // An entry arrives after its task ended: one that began before the action (the tail of a save,
  // the bench's own call that marked the start) is not the action's.
  return page.evaluate(() => window.__sitioLongTasks.filter((task) => task.startTime >= window.__sitioActionStart).map((task) => Math.round(task.duration)));
}

/**
 * Playwright runs a script of its own in the page the first time a test calls into a freshly
 * loaded document; compiled under the slowdown, that alone can take 50 ms. Done before the
 * slowdown starts, it is not counted as the studio's.
 */
async function warmUp(page) {
  await page.evaluate(() => document.readyState);
  await page.locator('body').evaluate((body) => body.childElementCount);
}

/** Resolves to `{ actions: [{ name, tasks: [ms…] }], longest, count }`. */
export async function measureStudioLongTasks({ appUrl, email, password, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await observeLongTasks(context);
    const page = await context.newPage();
    await page.goto(`${appUrl}/entrar?mode=signin`);
    await page.locator('#auth-email').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });

    const cdp = await context.newCDPSession(page);
    const actions = [];
    const record = async (name, action) => {
      const tasks = await during(page, action);
      actions.push({ name, tasks });
      log(`  ${name}: ${tasks.length === 0 ? 'no long task' : `long tasks ${tasks.join(', ')} ms`}`);
    };

    await page.goto(`${appUrl}/dashboard/website-studio/services`);
    const addService = page.locator('.list-field > button.button').last();
    await addService.waitFor({ state: 'visible', timeout: 30_000 });
    // Three services to reorder (added unthrottled: setting up is not what is measured).
    while ((await page.locator('.list-field__item').count()) < 3) await addService.click();
    // A longer list's entries are drawn closed: all are opened, so the row edits and reorders the
    // same page it always has (every entry's fields in it), the heavier case.
    const closed = page.locator('.list-field__toggle[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const firstText = page.locator('.list-field__item input[type="text"], .list-field__item input:not([type])').first();
    await firstText.waitFor({ state: 'visible', timeout: 30_000 });
    // Every run types into the same name, so runs after the first measure the same edit.
    await firstText.fill(START_NAME);
    await page.waitForTimeout(2000);
    await warmUp(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const typed = ' fresh every morning, all day';
    await record('typing 40 characters', async () => {
      await tap(page, firstText);
      await page.keyboard.type(typed, { delay: 60 });
    });
    // A tap that missed the field would type into nothing and measure nothing.
    if (!(await firstText.inputValue()).endsWith(typed)) throw new Error('the studio row typed, but the field did not get the text');
    const names = () => page.locator('.list-field__item input[type="text"], .list-field__item input:not([type])').evaluateAll((inputs) => inputs.map((input) => input.value));
    const before = await names();
    await record('reordering a list three times', async () => {
      for (let i = 0; i < 3; i += 1) {
        await tap(page, page.locator('.list-field__actions button:not([disabled])').filter({ hasText: /move down|bajar/i }).first());
        await page.waitForTimeout(150);
      }
    });
    if (JSON.stringify(await names()) === JSON.stringify(before)) throw new Error('the studio row tapped "move down", but the list kept its order');

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${appUrl}/dashboard/website-studio/gallery`);
    const add = page.locator('.list-field > button.button').last();
    await add.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(2000);
    await warmUp(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const pictures = await page.locator('.list-field__item').count();
    await record('adding a picture', async () => {
      await tap(page, add);
      await page.locator('.list-field__item').nth(pictures).waitFor({ state: 'attached', timeout: 30_000 });
      await page.locator('.list-field__item input[type="file"]').last().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(1200, 800) });
      await page.locator('.list-field__item .image-field__thumb').last().waitFor({ state: 'visible', timeout: 30_000 });
    });
    const all = actions.flatMap((action) => action.tasks);
    return { actions, count: all.length, longest: all.length === 0 ? 0 : Math.max(...all) };
  } finally {
    await browser.close();
  }
}
