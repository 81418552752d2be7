// Pictures the way a phone takes them: a member on a 375 px phone picks twelve pictures at once
// for the gallery (one of them an iPhone HEIC picture, converted in the browser), cancels one
// while it waits its turn, watches the rest land as closed entries, opens one to describe it,
// reorders two by holding and dragging one, deletes one and undoes it, then crops a cover and sets
// its focal point; the public page then offers each picture at its narrower widths (srcset with
// the 480 px copy).
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { studio as t } from '../../src/ui/i18n/en/studio';
import { isMobile, signIn, useLanguage } from './support/app';
import { adminDb, createMember, daysFromNow, giveElitePlan } from './support/emulators';
import { png, pngSize } from './support/png';

// A real HEIC file (96 × 64, HEVC), made with libheif: the converter must decode it.
const HEIC = readFileSync(new URL('./fixtures/tiny.heic', import.meta.url));

const nth = (label: string, n: number) => label.replace('{{n}}', String(n));
const DESCRIPTION = 'A loaf on the counter';
/** Longer than the studio's hold that lifts an entry (HOLD_TO_DRAG_MS, 250 ms). */
const HOLD_MS = 400;

/**
 * Holds the mouse on `from` past the hold that lifts an entry, then moves it in small steps onto
 * `to` and lets go, as a member drags with a mouse (the same hold lifts it under a finger).
 */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (start === null || end === null) throw new Error('nothing to drag: a handle has no box');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(HOLD_MS);
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 24 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

async function createEliteMember(label: string) {
  const member = await createMember({ label, overrides: { status: true, trial: false, activeUntil: daysFromNow(-1) } });
  await giveElitePlan(member.uid);
  return { ...member, username: member.domain.slice(0, member.domain.indexOf('.')) };
}

