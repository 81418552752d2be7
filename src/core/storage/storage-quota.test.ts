import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA, fileKeyOf, fitsQuota, isReferenced, memberFileOf, removedUploadNotice, shouldPrune, uploadVerdict } from './storage-quota';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

describe('storage quota', () => {
  it('lets a file in while both the count and the bytes stay within the limits', () => {
    expect(fitsQuota({ files: 0, bytes: 0 }, 1)).toBe(true);
    expect(fitsQuota({ files: STORAGE_QUOTA.files - 1, bytes: 0 }, 1)).toBe(true);
    expect(fitsQuota({ files: STORAGE_QUOTA.files, bytes: 0 }, 1)).toBe(false);
    expect(fitsQuota({ files: 1, bytes: STORAGE_QUOTA.bytes }, 1)).toBe(false);
    fc.assert(
      fc.property(fc.nat(STORAGE_QUOTA.files * 2), fc.nat(STORAGE_QUOTA.bytes * 2), fc.nat(5_000_000), (files, bytes, size) => {
        if (fitsQuota({ files, bytes }, size)) {
          expect(files + 1).toBeLessThanOrEqual(STORAGE_QUOTA.files);
          expect(bytes + size).toBeLessThanOrEqual(STORAGE_QUOTA.bytes);
        }
      }),
    );
  });

  it('prunes from 80 % of either limit', () => {
    expect(shouldPrune({ files: STORAGE_QUOTA.files * 0.8, bytes: 0 })).toBe(true);
    expect(shouldPrune({ files: 0, bytes: STORAGE_QUOTA.bytes * 0.8 })).toBe(true);
    expect(shouldPrune({ files: STORAGE_QUOTA.files * 0.5, bytes: STORAGE_QUOTA.bytes * 0.5 })).toBe(false);
  });
});

describe('member files', () => {
  it('reads the member and folder of the product own objects only', () => {
    expect(memberFileOf('vMember/abc_1/site/1700000000000.webp')).toEqual({ memberId: 'abc_1', folder: 'site', fileName: '1700000000000.webp' });
    expect(memberFileOf('vMember/abc/profilePicture/17')).toEqual({ memberId: 'abc', folder: 'profilePicture', fileName: '17' });
    for (const name of ['vMember/abc/site/x.html', 'vMember/../site/1', 'other/abc/site/1', 'vMember/abc/site/1/2']) expect(memberFileOf(name)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(fileKeyOf(name)).not.toContain("/");
      }),
    );
  });

  it('tells a used picture from an unused one by its name in saved download URLs', () => {
    const name = 'vMember/abc/site/1700';
    expect(isReferenced(name, `{"picture":"https://x/o/${encodeURIComponent(name)}?alt=media"}`)).toBe(true);
    expect(isReferenced(name, '{"picture":"https://x/o/vMember%2Fabc%2Fsite%2F1701?alt=media"}')).toBe(false);
  });

  it('keeps a picture\'s copies at smaller widths while the picture is used, and only then', () => {
    const saved = `{"url":"https://x/o/${encodeURIComponent('vMember/abc/site/1700')}?alt=media&token=t#w=480,960,1600"}`;
    expect(isReferenced('vMember/abc/site/1700-480.webp', saved)).toBe(true);
    expect(isReferenced('vMember/abc/site/1700-960.webp', saved)).toBe(true);
    expect(isReferenced('vMember/abc/site/1701-480.webp', saved)).toBe(false);
    expect(memberFileOf('vMember/abc/site/1700-480.webp')).toEqual({ memberId: 'abc', folder: 'site', fileName: '1700-480.webp' });
  });
});

describe('uploadVerdict', () => {
  it('keeps a picture whose bytes are its declared type, removes anything else', () => {
    expect(uploadVerdict('image/png', new Uint8Array(PNG))).toEqual({ kind: 'keep', type: 'image/png' });
    expect(uploadVerdict('image/jpeg', new Uint8Array(JPEG))).toEqual({ kind: 'keep', type: 'image/jpeg' });
    expect(uploadVerdict('image/webp', new Uint8Array(WEBP))).toEqual({ kind: 'keep', type: 'image/webp' });
    expect(uploadVerdict('image/png', new Uint8Array(JPEG))).toEqual({ kind: 'remove', found: 'image/jpeg' });
    expect(uploadVerdict('image/svg+xml', new TextEncoder().encode('<svg'))).toEqual({ kind: 'remove', found: null });
    expect(uploadVerdict(undefined, new Uint8Array(PNG))).toEqual({ kind: 'remove', found: 'image/png' });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/html'), (bytes, type) => {
        const verdict = uploadVerdict(type, bytes);
        if (verdict.kind === 'keep') expect(verdict.type).toBe(type);
      }),
    );
  });

  it('words the removal in both languages with a way back to the studio', () => {
    expect(removedUploadNotice('EN', '/s')).toMatchObject({ title: 'A picture was removed', link: '/s' });
    expect(removedUploadNotice('ES', '/s').title).toBe('Se quitó una imagen');
  });
});
