// Settings (spec sections 3, 4 and 7): a new profile picture goes through the browser's resize
// and the file-storage port, and the member record's picture URL changes to the upload.
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { dashboard as dashboardEn } from '../../src/ui/i18n/en/dashboard';
import { dashboard as dashboardEs } from '../../src/ui/i18n/es/dashboard';
import { expectAccessible, isMobile, signIn, useLanguage, type Language } from './support/app';
import { createMember, readMember } from './support/emulators';

const TEXT = { EN: dashboardEn, ES: dashboardEs } as const;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `size` × `size` pixels of one RGB colour. */
function png(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

// Desktop in English, phone in Spanish.
test('a new profile picture is uploaded and becomes the member picture', async ({ page }, testInfo) => {
  const language: Language = isMobile(testInfo) ? 'ES' : 'EN';
  const t = TEXT[language];
  await useLanguage(page, language);
  const member = await createMember({ label: 'picture', fullAccess: true });
  const before = (await readMember(member.uid))?.picture;
  await signIn(page, member, language);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: t.settings.title })).toBeVisible();
  await expectAccessible(page, testInfo, `settings ${language}`);
  const preview = page.getByRole('img', { name: t.settings.pictureAlt });
  const shownBefore = await preview.getAttribute('src');

  await page.getByLabel(t.settings.pictureUpload).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(64, [31, 111, 235]) });
  await expect(page.getByText(t.settings.pictureSaved)).toBeVisible({ timeout: 20_000 });

  await expect(preview).not.toHaveAttribute('src', shownBefore ?? '');
  const after = (await readMember(member.uid))?.picture;
  expect(after).not.toBe(before);
  expect(String(after)).toContain(encodeURIComponent(`vMember/${member.uid}/profilePicture/`));
  await expect(preview).toHaveAttribute('src', String(after));
});