test('a member adds twelve pictures at once on a phone, cancels one, describes one, reorders two by dragging, deletes one and undoes it, crops the cover; the public page serves their narrow widths', async ({ page, request }, testInfo) => {
  // Skipped on purpose: the flow is the phone's (375 px); the desktop runs the same code.
  // Skipped on the desktop project: picking many pictures is a phone journey; component tests cover the wide layout.
  test.skip(!isMobile(testInfo), 'a phone flow: a member picks many pictures at 375 px');
  test.setTimeout(180_000);
  const member = await createEliteMember('pictures');
  await useLanguage(page, 'EN');
  await signIn(page, member, 'EN');
  await page.goto('/dashboard/website-studio/gallery');
  const picker = page.getByLabel(t.pictures.add);
  await expect(picker).toBeVisible();
  // The HEIC converter is not part of the studio until such a picture is picked.
  const converter: string[] = [];
  page.on('request', (r) => {
    if (/heic-to/.test(r.url())) converter.push(r.url());
  });
  expect(converter).toEqual([]);

  const colours: [number, number, number][] = Array.from({ length: 11 }, (_, i) => [20 * i, 200 - 10 * i, 90]);
  // Eleven PNG pictures wider than the phone's copies, and the HEIC one among them.
  const pngs = colours.map((colour, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: png(1200, 800, colour) }));
  await picker.setInputFiles([...pngs.slice(0, 5), { name: 'IMG_0012.HEIC', mimeType: 'image/heic', buffer: HEIC }, ...pngs.slice(5)]);

  const panel = page.getByRole('region', { name: t.pictures.panel });
  await expect(panel).toBeVisible();
  // The last one picked waits while the first ones are sent (a few at a time): cancel it.
  await panel.getByRole('button', { name: t.pictures.cancelName.replace('{{name}}', 'photo-11.png') }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'photo-11.png' })).toContainText(t.pictures.cancelled);

  await expect(panel.getByRole('status')).toHaveText('11 of 11 added', { timeout: 120_000 });
  const entries = page.getByRole('group', { name: /^Image \d+$/ });
  await expect(entries).toHaveCount(11);
  expect(converter.length).toBeGreaterThan(0);
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });

  // The pictures landed closed: each shows its thumbnail, and none of their fields is in the page.
  await expect(entries.locator('img')).toHaveCount(11);
  await expect(entries.locator('input, textarea, select')).toHaveCount(0);
  // The member opens the third to describe it, then closes it again.
  const third = page.getByRole('group', { name: nth(t.fields.imageN, 3), exact: true });
  await third.getByRole('button', { name: new RegExp(`^${t.list.edit}\\s*:`) }).click();
  await third.getByLabel(t.fields.alt, { exact: true }).fill(DESCRIPTION);
  await third.getByRole('button', { name: new RegExp(`^${t.list.close}\\s*:`) }).click();
  await expect(third.locator('input')).toHaveCount(0);
  await expect(third).toContainText(DESCRIPTION);
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });

  // Reorder by dragging: the second picture, held by its handle, goes onto the first one's place.
  const entry = (n: number) => page.getByRole('group', { name: nth(t.fields.imageN, n), exact: true });
  const handle = (n: number) => page.getByRole('button', { name: t.list.drag.replace('{{label}}', nth(t.fields.imageN, n)), exact: true });
  const [firstBefore, secondBefore] = [await entry(1).locator('img').getAttribute('src'), await entry(2).locator('img').getAttribute('src')];
  await dragOnto(page, handle(2), handle(1));
  await expect(entry(1).locator('img')).toHaveAttribute('src', String(secondBefore));
  await expect(entry(2).locator('img')).toHaveAttribute('src', String(firstBefore));
  await expect(page.locator('.Toastify__toast').filter({ hasText: t.undo.moved })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });

  // Delete the first picture, then undo from the toast.
  const first = page.getByRole('group', { name: nth(t.fields.imageN, 1), exact: true });
  const firstUrl = await first.locator('img').getAttribute('src');
  await first.getByRole('button', { name: new RegExp(`^${t.list.remove}\\s*:`) }).click();
  await expect(entries).toHaveCount(10);
  // The toast of the delete, not the one the move left.
  await page.locator('.Toastify__toast').filter({ hasText: t.undo.deleted }).getByRole('button', { name: t.undo.undo }).click();
  await expect(entries).toHaveCount(11);
  await expect(page.getByRole('group', { name: nth(t.fields.imageN, 1), exact: true }).locator('img')).toHaveAttribute('src', String(firstUrl));
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });

  const stored = (await adminDb().collection('vMember').doc(member.uid).collection('site').doc('gallery').get()).data() as { images: { id: string; url: string; alt?: string }[] };
  expect(stored.images).toHaveLength(11);
  expect(stored.images[2]?.alt).toBe(DESCRIPTION);
  expect(new Set(stored.images.map((image) => image.id)).size).toBe(11);
  // Stored in the order the drag left: the picture that was second is now first.
  expect(stored.images.slice(0, 2).map((image) => image.url)).toEqual([String(secondBefore), String(firstBefore)]);

  // The cover, a picture twice as wide as tall, cropped to the shape the site shows a cover in,
  // then its focal point set by tapping the subject.
  await page.goto('/dashboard/website-studio/styles');
  const cover = page.getByLabel(t.fields.coverPicture);
  await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(2400, 1200, [42, 157, 143]) });
  const crop = page.getByRole('dialog', { name: t.crop.title });
  await crop.getByRole('button', { name: t.crop.confirm }).click();
  await expect(crop).toBeHidden({ timeout: 15_000 });
  const focus = page.getByTestId('focus-picture');
  await expect(focus.locator('img')).toHaveAttribute('src', new RegExp(`vMember%2F${member.uid}%2Fsite%2F`), { timeout: 30_000 });
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });
  const area = await focus.boundingBox();
  if (area === null) throw new Error('the focal point picture has no box');
  await focus.click({ position: { x: area.width * 0.3, y: area.height * 0.25 } });
  await expect(page.getByTestId('save-status')).toHaveText(t.status.saved, { timeout: 15_000 });
  let coverRef = '';
  await expect(async () => {
    coverRef = String((await adminDb().collection('vMember').doc(member.uid).get()).data()?.coverPicture ?? '');
    expect(coverRef).toMatch(/#w=[0-9,]*480[0-9,]*&f=\d+,\d+$/);
  }).toPass({ timeout: 15_000 });
  const [x, y] = (/&f=(\d+),(\d+)$/.exec(coverRef) ?? []).slice(1).map(Number);
  expect(Math.abs(Number(x) - 30)).toBeLessThanOrEqual(2);
  expect(Math.abs(Number(y) - 25)).toBeLessThanOrEqual(2);
  // What was stored is the cut, in the cover's 16:9, not the 2:1 picture picked.
  const storedCover = await request.get(coverRef.slice(0, coverRef.indexOf('#')));
  expect(pngSize(await storedCover.body())).toEqual({ width: 1600, height: 900 });

  // Published again, so that the public copy of the member's facts is written from the app (a
  // member made by these tests has only its record), and a visitor's phone is offered the copies.
  await page.getByRole('button', { name: t.publish.unpublish, exact: true }).click();
  await page.getByRole('button', { name: t.publish.publish, exact: true }).click();
  await expect(page.getByRole('button', { name: t.publish.unpublish, exact: true })).toBeVisible();
  let html = '';
  await expect(async () => {
    const response = await request.get(`/s/${member.username}`);
    expect(response.status()).toBe(200);
    html = await response.text();
    expect(html).toMatch(/<img[^>]+srcset="[^"]*480w/);
  }).toPass({ timeout: 15_000 });
  const withWidths = [...html.matchAll(/<img[^>]+srcset="([^"]*)"/g)].filter((m) => /480w/.test(m[1] ?? ''));
  // The ten wide PNGs have copies; the small HEIC picture is shown at its own size.
  expect(withWidths.length).toBeGreaterThanOrEqual(10);
});
