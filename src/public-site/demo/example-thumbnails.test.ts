import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../core/member/member-record';
import { EXAMPLE_SITE_IDS, exampleSite } from '../../core/site/examples/example-sites';
import {
  EXAMPLE_THUMBNAIL_DIRECTORY,
  EXAMPLE_THUMBNAIL_SOURCES_FILE,
  EXAMPLE_THUMBNAIL_VIEWPORT,
  EXAMPLE_THUMBNAIL_WIDTHS,
  exampleThumbnail,
  exampleThumbnailHeight,
  exampleThumbnailName,
  exampleThumbnailSource,
} from './example-thumbnails';

const LANGUAGES: readonly SiteLanguage[] = ['EN', 'ES'];
const PUBLIC_DIR = path.resolve(__dirname, '../../../public');
const THUMBS_DIR = path.join(PUBLIC_DIR, ...EXAMPLE_THUMBNAIL_DIRECTORY.split('/').filter(Boolean));
const REGENERATE = 'draw them again with `node scripts/generate-example-thumbnails.mjs`';

/** Width and height of a WebP file, read from its header (lossy VP8 or lossless VP8L). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`Unknown WebP chunk ${chunk}`);
}

describe('example thumbnails', () => {
  it('exist for every example, language and width, as small WebP pictures of the computer window (4:3)', () => {
    for (const id of EXAMPLE_SITE_IDS) {
      for (const language of LANGUAGES) {
        for (const width of EXAMPLE_THUMBNAIL_WIDTHS) {
          const name = exampleThumbnailName(id, language, width);
          const bytes = readFileSync(path.join(THUMBS_DIR, name));
          expect(webpSize(bytes), name).toEqual({ width, height: exampleThumbnailHeight(width) });
          expect(bytes.length, `${name} stays small`).toBeLessThan(width * 60);
        }
      }
    }
    expect(exampleThumbnailHeight(800) / 800).toBe(EXAMPLE_THUMBNAIL_VIEWPORT.height / EXAMPLE_THUMBNAIL_VIEWPORT.width);
  });

  it('were drawn from the examples as they are now', () => {
    const recorded = JSON.parse(readFileSync(path.join(THUMBS_DIR, EXAMPLE_THUMBNAIL_SOURCES_FILE), 'utf8')) as Record<string, string>;
    const expected: Record<string, string> = {};
    for (const id of EXAMPLE_SITE_IDS) {
      for (const language of LANGUAGES) {
        expected[`${id}-${language.toLowerCase()}`] = createHash('sha256').update(exampleThumbnailSource(exampleSite(id, language, ''))).digest('hex');
      }
    }
    expect(recorded, `An example changed since its pictures were drawn: ${REGENERATE}`).toEqual(expected);
  });

  it('are offered to the page per language, every width in the srcset, the largest as src', () => {
    const es = exampleThumbnail('bakery', 'ES');
    expect(es).toEqual({
      src: '/images/examples/thumbs/bakery-es-800.webp',
      srcSet: '/images/examples/thumbs/bakery-es-400.webp 400w, /images/examples/thumbs/bakery-es-800.webp 800w',
      width: 800,
      height: 600,
    });
    expect(exampleThumbnail('bakery', 'EN').src).toBe('/images/examples/thumbs/bakery-en-800.webp');
  });

  it('record what each picture shows, so each language has its own', () => {
    const site = exampleSite('garden', 'EN', '');
    expect(exampleThumbnailSource(site)).toContain(site.name);
    expect(exampleThumbnailSource(site)).not.toBe(exampleThumbnailSource(exampleSite('garden', 'ES', '')));
  });
});
