import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/core/validation/image-upload';
import { copyUrl } from '../../src/core/site/image-widths';
import { UploadCancelled } from '../../src/core/storage/upload-cancelled';
import type { FileStoragePort, ImageFile, UploadProgress } from '../../src/ports/file-storage.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface FileStorageFixtures {
  /** The stored bytes and type behind a URL the port returned, or null when nothing is there. */
  readFile(url: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

export type FileStorageSubject = ContractSubject<FileStoragePort, FileStorageFixtures>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

function imageFile(bytes: Uint8Array, contentType: ImageFile['contentType'] = 'image/png'): ImageFile {
  return { bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), contentType };
}

const WEBP_HEADER = [0x52, 0x49, 0x46, 0x46, 0x20, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

function webpBytes(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(WEBP_HEADER);
  return new Blob([bytes], { type: 'image/webp' });
}

const REFUSED = { code: expect.stringMatching(/^(invalid-input|permission-denied)$/) };

export function describeFileStorageContract(adapterName: string, makeSubject: MakeSubject<FileStoragePort, FileStorageFixtures>): void {
  describe(`FileStoragePort contract: ${adapterName}`, () => {
    let subject: FileStorageSubject;
    let port: FileStoragePort;
    let memberId: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('stores the picture under vMember/{id}/profilePicture/{timestamp} and returns its URL', async () => {
      const url = await port.uploadProfilePicture(memberId, imageFile(pngBytes()), 1_700_000_000_000);
      expect(decodeURIComponent(url)).toContain(`vMember/${memberId}/profilePicture/1700000000000`);
    });

    it('keeps a site picture and its copies as they are, skips one that is gone, and refuses what is not the member\'s', async () => {
      const url = await port.uploadSiteImage(memberId, imageFile(pngBytes(200)), 11, { copies: [{ width: 480, bytes: webpBytes(100) }] });
      const before = await subject.fixtures.readFile(url);
      await port.keepSiteImages(memberId, [`vMember/${memberId}/site/11`, `vMember/${memberId}/site/11-480.webp`, `vMember/${memberId}/site/12`]);
      expect(await subject.fixtures.readFile(url)).toEqual(before);
      await expect(port.keepSiteImages(memberId, [`vMember/${uniqueMemberId()}/site/11`])).rejects.toMatchObject(REFUSED);
      await expect(port.keepSiteImages(memberId, [`vMember/${memberId}/profilePicture/11`])).rejects.toMatchObject(REFUSED);
    });

    it('keeps the exact bytes and the content type', async () => {
      const bytes = pngBytes(300);
      const url = await port.uploadProfilePicture(memberId, imageFile(bytes), 1);
      const stored = await subject.fixtures.readFile(url);
      expect(stored?.contentType).toBe('image/png');
      expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(bytes));
    });

    it('gives each timestamp its own file, so an older picture stays reachable', async () => {
      const first = await port.uploadProfilePicture(memberId, imageFile(pngBytes(10)), 1);
      const second = await port.uploadProfilePicture(memberId, imageFile(pngBytes(20)), 2);
      expect(first).not.toBe(second);
      expect((await subject.fixtures.readFile(first))?.bytes.length).toBe(10);
      expect((await subject.fixtures.readFile(second))?.bytes.length).toBe(20);
    });

    it('refuses an empty file', async () => {
      await expect(port.uploadProfilePicture(memberId, imageFile(new Uint8Array(0)), 1)).rejects.toMatchObject(REFUSED);
    });

    it('refuses a file over the size limit', async () => {
      await expect(port.uploadProfilePicture(memberId, imageFile(pngBytes(MAX_IMAGE_BYTES + 1)), 1)).rejects.toMatchObject(REFUSED);
    });

    it('refuses a type that is not an image', async () => {
      const html = { bytes: new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), contentType: 'text/html' } as unknown as ImageFile;
      await expect(port.uploadProfilePicture(memberId, html, 1)).rejects.toMatchObject(REFUSED);
    });

    it('stores a website picture with its copies beside it, where the picture\'s URL leads', async () => {
      const url = await port.uploadSiteImage(memberId, imageFile(pngBytes(400)), 7, { copies: [{ width: 480, bytes: webpBytes(120) }, { width: 960, bytes: webpBytes(240) }] });
      expect(decodeURIComponent(url)).toContain(`vMember/${memberId}/site/7`);
      expect((await subject.fixtures.readFile(url))?.bytes.length).toBe(400);
      const small = await subject.fixtures.readFile(copyUrl(url, 480) ?? '');
      expect(small?.contentType).toBe('image/webp');
      expect(small?.bytes.length).toBe(120);
      expect((await subject.fixtures.readFile(copyUrl(url, 960) ?? ''))?.bytes.length).toBe(240);
    });

    it('reports progress over the picture and its copies, ending with every byte sent', async () => {
      const seen: UploadProgress[] = [];
      await port.uploadSiteImage(memberId, imageFile(pngBytes(300)), 8, { copies: [{ width: 480, bytes: webpBytes(100) }], onProgress: (p) => seen.push(p) });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((p) => p.totalBytes === 400 && p.sentBytes <= 400)).toBe(true);
      expect(seen.at(-1)?.sentBytes).toBe(400);
    });

    it('stops an upload the member cancelled, saying so', async () => {
      const stop = new AbortController();
      stop.abort();
      await expect(port.uploadSiteImage(memberId, imageFile(pngBytes(300)), 9, { signal: stop.signal })).rejects.toBeInstanceOf(UploadCancelled);
    });

    it('refuses a copy that is not a picture of a sensible width', async () => {
      await expect(port.uploadSiteImage(memberId, imageFile(pngBytes(300)), 10, { copies: [{ width: 0, bytes: webpBytes(20) }] })).rejects.toMatchObject(REFUSED);
      await expect(port.uploadSiteImage(memberId, imageFile(pngBytes(300)), 11, { copies: [{ width: 480, bytes: new Blob([]) }] })).rejects.toMatchObject(REFUSED);
    });
  });
}
