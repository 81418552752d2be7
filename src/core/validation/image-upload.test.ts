import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageUploadCandidate } from './image-upload';
import { MAX_IMAGE_BYTES, imagePreparationError, sniffImageType, validateImageUpload } from './image-upload';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script>');
const SVG = new TextEncoder().encode('<svg onload="alert(1)">');

const png: ImageUploadCandidate = { name: 'photo.png', type: 'image/png', size: 1000, firstBytes: PNG };

describe('validateImageUpload', () => {
  it.each([
    [png, 'image/png'],
    [{ name: 'photo.JPG', type: 'image/jpeg', size: 1000, firstBytes: JPEG }, 'image/jpeg'],
    [{ name: 'photo.jpeg', type: 'IMAGE/JPEG', size: 1000, firstBytes: JPEG }, 'image/jpeg'],
    [{ name: 'photo.webp', type: 'image/webp', size: 1000, firstBytes: WEBP }, 'image/webp'],
    [{ name: 'photo.png', type: 'image/png', size: MAX_IMAGE_BYTES }, 'image/png'],
  ])('accepts %j', (file, mimeType) => {
    expect(validateImageUpload(file)).toEqual({ ok: true, mimeType });
  });

  it.each([
    ['a 0-byte file', { ...png, size: 0 }, 'empty-file'],
    ['a negative size', { ...png, size: -1 }, 'empty-file'],
    ['a NaN size', { ...png, size: Number.NaN }, 'empty-file'],
    ['a 50 MB upload', { ...png, size: 50 * 1024 * 1024 }, 'file-too-large'],
    ['one byte over 5 MB', { ...png, size: MAX_IMAGE_BYTES + 1 }, 'file-too-large'],
    ['an SVG', { name: 'logo.svg', type: 'image/svg+xml', size: 100, firstBytes: SVG }, 'unsupported-type'],
    ['an SVG declared as png', { name: 'logo.png', type: 'image/png', size: 100, firstBytes: SVG }, 'content-mismatch'],
    ['an HTML file named .png', { name: 'page.png', type: 'image/png', size: 100, firstBytes: HTML }, 'content-mismatch'],
    ['an HTML file', { name: 'page.html', type: 'text/html', size: 100 }, 'unsupported-type'],
    ['a GIF', { name: 'anim.gif', type: 'image/gif', size: 100 }, 'unsupported-type'],
    ['no extension', { name: 'photo', type: 'image/png', size: 100 }, 'unsupported-type'],
    ['an extension that disagrees with the type', { name: 'photo.jpg', type: 'image/png', size: 100 }, 'content-mismatch'],
    ['JPEG bytes declared as PNG', { ...png, firstBytes: JPEG }, 'content-mismatch'],
    ['too few bytes to recognise', { ...png, firstBytes: PNG.slice(0, 4) }, 'content-mismatch'],
    ['a name with ../', { ...png, name: '../../etc/passwd.png' }, 'invalid-file-name'],
    ['a name with ..\\', { ...png, name: '..\\secret.png' }, 'invalid-file-name'],
    ['a name with NUL', { ...png, name: 'photo.png\u0000.html' }, 'invalid-file-name'],
    ['an empty name', { ...png, name: '' }, 'invalid-file-name'],
    ['a 300-character name', { ...png, name: `${'a'.repeat(296)}.png` }, 'invalid-file-name'],
  ] as const)('refuses %s', (_label, file, error) => {
    expect(validateImageUpload(file)).toEqual({ ok: false, error });
  });

  it('never accepts a file whose bytes are not the declared image type', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), fc.constantFrom('image/png', 'image/jpeg', 'image/webp'), (bytes, type) => {
        const ext = type.split('/')[1] ?? '';
        const result = validateImageUpload({ name: `x.${ext}`, type, size: 10, firstBytes: bytes });
        expect(result.ok).toBe(sniffImageType(bytes) === type);
      }),
    );
  });

  it('never accepts a size outside 1 byte to 5 MB', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: MAX_IMAGE_BYTES + 1 }), fc.double()), (size) => {
        const result = validateImageUpload({ ...png, size });
        expect(result.ok).toBe(size > 0 && size <= MAX_IMAGE_BYTES);
      }),
    );
  });
});

describe('imagePreparationError', () => {
  it('reports an image the browser cannot decode as not the image it claims, and one it cannot shrink as too large', () => {
    expect(imagePreparationError('undecodable')).toBe('content-mismatch');
    expect(imagePreparationError('too-large')).toBe('file-too-large');
  });
});
